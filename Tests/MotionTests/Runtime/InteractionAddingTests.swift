import Testing

@testable import Motion

@Suite struct InteractionAddingTests {
  @Test func aTossableIsListedUnderTheElementItTosses() {
    // Added "to" the scene, it was listed under the scene, and not under the square it tosses.
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)
    let tossable = Tossable(
      destination: ReactiveProperty(Point(x: 1, y: 1)), toss: square, container: scene,
      springSource: runtime.springSource)
    runtime.add(tossable, to: scene)
    #expect(runtime.interactions(ofType: Tossable.self, for: square).count == 1)
    #expect(runtime.interactions(ofType: Tossable.self, for: scene).isEmpty)
  }

  @Test func anInteractionAddedTwiceIsAddedOnce() {
    // Added twice, a draggable was wired twice: a 20-point drag moved the element 40 points.
    for constrained in [false, true] {
      let scene = Scene(width: 800, height: 600)
      let element = Element(name: "e", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
      let other = Element(name: "o", position: Point(x: 300, y: 100), size: Size(width: 40, height: 40))
      scene.addChild(element)
      scene.addChild(other)
      let runtime = MotionRuntime(scene: scene)
      let drag = Draggable()
      for target in [element, element, other] {
        if constrained {
          runtime.add(drag, to: target) { $0.yLocked(to: 100) }
        } else {
          runtime.add(drag, to: target)
        }
      }
      var script = TouchScript(runtime)
      script.down(1, Point(x: 100, y: 100))
      script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 120, y: 100), steps: 2)
      let moved = (element.position, other.position)
      #expect(moved.0 == Point(x: 120, y: 100), "constrained: \(constrained)")
      #expect(moved.1 == Point(x: 300, y: 100), "constrained: \(constrained)")
      let listed = runtime.interactions(ofType: Draggable.self, for: element).count
      #expect(listed == 1)
      #expect(runtime.interactions(ofType: Draggable.self, for: other).isEmpty)
    }
  }
}

@Suite struct RecognizerDetachingTests {
  @Test func aRuntimesRecognizersLeaveTheirElementsWithIt() {
    // A runtime released while its interactions' recognizers stayed on the element: they took
    // the touches a new runtime's drag on the parent was meant to get, and it never moved.
    let scene = Scene(width: 800, height: 600)
    let background = Element(name: "bg", position: Point(x: 400, y: 300), size: Size(width: 800, height: 600))
    let sticker = Element(name: "e", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(background)
    background.addChild(sticker)
    do {
      let first = MotionRuntime(scene: scene)
      first.add(DirectlyManipulable(), to: sticker)
      first.add(
        Tossable(
          destination: ReactiveProperty(Point.zero), toss: sticker, container: background,
          springSource: first.springSource),
        to: sticker)
      #expect(sticker.gestureRecognizers.count == 3)
    }
    #expect(sticker.gestureRecognizers.isEmpty)
    #expect(background.gestureRecognizers.isEmpty)
    let second = MotionRuntime(scene: scene)
    second.add(Draggable(), to: background)
    second.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    second.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 300, y: 300), time: 0.1))
    #expect(background.position == Point(x: 600, y: 500))
  }

  @Test func aRecognizerStaysWhileAnotherRuntimeUsesItOrTheProgramAttachedIt() {
    // Releasing one runtime took off a recognizer that another runtime's interaction (a
    // Draggable of another element driven by the same recognizer) still used, and one the
    // program had attached itself.
    for programAttached in [false, true] {
      let scene = Scene(width: 800, height: 600)
      let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
      let shadow = Element(name: "shadow", position: Point(x: 300, y: 100), size: Size(width: 60, height: 60))
      scene.addChild(square)
      scene.addChild(shadow)
      let recognizer = DragGestureRecognizer()
      if programAttached { square.addGestureRecognizer(recognizer) }
      var first: MotionRuntime? = MotionRuntime(scene: scene)
      first?.add(Draggable(panGestureRecognizer: recognizer), to: square)
      let second = MotionRuntime(scene: scene)
      second.add(Draggable(panGestureRecognizer: recognizer), to: shadow)
      first = nil
      #expect(square.gestureRecognizers.count == 1, "attached by the program: \(programAttached)")
      second.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
      second.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 150, y: 100), time: 0.1))
      #expect(shadow.position == Point(x: 350, y: 100))
      _ = first
    }
    // A program's own recognizer also stays when the only runtime goes.
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(square)
    let own = DragGestureRecognizer()
    square.addGestureRecognizer(own)
    do { MotionRuntime(scene: scene).add(Draggable(panGestureRecognizer: own), to: square) }
    #expect(square.gestureRecognizers.count == 1)
  }

  @Test func aTossableAddedToANewRuntimeAfterItsFirstWentTossesAgain() {
    // Its recognizer left with the first runtime and it never connected again: listed, dead.
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(square)
    var first: MotionRuntime? = MotionRuntime(scene: scene)
    let tossable = Tossable(
      destination: ReactiveProperty(Point(x: 500, y: 300)), toss: square, container: scene,
      springSource: first!.springSource)
    // The first runtime bounded it; the second does not, and its toss may leave those bounds.
    first?.add(tossable, to: square) {
      $0.rubberBanded(outsideOf: Rect(x: 0, y: 0, width: 200, height: 200), maxLength: 0)
    }
    first = nil
    let second = MotionRuntime(scene: scene)
    second.add(tossable, to: square)
    var script = TouchScript(second)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 140, y: 100), steps: 2)
    #expect(square.position == Point(x: 140, y: 100))
    script.up(1, Point(x: 140, y: 100))
    script.wait(5)
    #expect(square.position == Point(x: 500, y: 300))
    _ = first
  }

  @Test func aRecognizerRemovedByAnObserverMidEventGetsNoMoreOfIt() {
    // The router handed the event on to a pinch removed by the drag's observer: it took the
    // touch, detached (possible, one touch, no element).
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)
    let manipulable = DirectlyManipulable()
    runtime.add(manipulable, to: square)
    manipulable.panGestureRecognizer.observe { recognizer in
      if recognizer.state == .began { square.removeGestureRecognizer(manipulable.pinchGestureRecognizer) }
    }
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    let pinch = manipulable.pinchGestureRecognizer
    #expect(pinch.element == nil)
    #expect(pinch.numberOfTouches == 0)
  }

  @Test func aRecognizerRemovedMidGestureIsCancelledAndGetsNoMoreTouches() {
    let scene = Scene(width: 800, height: 600)
    let element = Element(name: "e", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(element)
    let runtime = MotionRuntime(scene: scene)
    let draggable = Draggable()
    runtime.add(draggable, to: element)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 120, y: 100), time: 0.05))
    let recognizer = draggable.panGestureRecognizer
    element.removeGestureRecognizer(recognizer)
    #expect(recognizer.state == .cancelled)
    #expect(recognizer.element == nil)
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 200, y: 100), time: 0.1))
    #expect(element.position == Point(x: 120, y: 100))
    #expect(runtime.isAtRest)
  }
}
