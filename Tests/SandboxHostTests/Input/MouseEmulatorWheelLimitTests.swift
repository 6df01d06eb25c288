import Motion
import Testing

@testable import SandboxHost

/// Wheel events of any size, up to the largest finite numbers, make a bounded number of touches
/// and never trap (issue: a wheel of -1e300 steps with Shift trapped converting the count of
/// quarter turns to Int; 1e15 steps ran on for ever).
@Suite struct MouseEmulatorWheelLimitTests {
  private func probe(_ p: Point) -> PointerTarget {
    PointerTarget(owner: nil, center: Point(x: 400, y: 300))
  }

  @Test(
    arguments: [
      (0.0, -1e300, KeyModifiers.shift), (1e15, 1e300, []), (7769, 1.79e308, [.ctrl, .shift]),
      (0, .greatestFiniteMagnitude, .shift), (0, -.greatestFiniteMagnitude, []), (1e15, 0, .shift),
      (0, 1000, .shift), (0, -1000, .shift), (0, 1000, []), (0, -1000, []),
      (0, .leastNonzeroMagnitude, .shift), (0, -0.0, []),
    ] as [(Double, Double, KeyModifiers)])
  func anyWheelMakesBoundedTouches(_ dx: Double, _ dy: Double, _ modifiers: KeyModifiers) {
    var emulator = MouseEmulator()
    var out: [TouchEvent] = []
    emulator.wheel(
      delta: Point(x: dx, y: dy), at: Point(x: 370, y: 340), modifiers: modifiers, time: 0.1, probe: probe,
      into: &out)
    // A turn of the most steps goes in 111 quarter turns of two moves each, and a few more.
    #expect(out.count < 300)
    #expect(out.allSatisfy { $0.location.isFinite })
  }

  @Test func stepsPastTheLimitTurnAsTheLimitDoes() {
    func events(_ steps: Double) -> [TouchEvent] {
      var emulator = MouseEmulator()
      var out: [TouchEvent] = []
      emulator.wheel(
        delta: Point(x: 0, y: steps), at: Point(x: 370, y: 340), modifiers: .shift, time: 0, probe: probe,
        into: &out)
      return out
    }
    #expect(events(-1e300) == events(-MouseEmulator.maximumWheelSteps))
    #expect(events(1e300) == events(MouseEmulator.maximumWheelSteps))
  }

  @Test func aTurnPastTheLimitMakesNoMoves() {
    let arm = Point(x: 40, y: 0)
    #expect(MouseEmulator.wheelMoves(from: arm, .turn(angle: 1e299)).isEmpty)
    #expect(!MouseEmulator.wheelMoves(from: arm, .turn(angle: 1000 * MouseEmulator.wheelAngleStep)).isEmpty)
  }
}
