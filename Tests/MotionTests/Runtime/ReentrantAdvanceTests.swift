import Testing

@testable import Motion

@Test func anObserverThatAdvancesTheRuntimeDuringAFrameIsServedWhenTheFrameEnds() {
  // An observer of a spring-driven property called `advance` while the runtime stepped its
  // springs: the nested call reset the frame's state under the outer one, which trapped
  // ("Index out of range").
  let scene = Scene(width: 800, height: 600)
  let runtime = MotionRuntime(scene: scene)
  var elements: [Element] = []
  for i in 0..<100 {
    let element = Element(
      name: "e\(i)", position: Point(x: Double(i), y: 0), size: Size(width: 10, height: 10))
    scene.addChild(element)
    elements.append(element)
    let spring = Spring(to: ReactiveProperty(Point(x: 400, y: 300)), initialValue: propertyOf(element).center)
    runtime.connect(runtime.springSource(spring), to: propertyOf(element).center)
  }
  var asked = false
  var timeSeenInside: Double?
  propertyOf(elements[70]).center.observe { _ in
    guard !asked else { return }
    asked = true
    runtime.advance(to: runtime.currentTime + 0.001)
    timeSeenInside = runtime.currentTime
  }
  runtime.advance(to: 1.0 / 60)
  // Inside the frame the time was still the frame's; after it, the runtime went on to the later
  // time.
  #expect(timeSeenInside == 1.0 / 60)
  #expect(abs(runtime.currentTime - (1.0 / 60 + 0.001)) < 1e-12)
  var t = 1.0 / 60 + 0.001
  for _ in 0..<240 {
    t += 1.0 / 60
    runtime.advance(to: t)
  }
  let positions = elements.map(\.position)
  #expect(positions.allSatisfy { $0 == Point(x: 400, y: 300) })
  #expect(runtime.isAtRest)
}
