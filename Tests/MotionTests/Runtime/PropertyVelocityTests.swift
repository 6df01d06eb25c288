import Motion
import Testing

/// The velocity of a property driven by several interactions by turns is that of the first
/// active one, in the order they were connected, whichever of them were removed.
@Suite struct PropertyVelocityTests {
  /// An interaction that connects an active stream with a fixed velocity to one property.
  private final class Push: Interaction {
    let property: ReactiveProperty<Point>
    let speed: Point

    init(_ property: ReactiveProperty<Point>, speed: Point) {
      self.property = property
      self.speed = speed
    }

    func add(to target: Element, withRuntime runtime: MotionRuntime) {
      let speed = speed
      let stream = MotionObservable<Point>(metadata: StreamMetadata(velocity: { speed })) { observer in
        observer.state(.active)
        return {}
      }
      runtime.connect(stream, to: property)
    }

    var state: MotionState { .active }
  }

  @Test func theFirstConnectionLeftSpeaksForThePropertyWhicheverAreRemoved() {
    let scene = Scene(width: 400, height: 600)
    let element = Element(name: "e", position: .zero, size: Size(width: 10, height: 10))
    scene.addChild(element)
    let runtime = MotionRuntime(scene: scene)
    let property = ReactiveProperty(Point.zero)
    let pushes = (1...4).map { Push(property, speed: Point(x: Double($0), y: 0)) }
    for push in pushes { runtime.add(push, to: element) }
    #expect(runtime.velocity(of: property)?.x == 1)
    // The middle, then the first, then the last: each time the list stays whole.
    runtime.remove(pushes[1])
    #expect(runtime.velocity(of: property)?.x == 1)
    runtime.remove(pushes[0])
    #expect(runtime.velocity(of: property)?.x == 3)
    runtime.remove(pushes[3])
    #expect(runtime.velocity(of: property)?.x == 3)
    // Added again after the others, it comes last.
    runtime.add(pushes[0], to: element)
    #expect(runtime.velocity(of: property)?.x == 3)
    runtime.remove(pushes[2])
    #expect(runtime.velocity(of: property)?.x == 1)
    runtime.remove(pushes[0])
    #expect(runtime.velocity(of: property) == nil)
    // An empty list takes connections again.
    runtime.add(pushes[3], to: element)
    runtime.add(pushes[1], to: element)
    #expect(runtime.velocity(of: property)?.x == 4)
    runtime.remove(pushes[3])
    #expect(runtime.velocity(of: property)?.x == 2)
  }
}
