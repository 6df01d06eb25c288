import Testing

@testable import Motion

/// The scheduler steps the springs a runtime runs, and each comes to rest by the same path
/// whether the frame steps it in place (nothing observes its property) or calls out (something
/// does).
@Suite struct SpringSchedulerTests {
  @Test func stepsRunningSpringsUntilEachRestsAndThenHoldsNone() {
    let runtime = makeRuntime()
    let quiet = ReactiveProperty(Point.zero)
    let watched = ReactiveProperty(Point.zero)
    var watchedValues: [Point] = []
    watched.observe { watchedValues.append($0) }
    for (property, x) in [(quiet, 40.0), (watched, 60.0)] {
      let spring = Spring(to: ReactiveProperty(Point(x: x, y: 0)), initialValue: property)
      runtime.connect(runtime.springSource(spring), to: property)
    }
    #expect(runtime.scheduler.extent.running == 2)
    _ = runtime.scheduler.step(to: 0.05)
    #expect(runtime.scheduler.isAnimating)
    let extent = runtime.scheduler.step(to: 30)
    #expect(extent.running == 0 && extent.isStill)
    #expect(quiet.read() == Point(x: 40, y: 0))
    #expect(watched.read() == Point(x: 60, y: 0))
    #expect(watchedValues.last == Point(x: 60, y: 0))
    #expect(!runtime.scheduler.isAnimating)
  }
}
