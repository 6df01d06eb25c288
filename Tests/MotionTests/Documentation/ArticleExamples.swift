import Foundation
import Testing

@testable import Motion

// The code of the documentation's articles (Sources/Motion/Motion.docc), run as tests. Each
// region between `// snippet: NAME` and `// end snippet` appears verbatim in an article;
// `ArticleSnippetTests` checks that the articles and this file agree.

// snippet: dial-operator
extension MotionObservable where T: TranslationGestureRecognizer {
  /// The starting angle plus one radian per 100 points dragged to the right, measured in
  /// `element`'s space; the start is read when the drag begins.
  func turned(from initialRotation: ReactiveProperty<Double>, in element: Element) -> MotionObservable<Double>
  {
    nextOperator(perSubscription: {
      var start: Double?
      return { recognizer, next in
        switch recognizer.state {
        case .began, .changed:
          let base = start ?? initialRotation.read()
          start = base
          next(base + recognizer.translation(in: element).x / 100)
        default:
          start = nil
        }
      }
    })
  }
}
// end snippet

// snippet: dial-interaction
/// Turns its element by one radian per 100 points dragged sideways across it.
final class Dial: Interaction {
  let dragGesture = DragGestureRecognizer()

  func add(to target: Element, withRuntime runtime: MotionRuntime) {
    target.addGestureRecognizer(dragGesture)
    let rotation = propertyOf(target).rotation
    let space = target.parent ?? target
    runtime.connect(gestureSource(dragGesture).turned(from: rotation, in: space), to: rotation)
  }
}
// end snippet

@Suite struct ArticleExamples {
  @Test func theTranslationOperator() {
    // snippet: translation
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)

    let drag = DragGestureRecognizer()
    scene.addGestureRecognizer(drag)
    let moved = gestureSource(drag).translation(addedTo: propertyOf(square).center, in: scene)
    runtime.connect(moved, to: propertyOf(square).center)

    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 500), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 160, y: 460), time: 0.1))
    // The square is where it started plus the finger's movement: (160, 460).
    // end snippet
    #expect(square.position == Point(x: 160, y: 460))
  }

  @Test func pictureInPicture() {
    // snippet: pip
    let scene = Scene(width: 800, height: 600)
    let window = Element(name: "window", position: Point(x: 130, y: 95), size: Size(width: 180, height: 110))
    scene.addChild(window)
    let runtime = MotionRuntime(scene: scene)

    let corners = [Point(x: 130, y: 95), Point(x: 670, y: 95), Point(x: 130, y: 505), Point(x: 670, y: 505)]
    let pip = Tossable(
      destinations: corners.map { ReactiveProperty($0) }, toss: window, container: scene,
      springSource: runtime.springSource)
    runtime.add(pip, to: window)

    // Flung down and to the right, let go still nearest the top-left corner.
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 130, y: 95), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 170, y: 125), time: 0.05))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 170, y: 125), time: 0.05))
    // Projected to about (570, 425): it springs to the bottom-right corner, pip.chosenDestination 3.
    // end snippet
    #expect(pip.chosenDestination == 3)
    var t = 0.05
    while !runtime.isAtRest {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    #expect(window.position == corners[3])
  }

  @Test func bottomSheet() {
    // snippet: sheet
    let scene = Scene(width: 800, height: 600)
    let sheet = Element(name: "sheet", position: Point(x: 400, y: 700), size: Size(width: 800, height: 500))
    scene.addChild(sheet)
    let runtime = MotionRuntime(scene: scene)

    let detents = [350.0, 520, 700].map { ReactiveProperty(Point(x: 400, y: $0)) }
    let sheetToss = Tossable(
      destinations: detents, toss: sheet, container: scene, springSource: runtime.springSource)
    runtime.add(sheetToss, to: sheet) {
      $0.rubberBanded(outsideOf: Rect(x: 0, y: 350, width: 800, height: 350), maxLength: 60)
        .xLocked(to: 400)
    }

    // A short flick up, sideways too: the sheet keeps to its axis and goes to the top detent.
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 400, y: 500), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 430, y: 440), time: 0.05))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 430, y: 440), time: 0.05))
    // sheetToss.chosenDestination is 0: the sheet springs to (400, 350).
    // end snippet
    #expect(sheetToss.chosenDestination == 0)
    var t = 0.05
    while !runtime.isAtRest {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    #expect(sheet.position == Point(x: 400, y: 350))
  }

  @Test func tossable() {
    // snippet: tossable
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
    let circle = Element(name: "circle", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60))
    scene.addChild(circle)
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)

    let tossable = Tossable(
      destination: propertyOf(circle).center, toss: square, container: scene,
      springSource: runtime.springSource)
    tossable.connect(with: runtime)

    // A flick up and to the right, then time passes until everything rests.
    var t = 0.0
    var finger = Point(x: 100, y: 500)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: finger, time: t))
    for _ in 1...6 {
      t += 1.0 / 60
      finger += Point(x: 20, y: -15)
      runtime.handle(TouchEvent(id: 1, phase: .moved, location: finger, time: t))
    }
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: finger, time: t))
    while !runtime.isAtRest {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    // The square rests on the circle: (650, 150).
    // end snippet
    #expect(square.position == circle.position)
  }

  @Test func directManipulation() {
    // snippet: direct-manipulation
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(
      name: "sticker", position: Point(x: 400, y: 300), size: Size(width: 120, height: 80))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: sticker)

    // Two fingers spread apart about the sticker's middle, then lift.
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 380, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 420, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 360, y: 300), time: 0.05))
    runtime.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 440, y: 300), time: 0.05))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 360, y: 300), time: 0.1))
    runtime.handle(TouchEvent(id: 2, phase: .ended, location: Point(x: 440, y: 300), time: 0.1))
    // The sticker is twice as large, its anchor point back in the middle, its center unmoved.
    // end snippet
    #expect(abs(sticker.scale - 2) < 1e-12)
    #expect(sticker.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(sticker.center.distance(to: Point(x: 400, y: 300)) < 1e-9)
  }

  @Test func constraints() {
    // snippet: constraints
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "knob", position: Point(x: 200, y: 100), size: Size(width: 40, height: 40))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    let track = Rect(x: 150, y: 100, width: 400, height: 1)
    runtime.add(Draggable(), to: knob) { positions in
      positions.yLocked(to: 100).rubberBanded(outsideOf: track, maxLength: 30)
    }

    // Dragged far past the track's end, the knob stays within 30 points of it…
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 200, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 900, y: 180), time: 0.1))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 900, y: 180), time: 0.1))
    // …and, let go, springs back to the end of the track: (550, 100).
    var t = 0.1
    while !runtime.isAtRest {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    // end snippet
    #expect(knob.position.distance(to: Point(x: 550, y: 100)) < 1e-9)
  }

  @Test func writingYourOwnInteraction() {
    // snippet: dial-use
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "knob", position: Point(x: 400, y: 300), size: Size(width: 80, height: 80))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Dial(), to: knob)

    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 550, y: 300), time: 0.1))
    // The knob has turned by 1.5 radians.
    // end snippet
    #expect(abs(knob.rotation - 1.5) < 1e-12)
    #expect(runtime.interactions(ofType: Dial.self, for: knob).count == 1)
  }

  @Test func scaleConstraints() {
    // snippet: scale-constraints
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 400, height: 300))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let zoom = Pinchable()
    runtime.add(zoom, to: photo) { scales in scales.rubberBanded(within: 1...4, maxLength: 0.25) }

    // Pinched to a fifth of its size, the photo stays above 0.75…
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 200, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 600, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 360, y: 300), time: 0.1))
    runtime.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 440, y: 300), time: 0.1))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 360, y: 300), time: 0.1))
    runtime.handle(TouchEvent(id: 2, phase: .ended, location: Point(x: 440, y: 300), time: 0.1))
    // …and, let go, springs back to 1.
    var t = 0.1
    while !runtime.isAtRest {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    // end snippet
    #expect(photo.scale == 1)
    #expect(zoom.spring?.destination.read() == 1)
    #expect(t > 0.2)
  }

  @Test func composingRatherThanSubclassing() {
    // snippet: zoom-badge
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 400, height: 300))
    let badge = Element(name: "badge", position: Point(x: 760, y: 40), size: Size(width: 24, height: 24))
    scene.addChild(photo)
    scene.addChild(badge)
    let runtime = MotionRuntime(scene: scene)
    let zoom = Pinchable()
    runtime.add(zoom, to: photo) { scales in scales.rubberBanded(within: 1...4, maxLength: 0.25) }
    runtime.connect(zoom.scaleStream, to: propertyOf(badge).scale)

    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 350, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 450, y: 300), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 300, y: 300), time: 0.1))
    runtime.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 500, y: 300), time: 0.1))
    // The photo and the badge are both twice their size.
    // end snippet
    #expect(abs(photo.scale - 2) < 1e-9)
    #expect(badge.scale == photo.scale)
  }
}
