import Foundation
import Testing

@testable import Motion

@Suite struct ConstraintTests {
  @Test func aRubberBandedDragNeverPassesItsLengthAndSpringsBackInside() {
    let scene = Scene(width: 800, height: 600)
    let sheet = Element(name: "sheet", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
    scene.addChild(sheet)
    let runtime = MotionRuntime(scene: scene)
    let bounds = Rect(x: 300, y: 300, width: 200, height: 0)
    runtime.add(Draggable(), to: sheet) { $0.rubberBanded(outsideOf: bounds, maxLength: 60) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 400, y: 300))
    var maxY = 0.0
    for i in 1...60 {
      script.wait(1.0 / 60)
      script.move(1, Point(x: 400, y: 300 + Double(i) * 10))
      maxY = max(maxY, sheet.position.y)
      #expect(sheet.position.y < 360)
    }
    // Pulled 600 points, it follows with resistance: well past the edge but under L.
    #expect(maxY > 340)
    #expect(runtime.velocity(of: sheet).y > 0)
    script.up(1, Point(x: 400, y: 900))
    #expect(!runtime.isAtRest)
    for _ in 0..<300 { script.wait(1.0 / 60) }
    #expect(runtime.isAtRest)
    #expect(abs(sheet.position.y - 300) < 1e-9)
    #expect(sheet.position.x == 400)
  }

  @Test func aDragBackInsideFollowsTheFingerAgainWithoutLag() {
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "k", position: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    let bounds = Rect(x: 50, y: 0, width: 200, height: 600)
    runtime.add(Draggable(), to: knob) { $0.rubberBanded(outsideOf: bounds, maxLength: 30) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 400, y: 100), steps: 20)
    #expect(knob.position.x > 250 && knob.position.x < 280)
    script.drag(1, from: Point(x: 400, y: 100), to: Point(x: 150, y: 100), steps: 20)
    // Back inside, the knob is where the finger puts it: the band held nothing back for good.
    #expect(abs(knob.position.x - 150) < 1e-9)
    script.up(1, Point(x: 150, y: 100))
  }

  @Test func anAxisLockedDragMovesAlongThatAxisOnly() {
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "k", position: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: knob) { $0.yLocked(to: 100) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 180), steps: 10)
    #expect(close(knob.position, Point(x: 200, y: 100), 1e-9))
    #expect(runtime.velocity(of: knob).y == 0)
    script.up(1, Point(x: 200, y: 180))
    #expect(runtime.isAtRest)
  }

  @Test func aTossedElementWithBoundsComesToRestInsideThem() {
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)
    let box = Rect(x: 50, y: 50, width: 300, height: 200)
    let tossable = Tossable(
      destination: ReactiveProperty(Point(x: 700, y: 500)), toss: square, container: scene,
      springSource: runtime.springSource)
    runtime.add(tossable, to: square) { $0.rubberBanded(outsideOf: box, maxLength: 0) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 150), steps: 6)
    script.up(1, Point(x: 200, y: 150))
    var inside = true
    for _ in 0..<600 {
      script.wait(1.0 / 60)
      inside = inside && box.contains(square.position)
    }
    #expect(inside)
    #expect(runtime.isAtRest)
    #expect(close(square.position, Point(x: 350, y: 250), 1e-9))
  }

  @Test func aBandedTossableNeitherJumpsOnReleaseNorOnCatch() {
    // The spring started from the position the band had already made, and its values went
    // through the band again: released still, 226 → 211 points in a millisecond; a finger that
    // landed on it springing back moved it 4 points.
    func banded() -> (MotionRuntime, Element, TouchScript) {
      let scene = Scene(width: 800, height: 600)
      let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
      scene.addChild(square)
      let runtime = MotionRuntime(scene: scene)
      let tossable = Tossable(
        destination: ReactiveProperty(Point(x: 100, y: 100)), toss: square, container: scene,
        springSource: runtime.springSource)
      runtime.add(tossable, to: square) {
        $0.rubberBanded(outsideOf: Rect(x: 0, y: 0, width: 200, height: 200), maxLength: 50)
      }
      var script = TouchScript(runtime)
      script.down(1, Point(x: 100, y: 100))
      script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), steps: 4)
      return (runtime, square, script)
    }
    do {
      var (runtime, square, script) = banded()
      script.wait(0.1)  // held still: the release hands on no velocity
      script.up(1, Point(x: 300, y: 100))
      let released = square.position
      #expect(released.x > 200 && released.x < 250)
      runtime.advance(to: runtime.currentTime + 0.001)
      #expect(abs(square.position.x - released.x) < 0.5, "\(released) → \(square.position)")
      var previous = square.position.x
      var steady = true
      for _ in 0..<120 {
        script.wait(1.0 / 240)
        steady = steady && abs(square.position.x - previous) < 8
        previous = square.position.x
      }
      #expect(steady)
      #expect(close(square.position, Point(x: 100, y: 100), 1e-9))
    }
    do {
      var (_, square, script) = banded()
      script.up(1, Point(x: 300, y: 100))
      script.wait(0.02)
      let caught = square.position
      script.down(2, Point(x: 150, y: 150))
      #expect(square.position == caught, "\(caught) → \(square.position)")
      script.drag(2, from: Point(x: 150, y: 150), to: Point(x: 140, y: 150), steps: 2)
      #expect(square.position.x < caught.x && square.position.x > caught.x - 10)
    }
  }

  @Test func anAxisHoldsTheElementsMiddleWhenTheAnchorFollowsTheFinger() {
    // A finger off the middle of a directly manipulable element moves its anchor point under
    // the finger; the axis still holds where the middle is, so nothing moves on touch-down and
    // the element keeps to its axis.
    let scene = Scene(width: 400, height: 400)
    let sticker = Element(name: "s", position: Point(x: 200, y: 200), size: Size(width: 40, height: 40))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: sticker) { $0.xLocked(to: 200) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 215, y: 190))
    #expect(close(sticker.corners[0], Point(x: 180, y: 180), 1e-9))
    script.drag(1, from: Point(x: 215, y: 190), to: Point(x: 260, y: 250), steps: 10)
    #expect(close(sticker.corners[0], Point(x: 180, y: 240), 1e-9))
    script.up(1, Point(x: 260, y: 250))
    for _ in 0..<60 { script.wait(1.0 / 60) }
    #expect(close(sticker.position, Point(x: 200, y: 260), 1e-9))
  }

  @Test func aPinchAboutAStillPointNeitherDriftsNorJumpsUnderAnAxisOrBounds() {
    // Pinching about a point off the middle moves the middle; the constraints held it back
    // while the fingers pinched (the element drifted away from under them) and at the lift it
    // jumped. The fingers keep their points; on release the middle springs back onto the axis
    // or inside the bounds from where the pinch left it.
    for (name, constraints) in [
      ("axis", { (positions: MotionObservable<Point>) in positions.yLocked(to: 150) }),
      ("bounds", { $0.rubberBanded(outsideOf: Rect(x: 190, y: 140, width: 20, height: 20), maxLength: 0) }),
    ] as [(String, PositionConstraints)] {
      let scene = Scene(width: 400, height: 300)
      let sticker = Element(name: "s", position: Point(x: 200, y: 150), size: Size(width: 200, height: 100))
      scene.addChild(sticker)
      let runtime = MotionRuntime(scene: scene)
      runtime.add(DirectlyManipulable(), to: sticker, constraints: constraints)
      var script = TouchScript(runtime)
      script.down(1, Point(x: 120, y: 120))
      script.down(2, Point(x: 160, y: 120))
      for step in 1...6 {
        script.wait(1.0 / 60)
        let spread = 20 + 10 * Double(step) / 6
        script.move(1, Point(x: 140 - spread, y: 120))
        script.move(2, Point(x: 140 + spread, y: 120))
      }
      // Scaled ×1.5 about (140, 120): the corners at (80, 90) and (380, 240).
      let pinched = (sticker.corners[0], sticker.corners[2])
      #expect(close(pinched.0, Point(x: 80, y: 90), 1e-9), "\(name): \(pinched.0)")
      #expect(close(pinched.1, Point(x: 380, y: 240), 1e-9), "\(name): \(pinched.1)")
      script.up(1, Point(x: 110, y: 120))
      script.up(2, Point(x: 170, y: 120))
      let lifted = sticker.corners[0]
      #expect(close(lifted, Point(x: 80, y: 90), 1e-9), "\(name): \(lifted)")
      for _ in 0..<120 { script.wait(1.0 / 60) }
      let rest = sticker.center
      let expected = name == "axis" ? Point(x: 230, y: 150) : Point(x: 210, y: 160)
      #expect(close(rest, expected, 1e-9), "\(name): \(rest)")
    }
  }

  /// An element placed outside its hard bounds is brought inside by the first change of a drag,
  /// and is then where the finger puts it while the finger is inside; with the anchor following
  /// the finger (a directly manipulable element) it stayed outside by as much as it began.
  @Test func anElementPlacedOutsideItsBoundsIsBroughtInsideByItsFirstDrag() {
    for anchorFollows in [false, true] {
      let scene = Scene(width: 800, height: 600)
      let knob = Element(name: "k", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
      scene.addChild(knob)
      let runtime = MotionRuntime(scene: scene)
      let bounds = Rect(x: 0, y: 0, width: 50, height: 50)
      let interaction: any ConstrainableInteraction<Point> =
        anchorFollows ? DirectlyManipulable() : Draggable()
      runtime.add(interaction, to: knob) { $0.rubberBanded(outsideOf: bounds, maxLength: 0) }
      var script = TouchScript(runtime)
      script.down(1, Point(x: 100, y: 100))
      script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 110, y: 100), steps: 2)
      #expect(close(knob.center, Point(x: 50, y: 50), 1e-9), "\(anchorFollows): \(knob.center)")
      script.drag(1, from: Point(x: 110, y: 100), to: Point(x: 40, y: 40), steps: 7)
      #expect(close(knob.center, Point(x: 40, y: 40), 1e-9), "\(anchorFollows): \(knob.center)")
      script.up(1, Point(x: 40, y: 40))
    }
  }

  @Test func grabbingAStretchedElementCarriesOnFromWhereItIs() {
    // Released past its bounds, the element springs back; a finger that catches it on the way
    // moves it from where it is, in the finger's direction, never back towards the bounds.
    // Recognized on touch-down, as a tossable's drag is, so the catch itself is a change.
    let recognizer = DragGestureRecognizer()
    recognizer.recognitionDistance = 0
    var (script, knob, bounds) = knobSpringingBack(recognizer)
    let caught = knob.position.x
    #expect(caught > 300 && caught < 350)
    script.down(2, Point(x: caught, y: 200))
    var last = knob.position.x
    #expect(last == caught)
    for step in 1...10 {
      script.wait(1.0 / 60)
      script.move(2, Point(x: caught + Double(step) * 2, y: 200))
      #expect(knob.position.x >= last)
      last = knob.position.x
    }
    // The finger's twenty points, banded from where the band held the element.
    let expected = RubberBand(rect: bounds, maxLength: 50).apply(
      to: RubberBand(rect: bounds, maxLength: 50).inverse(of: Point(x: caught, y: 200)) + Point(x: 20, y: 0))
    #expect(abs(knob.position.x - expected.x) < 1e-9)
    script.up(2, Point(x: caught + 20, y: 200))
  }

  /// A knob dragged with `recognizer` 300 points past its rubber-banded bounds and let go, 0.05 s
  /// into its spring back, with the script that did it.
  private func knobSpringingBack(_ recognizer: DragGestureRecognizer) -> (TouchScript, Element, Rect) {
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "k", position: Point(x: 200, y: 200), size: Size(width: 40, height: 40))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    let bounds = Rect(x: 100, y: 100, width: 200, height: 200)
    runtime.add(Draggable(panGestureRecognizer: recognizer), to: knob) {
      $0.rubberBanded(outsideOf: bounds, maxLength: 50)
    }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 200, y: 200))
    script.drag(1, from: Point(x: 200, y: 200), to: Point(x: 500, y: 200), steps: 20)
    script.up(1, Point(x: 500, y: 200))
    script.wait(0.05)
    return (script, knob, bounds)
  }

  @Test func aFingerThatLandsOnAnElementSpringingBackHoldsIt() {
    // With the drag's usual recognition distance the spring went on under a still finger until
    // the finger had moved 3 points.
    var (script, knob, _) = knobSpringingBack(DragGestureRecognizer())
    let runtime = script.runtime
    let caught = knob.position
    #expect(caught.x > 300 && caught.x < 350)
    script.down(2, caught)
    for _ in 0..<10 { script.wait(1.0 / 60) }
    let held = knob.position
    #expect(held == caught)
    // Lifted without a drag, the finger lets it spring back inside.
    script.up(2, caught)
    for _ in 0..<120 { script.wait(1.0 / 60) }
    let rest = knob.position
    let atRest = runtime.isAtRest
    #expect(rest == Point(x: 300, y: 200) && atRest)
    // A finger on the element at rest holds nothing and starts nothing.
    script.down(3, rest)
    script.wait(1.0 / 60)
    let touchedAtRest = runtime.isAtRest
    #expect(touchedAtRest && knob.position == rest)
    script.up(3, rest)
  }

  @Test func theBandsInverseTakesEachStretchBackAndLargeLengthsKeepTheirPrecision() {
    let band = RubberBand(rect: Rect(x: 100, y: 100, width: 200, height: 200), maxLength: 50)
    for d in [0.0, 0.5, 3, 40, 400, 4000] {
      let point = Point(x: 300 + d, y: 100 - d)
      let back = band.inverse(of: band.apply(to: point))
      #expect(abs(back.x - point.x) <= 1e-9 * max(1, d))
      #expect(abs(back.y - point.y) <= 1e-9 * max(1, d))
    }
    // Nothing maps to L or more past an edge: such a point is left as it is.
    #expect(band.inverse(of: Point(x: 360, y: 200)) == Point(x: 360, y: 200))
    // With L far larger than the pull, the band is the slope c alone: 0.55 · 80 = 44.
    for length in [1e16, 1e300] {
      let huge = RubberBand(rect: Rect(x: 100, y: 100, width: 200, height: 200), maxLength: length)
      #expect(abs(huge.apply(to: Point(x: 380, y: 200)).x - 344) < 1e-9)
    }
  }

  @Test func interactionsOfTypeListThoseAddedToAnElement() {
    let scene = Scene(width: 800, height: 600)
    let a = Element(name: "a", position: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    let b = Element(name: "b", position: Point(x: 300, y: 100), size: Size(width: 20, height: 20))
    scene.addChild(a)
    scene.addChild(b)
    let runtime = MotionRuntime(scene: scene)
    let drag = Draggable()
    let pinch = Pinchable()
    runtime.add(drag, to: a)
    runtime.add(pinch, to: a)
    runtime.add(Draggable(), to: b)
    #expect(runtime.interactions(ofType: Draggable.self, for: a).map { $0 === drag } == [true])
    #expect(runtime.interactions(ofType: Pinchable.self, for: a).count == 1)
    #expect(runtime.interactions(ofType: Rotatable.self, for: a).isEmpty)
    #expect(runtime.interactions(ofType: Draggable.self, for: b).count == 1)
  }
}
