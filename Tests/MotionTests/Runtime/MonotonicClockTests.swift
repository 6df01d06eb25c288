import Testing

@testable import Motion

@Suite struct MonotonicClockTests {
  @Test func takesOnlyLaterFiniteTimes() {
    var clock = MonotonicClock()
    #expect(clock.advance(to: 0.5) == 0.5)
    #expect(clock.advance(to: 0.2) == 0.5)
    #expect(clock.advance(to: .nan) == 0.5)
    #expect(clock.advance(to: .infinity) == 0.5)
    #expect(clock.advance(to: 0.7) == 0.7)
  }

  @Test func aRestartTakesAnyFiniteTime() {
    var clock = MonotonicClock(start: 5)
    #expect(clock.advance(to: 1, restarting: true) == 1)
    #expect(clock.advance(to: -.infinity, restarting: true) == 1)
  }
}
