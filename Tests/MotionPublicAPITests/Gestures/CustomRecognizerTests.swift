import Motion
import MotionTesting
import Testing

/// A recognizer of a program's own, subclassing the open base: a horizontal swipe, recognized
/// once the finger has gone 30 points sideways and failed if it goes 20 points up or down
/// first. Its value is the sideways travel, whose velocity the base estimates.
final class HorizontalSwipeRecognizer: GestureRecognizer {
  private var start = Point.zero
  private(set) var travel = 0.0

  override func updateValues() { travel = sceneCentroid.x - start.x }

  override var isPastRecognitionThreshold: Bool { abs(travel) >= 30 }

  override var sampledValue: Point { Point(x: travel, y: 0) }

  override func nextState(after event: TouchEvent, proposed: GestureRecognizerState) -> GestureRecognizerState
  {
    if event.phase == .began, touches.count == 1 {
      start = event.location
      travel = 0
    }
    if proposed == .possible, abs(sceneCentroid.y - start.y) > 20 { return .failed }
    return proposed
  }
}

@Suite struct CustomRecognizerTests {
  @Test func aSwipeOfItsOwnDrivesAPlanThroughTheGestureStream() {
    let scene = Scene(width: 400, height: 400)
    let slider = Element(name: "slider", position: Point(x: 100, y: 200), size: Size(width: 40, height: 40))
    scene.addChild(slider)
    let swipe = HorizontalSwipeRecognizer()
    slider.addGestureRecognizer(swipe)
    let runtime = MotionRuntime(scene: scene)
    let start = slider.position
    let positions = gestureSource(swipe).nextOperator {
      (recognizer: HorizontalSwipeRecognizer, next: (Point) -> Void) in
      if recognizer.state.isActive { next(Point(x: start.x + recognizer.travel, y: start.y)) }
    }
    runtime.connect(positions, to: propertyOf(slider).position)
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 240), duration: 0.2)
    #expect(swipe.state == .failed)
    #expect(slider.position == start)
    fingers.drag(from: Point(x: 100, y: 200), to: Point(x: 220, y: 205), duration: 0.2, lift: false)
    #expect(swipe.state == .changed)
    #expect(slider.position == Point(x: 220, y: 200))
    #expect(runtime.isBeingManipulated)
    fingers.lift()
    #expect(swipe.state == .ended)
  }
}
