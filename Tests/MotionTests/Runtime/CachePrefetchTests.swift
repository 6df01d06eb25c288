import Testing

@testable import Motion

@Suite struct CachePrefetchTests {
  /// The runtime fetches a fixed range of each resting runner's bytes; should the runner's stored
  /// properties move, the fetch would miss them and the frame where springs rest would wait on
  /// memory again (see docs/performance.md), with nothing else to show for it.
  @Test func theFetchAheadOfARestCoversWhatTheRestTouches() {
    let runtime = MotionRuntime(scene: Scene(width: 100, height: 100))
    let property = ReactiveProperty(Point.zero)
    let spring = Spring(to: ReactiveProperty(Point(x: 50, y: 0)), initialValue: property)
    let runner = SpringRunner(
      spring: spring, runtime: runtime.link,
      observer: MotionObserver(next: { property.write($0) }, state: { _ in }, property: property))
    let touched = runner.restBytes
    let fetched = MotionRuntime.runnerRestBytes
    #expect(fetched.lowerBound <= touched.lowerBound && touched.upperBound <= fetched.upperBound)
  }

  @Test func theFetchAheadOfAWriteCoversWhatTheWriteTouches() {
    let touched = ReactiveProperty(Point.zero).writtenBytes
    let fetched = ReactiveProperty<Point>.writeBytes
    #expect(fetched.lowerBound <= touched.lowerBound && touched.upperBound <= fetched.upperBound)
  }
}
