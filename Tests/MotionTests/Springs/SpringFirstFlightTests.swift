import StreamDoubles
import Testing

@testable import Motion

/// A spring's run keeps what a flight needs only from its first flight on (a tossable's spring
/// stays off until the first toss): what it does must not depend on when that was made.
@Suite struct SpringFirstFlightTests {
  /// The values a point spring shows over a second of frames after `enable` turns it on, with
  /// `tune` applied before (when `tuneFirst`) or after its stream is subscribed.
  private func flight(tuneFirst: Bool, tune: (Spring<Point>) throws -> Void) throws -> [Point] {
    let runtime = makeRuntime()
    let spring = Spring(
      to: ReactiveProperty(Point(x: 80, y: -20)), initialValue: ReactiveProperty(Point(x: 5, y: 5)))
    spring.enabled.write(false)
    spring.initialVelocity.write(Point(x: -300, y: 200))
    if tuneFirst { try tune(spring) }
    let recorder = SpringRecorder(runtime.springSource(spring), runtime: runtime)
    if !tuneFirst { try tune(spring) }
    runtime.advance(to: 0.5)
    spring.enabled.write(true)
    advance(runtime, fps: 60, through: 1.5)
    #expect(recorder.states == [.active, .atRest] || recorder.states == [.active])
    return recorder.values
  }

  @Test func parametersWrittenBeforeTheFirstFlightAreTheOnesItFliesWith() throws {
    let tunings: [(Spring<Point>) throws -> Void] = [
      { try $0.configure(stiffness: 120, damping: 8, mass: 2) },
      { $0.threshold = 0.25 },
      { $0.stiffness.write(900) },
      { $0.write(stiffness: 50, damping: 3, mass: 0.5) },
    ]
    for tune in tunings {
      let tunedBefore = try flight(tuneFirst: true, tune: tune)
      let tunedAfter = try flight(tuneFirst: false, tune: tune)
      let untuned = try flight(tuneFirst: true) { _ in }
      #expect(tunedBefore == tunedAfter)
      #expect(tunedBefore != untuned)
    }
  }

  @Test func aSpringThatHasNotFlownHasNoVelocityAndOneInFlight() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    spring.enabled.write(false)
    let stream = SpringSource<Double>(runtime: runtime)(spring)
    let recorder = SpringRecorder(stream, runtime: runtime)
    runtime.advance(to: 0.1)
    #expect(stream.metadata.velocity?() == nil)
    #expect(recorder.values.isEmpty && recorder.states.isEmpty)
    spring.enabled.write(true)
    runtime.advance(to: 0.15)
    let velocity = stream.metadata.velocity?()
    #expect(velocity != nil && velocity! > 0)
    runtime.advance(to: 10)
    #expect(runtime.isAtRest)
    #expect(stream.metadata.velocity?() == nil)
    #expect(recorder.last == 100)
  }

  @Test func aDestinationWrittenWhileOffIsWhereTheFirstFlightGoes() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    spring.enabled.write(false)
    let recorder = SpringRecorder(SpringSource<Double>(runtime: runtime)(spring), runtime: runtime)
    spring.destination.write(-40)
    #expect(recorder.values.isEmpty)
    spring.enabled.write(true)
    runtime.advance(to: 10)
    #expect(recorder.last == -40)
    #expect(recorder.states == [.active, .atRest])
  }
}
