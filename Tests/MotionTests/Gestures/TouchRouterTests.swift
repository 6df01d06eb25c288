import Foundation
import Testing

@testable import Motion

@Suite struct TouchRouterTests {
  private func square(_ name: String, _ x: Double, _ y: Double, _ side: Double = 100) -> Element {
    Element(name: name, position: Point(x: x, y: y), size: Size(width: side, height: side))
  }

  /// The router asks the element whether it lists it as manipulated instead of its table; each
  /// drag, and each of two runtimes over one scene, must still see every gesture start and end.
  @Test func manipulationIsSeenThroughEveryDragAndByEveryRuntimeOverTheScene() {
    let scene = Scene(width: 800, height: 600)
    let element = square("e", 100, 100)
    scene.addChild(element)
    element.addGestureRecognizer(DragGestureRecognizer())
    let runtimes = [MotionRuntime(scene: scene), MotionRuntime(scene: scene)]
    for drag in 0..<3 {
      let t = Double(drag)
      for runtime in runtimes { runtime.handle(touch(1, .began, 100, 100, at: t)) }
      for step in 1...4 {
        let x = 100 + 10 * Double(step)
        for runtime in runtimes { runtime.handle(touch(1, .moved, x, 100, at: t + 0.01 * Double(step))) }
        #expect(runtimes.allSatisfy { $0.isBeingManipulated }, "drag \(drag), move \(step)")
      }
      for runtime in runtimes { runtime.handle(touch(1, .ended, 140, 100, at: t + 0.1)) }
      #expect(runtimes.allSatisfy { !$0.isBeingManipulated && $0.isAtRest }, "drag \(drag) ended")
    }
  }

  /// A runtime released mid-drag must not leave the element listed under its router's
  /// identifier: the next runtime's router is usually given the same address, and read the
  /// listing as its own, it never listed the drag it routed.
  @Test func aRuntimeMadeAfterOneReleasedMidDragSeesItsDrag() {
    let scene = Scene(width: 800, height: 600)
    let element = square("e", 100, 100)
    scene.addChild(element)
    element.addGestureRecognizer(DragGestureRecognizer())
    var first: MotionRuntime? = MotionRuntime(scene: scene)
    first?.handle(touch(1, .began, 100, 100, at: 0))
    first?.handle(touch(1, .moved, 120, 100, at: 0.01))
    let firstIsManipulated = first?.isBeingManipulated == true
    #expect(firstIsManipulated)
    let firstRouter = first.map { ObjectIdentifier($0.router) }
    first = nil
    var second = MotionRuntime(scene: scene)
    for _ in 0..<1000 where ObjectIdentifier(second.router) != firstRouter {
      second = MotionRuntime(scene: scene)
    }
    second.handle(touch(2, .began, 110, 110, at: 0.02))
    second.handle(touch(2, .moved, 140, 110, at: 0.03))
    // Read before expecting: a failed expectation on the runtime itself would reflect it.
    let (isActive, isManipulated, isAtRest) = (
      element.gestureRecognizers[0].state.isActive, second.isBeingManipulated, second.isAtRest
    )
    #expect(isActive)
    #expect(isManipulated)
    #expect(!isAtRest)
  }

  /// Of two runtimes over one scene, one that did not route a drag does not report it, even when
  /// it last saw the element manipulated while the other listed it.
  @Test func aRuntimeThatDidNotRouteADragDoesNotReportIt() {
    let scene = Scene(width: 800, height: 600)
    let element = square("e", 100, 100)
    scene.addChild(element)
    element.addGestureRecognizer(DragGestureRecognizer())
    let first = MotionRuntime(scene: scene)
    let second = MotionRuntime(scene: scene)
    // A spring in flight keeps the second runtime's `isAtRest` from asking about gestures.
    let other = ReactiveProperty(Point.zero)
    second.connect(
      second.springSource(Spring(to: ReactiveProperty(Point(x: 500, y: 0)), initialValue: other)), to: other)
    for runtime in [first, second] { runtime.handle(touch(1, .began, 100, 100, at: 0)) }
    for runtime in [first, second] { runtime.handle(touch(1, .moved, 130, 100, at: 0.01)) }
    for runtime in [second, first] { runtime.handle(touch(1, .ended, 130, 100, at: 0.02)) }
    first.handle(touch(2, .began, 100, 100, at: 1))
    first.handle(touch(2, .moved, 130, 100, at: 1.01))
    let firstIsManipulated = first.isBeingManipulated
    second.advance(to: 30)
    let (secondIsManipulated, secondIsAtRest) = (second.isBeingManipulated, second.isAtRest)
    #expect(firstIsManipulated)
    #expect(!secondIsManipulated)
    #expect(secondIsAtRest)
  }

  @Test func touchesOnTwoElementsDriveThemIndependently() {
    let scene = Scene(width: 800, height: 600)
    let left = square("left", 100, 100)
    let right = square("right", 500, 100)
    scene.addChild(left)
    scene.addChild(right)
    let leftDrag = DragGestureRecognizer()
    let rightDrag = DragGestureRecognizer()
    left.addGestureRecognizer(leftDrag)
    right.addGestureRecognizer(rightDrag)
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(1, .began, 100, 100, at: 0))
    runtime.handle(touch(2, .began, 500, 100, at: 0.01))
    #expect(runtime.element(owningTouch: 1) === left)
    #expect(runtime.element(owningTouch: 2) === right)
    runtime.handle(touch(1, .moved, 150, 120, at: 0.02))
    runtime.handle(touch(2, .moved, 480, 160, at: 0.03))
    // Touch 1 wanders over the right square: it stays the left one's.
    runtime.handle(touch(1, .moved, 510, 90, at: 0.04))
    #expect(leftDrag.sceneTranslation == Point(x: 410, y: -10))
    #expect(rightDrag.sceneTranslation == Point(x: -20, y: 60))
    #expect(leftDrag.numberOfTouches == 1)
    #expect(rightDrag.numberOfTouches == 1)
    #expect(runtime.routedTouchIDs == [1, 2])
    runtime.handle(touch(2, .ended, 480, 160, at: 0.05))
    #expect(rightDrag.state == .ended)
    #expect(leftDrag.state == .changed)
    runtime.handle(touch(1, .ended, 510, 90, at: 0.06))
    #expect(leftDrag.state == .ended)
    #expect(runtime.routedTouchIDs.isEmpty)
    #expect(runtime.isAtRest)
  }

  @Test func aRecognizerTakenAwayDuringADeliveryStillSeesThatEventAndIsFreedAfterIt() {
    // The router hands an event to the recognizers the element had when the delivery began;
    // one moved to another element meanwhile is neither skipped nor freed mid-delivery.
    let scene = Scene(width: 800, height: 600)
    let card = square("card", 100, 100)
    let shelf = square("shelf", 500, 100)
    scene.addChild(card)
    scene.addChild(shelf)
    let first = DragGestureRecognizer()
    var second: DragGestureRecognizer? = DragGestureRecognizer()
    weak let weakSecond = second
    card.addGestureRecognizer(first)
    card.addGestureRecognizer(second!)
    var secondEvents = 0
    let secondSubscription = second!.observe { _ in secondEvents += 1 }
    let subscription = first.observe { _ in
      guard let moving = second else { return }
      second = nil
      shelf.addGestureRecognizer(moving)
      // Nothing but the shelf holds it now; taking it off the shelf too leaves only the
      // router's copy of the card's list.
      Element(name: "bin", position: .zero, size: Size(width: 1, height: 1)).addGestureRecognizer(moving)
    }
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(1, .began, 100, 100, at: 0))
    #expect(secondEvents == 1)
    #expect(weakSecond == nil)
    #expect(card.gestureRecognizers.count == 1)
    runtime.handle(touch(1, .moved, 150, 100, at: 0.02))
    #expect(first.sceneTranslation == Point(x: 50, y: 0))
    #expect(secondEvents == 1)
    subscription.cancel()
    secondSubscription.cancel()
  }

  @Test func aTouchBesideARotatedCornerGoesToWhatLiesBeneath() {
    let scene = Scene(width: 800, height: 600)
    let base = square("base", 300, 300, 300)
    // A 100-point square turned by 45°: a diamond reaching 70.7 points from its centre along
    // the axes, so (345, 345), inside the unturned square, is outside it.
    let diamond = Element(
      name: "diamond", position: Point(x: 300, y: 300), size: Size(width: 100, height: 100),
      rotation: Double.pi / 4)
    scene.addChild(base)
    scene.addChild(diamond)
    let baseDrag = DragGestureRecognizer()
    let diamondDrag = DragGestureRecognizer()
    base.addGestureRecognizer(baseDrag)
    diamond.addGestureRecognizer(diamondDrag)
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(1, .began, 345, 345, at: 0))
    #expect(runtime.element(owningTouch: 1) === base)
    #expect(baseDrag.numberOfTouches == 1)
    #expect(diamondDrag.numberOfTouches == 0)
    // (300, 365) is outside the unturned square but inside the diamond's lower tip.
    runtime.handle(touch(2, .began, 300, 365, at: 0))
    #expect(runtime.element(owningTouch: 2) === diamond)
    #expect(diamondDrag.numberOfTouches == 1)
    #expect(baseDrag.numberOfTouches == 1)
  }

  @Test func aTouchOnAnElementWithoutRecognizersGoesToTheNearestAncestorWithSome() {
    let scene = Scene(width: 800, height: 600)
    let card = square("card", 400, 300, 400)
    let panel = square("panel", 200, 200, 200)  // in the card's space
    let label = square("label", 100, 100, 50)  // in the panel's space
    scene.addChild(card)
    card.addChild(panel)
    panel.addChild(label)
    let sceneDrag = DragGestureRecognizer()
    let cardDrag = DragGestureRecognizer()
    scene.addGestureRecognizer(sceneDrag)
    card.addGestureRecognizer(cardDrag)
    let runtime = MotionRuntime(scene: scene)
    // The label's centre: the panel's centre, which is the card's, which lies at (400, 300).
    #expect(scene.hitTest(Point(x: 400, y: 300)) === label)
    runtime.handle(touch(1, .began, 400, 300, at: 0))
    #expect(runtime.element(owningTouch: 1) === card)
    #expect(cardDrag.numberOfTouches == 1)
    #expect(sceneDrag.numberOfTouches == 0)
    // Outside everything: the scene is the outermost element.
    runtime.handle(touch(2, .began, 20, 20, at: 0))
    #expect(runtime.element(owningTouch: 2) === scene)
    #expect(sceneDrag.numberOfTouches == 1)
    #expect(cardDrag.numberOfTouches == 1)
  }

  @Test func aTouchWhereNoElementHasRecognizersIsDropped() {
    let scene = Scene(width: 800, height: 600)
    let plain = square("plain", 100, 100)
    let other = square("other", 500, 500)
    scene.addChild(plain)
    scene.addChild(other)
    let drag = DragGestureRecognizer()
    other.addGestureRecognizer(drag)
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(1, .began, 100, 100, at: 0))
    #expect(runtime.element(owningTouch: 1) == nil)
    runtime.handle(touch(1, .moved, 500, 500, at: 0.01))
    runtime.handle(touch(1, .ended, 500, 500, at: 0.02))
    #expect(drag.state == .possible)
    #expect(drag.numberOfTouches == 0)
  }

  @Test func eventsOfUnknownTouchesAreIgnored() {
    let scene = Scene(width: 800, height: 600)
    let drag = DragGestureRecognizer()
    scene.addGestureRecognizer(drag)
    let log = StateLog(drag)
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(9, .moved, 10, 10, at: 0))
    runtime.handle(touch(9, .ended, 10, 10, at: 0.01))
    runtime.handle(touch(9, .cancelled, 10, 10, at: 0.02))
    #expect(log.states.isEmpty)
    runtime.handle(TouchEvent(id: 3, phase: .began, location: Point(x: .nan, y: 1), time: 0.03))
    #expect(runtime.element(owningTouch: 3) == nil)
    #expect(log.states.isEmpty)
  }

  @Test func aSecondBeganForALiveTouchCancelsItAndRoutesTheNewOne() {
    let scene = Scene(width: 800, height: 600)
    let left = square("left", 100, 100)
    let right = square("right", 500, 100)
    scene.addChild(left)
    scene.addChild(right)
    let leftDrag = DragGestureRecognizer()
    let rightDrag = DragGestureRecognizer()
    left.addGestureRecognizer(leftDrag)
    right.addGestureRecognizer(rightDrag)
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(1, .began, 100, 100, at: 0))
    runtime.handle(touch(1, .moved, 120, 100, at: 0.01))
    #expect(leftDrag.state == .began)
    runtime.handle(touch(1, .began, 500, 100, at: 0.02))
    #expect(leftDrag.state == .cancelled)
    #expect(leftDrag.numberOfTouches == 0)
    #expect(rightDrag.state == .possible)
    #expect(rightDrag.numberOfTouches == 1)
    #expect(runtime.element(owningTouch: 1) === right)
    runtime.handle(touch(1, .ended, 500, 100, at: 0.03))
    #expect(rightDrag.state == .failed)
    #expect(leftDrag.state == .cancelled)
  }

  @Test func theRecognizersOfOneElementShareItsTouches() {
    let scene = Scene(width: 800, height: 600)
    let sticker = square("sticker", 400, 300, 200)
    scene.addChild(sticker)
    let drag = DragGestureRecognizer()
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    sticker.addGestureRecognizer(drag)
    sticker.addGestureRecognizer(pinch)
    sticker.addGestureRecognizer(rotation)
    let runtime = MotionRuntime(scene: scene)
    runtime.handle(touch(1, .began, 350, 300, at: 0))
    runtime.handle(touch(2, .began, 450, 300, at: 0))
    // The second finger swings to straight below the first, twice as far: a quarter turn, a
    // doubled span, and the centroid moved from (400, 300) to (350, 400).
    runtime.handle(touch(2, .moved, 350, 500, at: 0.05))
    #expect(drag.state == .began)
    #expect(pinch.state == .began)
    #expect(rotation.state == .began)
    #expect(drag.sceneTranslation == Point(x: -50, y: 100))
    #expect(isClose(pinch.scale, 2))
    #expect(isClose(rotation.rotation, Double.pi / 2))
    #expect(!runtime.isAtRest)
    runtime.handle(touch(1, .ended, 350, 300, at: 0.06))
    runtime.handle(touch(2, .ended, 350, 500, at: 0.07))
    for recognizer in [drag, pinch, rotation] as [GestureRecognizer] {
      #expect(recognizer.state == .ended)
    }
    #expect(runtime.isAtRest)
  }

  @Test func recognizersAreListedInDumpOrder() {
    let scene = Scene(width: 800, height: 600)
    let first = square("first", 100, 100)
    let child = square("child", 10, 10, 10)
    let second = square("second", 300, 300)
    scene.addChild(first)
    first.addChild(child)
    scene.addChild(second)
    let sceneDrag = DragGestureRecognizer()
    let firstPinch = PinchGestureRecognizer()
    let childDrag = DragGestureRecognizer()
    let secondRotation = RotationGestureRecognizer()
    second.addGestureRecognizer(secondRotation)
    child.addGestureRecognizer(childDrag)
    first.addGestureRecognizer(firstPinch)
    scene.addGestureRecognizer(sceneDrag)
    let listed = scene.gestureRecognizersInSubtree
    #expect(
      listed.map { ObjectIdentifier($0) }
        == [sceneDrag, firstPinch, childDrag, secondRotation].map { ObjectIdentifier($0) })
    #expect(
      listed.map { "\(type(of: $0))" } == [
        "DragGestureRecognizer", "PinchGestureRecognizer", "DragGestureRecognizer",
        "RotationGestureRecognizer",
      ])
    #expect(listed.map { $0.element?.name } == ["scene", "first", "child", "second"])
  }

  @Test func aRecognizerMovedToAnotherElementMidGestureIsCancelledNotLeftHeld() {
    // Moved by `addGestureRecognizer` mid-drag, it kept its touch, whose lift went to the old
    // element: the drag stayed `began` and the runtime never came to rest.
    let (runtime, a, b) = Self.twoElements()
    let draggable = Draggable()
    runtime.add(draggable, to: a)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 120, y: 100), time: 0.05))
    b.addGestureRecognizer(draggable.panGestureRecognizer)
    let state = draggable.panGestureRecognizer.state
    #expect(state == .cancelled)
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 120, y: 100), time: 0.1))
    runtime.advance(to: 1)
    let atRest = runtime.isAtRest
    #expect(atRest)
  }

  @Test func anObserverCancelledByAnotherDuringANotificationIsNotToldOfIt() {
    let recognizer = DragGestureRecognizer()
    var calls: [String] = []
    var second: Subscription?
    recognizer.observe { _ in
      calls.append("A")
      second?.cancel()
    }
    second = recognizer.observe { _ in calls.append("B") }
    recognizer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 0, y: 0), time: 0))
    recognizer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 10, y: 0), time: 0.1))
    #expect(calls == ["A", "A"])
  }

  /// A lift away from the last move is that move first; an observer told of it that cancels
  /// the other finger (through the runtime, as a host's focus loss does) trapped on an index
  /// into the touch list taken before the move.
  @Test func aFingerCancelledByAnObserverOfAnotherFingersLiftEndsTheGestureCancelled() {
    let scene = Scene(width: 400, height: 300)
    let element = Element(name: "e", position: Point(x: 100, y: 100), size: Size(width: 100, height: 60))
    scene.addChild(element)
    let runtime = MotionRuntime(scene: scene)
    let drag = Draggable()
    runtime.add(drag, to: element)
    var states: [GestureRecognizerState] = []
    drag.gestureRecognizer.observe { recognizer in
      states.append(recognizer.state)
      if recognizer.numberOfTouches == 2, recognizer.sceneCentroid.x >= 110 {
        runtime.handle(TouchEvent(id: 1, phase: .cancelled, location: Point(x: 80, y: 100), time: 0.2))
      }
    }
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 80, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 120, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 125, y: 100), time: 0.1))
    runtime.handle(TouchEvent(id: 2, phase: .ended, location: Point(x: 150, y: 100), time: 0.2))
    #expect(states.last == .cancelled)
    #expect(drag.gestureRecognizer.numberOfTouches == 0)
    #expect(runtime.routedTouchIDs.isEmpty)
  }

  /// An observer told that taking a recognizer away cancelled its gesture gives it to another
  /// element: it stays there, and drags that element (it was left listed there but detached).
  @Test func aRecognizerGivenAwayByAnObserverOfItsRemovalStaysWhereItWasGiven() {
    let (runtime, a, b) = Self.twoElements()
    let recognizer = DragGestureRecognizer()
    a.addGestureRecognizer(recognizer)
    var given = false
    recognizer.observe { recognizer in
      guard !given, recognizer.state == .failed || recognizer.state == .cancelled else { return }
      given = true
      b.addGestureRecognizer(recognizer)
    }
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    a.removeGestureRecognizer(recognizer)
    #expect(recognizer.element === b)
    #expect(a.gestureRecognizers.isEmpty && b.gestureRecognizers.count == 1)
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 300, y: 300), time: 0.1))
    runtime.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 330, y: 300), time: 0.2))
    #expect(recognizer.state == .began)
  }

  /// A runtime over elements "a" at (100, 100) and "b" at (300, 300), 60 points square.
  private static func twoElements() -> (MotionRuntime, Element, Element) {
    let scene = Scene(width: 400, height: 400)
    let a = Element(name: "a", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    let b = Element(name: "b", position: Point(x: 300, y: 300), size: Size(width: 60, height: 60))
    scene.addChild(a)
    scene.addChild(b)
    return (MotionRuntime(scene: scene), a, b)
  }
}
