import Motion
import MotionTesting
import Testing

/// What a program connects by hand can be undone.
@Suite struct HandMadeConnectionTests {
  @Test func aConnectionIsUndoneByCancellingItsSubscription() {
    let scene = Scene(width: 400, height: 400)
    let runtime = MotionRuntime(scene: scene)
    let badge = Element(name: "badge", position: .zero, size: Size(width: 10, height: 10))
    scene.addChild(badge)
    let source = ReactiveProperty(Point(x: 1, y: 1))
    let connection = runtime.connect(source.stream, to: propertyOf(badge).position)
    source.write(Point(x: 5, y: 5))
    #expect(badge.position == Point(x: 5, y: 5))
    connection.cancel()
    source.write(Point(x: 9, y: 9))
    #expect(badge.position == Point(x: 5, y: 5))
    #expect(runtime.isAtRest)
  }

  @Test func aToggleIsUndoneByCancellingItsSubscription() {
    let scene = Scene(width: 400, height: 400)
    let runtime = MotionRuntime(scene: scene)
    let knob = Element(name: "knob", position: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
    scene.addChild(knob)
    let drag = DragGestureRecognizer()
    knob.addGestureRecognizer(drag)
    let spring = Spring(to: ReactiveProperty(Point(x: 100, y: 100)), initialValue: propertyOf(knob).position)
    let toggle = runtime.toggle(spring, inReactionTo: drag)
    toggle.cancel()
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 100, y: 100), to: Point(x: 140, y: 100), lift: false)
    #expect(spring.enabled.read())
  }

  @Test func aWhenAtRestObserverGoesWithItsSubscription() {
    final class Watcher {}
    let scene = Scene(width: 400, height: 400)
    let runtime = MotionRuntime(scene: scene)
    weak var released: Watcher?
    do {
      let watcher = Watcher()
      released = watcher
      _ = runtime.whenAtRest { _ = watcher }
    }
    #expect(released == nil)
  }
}
