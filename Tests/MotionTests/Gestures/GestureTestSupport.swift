import Testing

@testable import Motion

/// SplitMix64: a small, seeded, deterministic generator, so randomized tests replay exactly.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Shorthand for a touch event at (x, y) and time t.
func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double) -> TouchEvent {
  TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), time: t)
}

/// Records the state of a recognizer at every notification.
final class StateLog {
  private(set) var states: [GestureRecognizerState] = []
  private var subscription: Subscription?

  init(_ recognizer: GestureRecognizer) {
    subscription = recognizer.observe { [unowned self] in self.states.append($0.state) }
  }
}

/// True when `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// True when both coordinates differ by at most `tolerance`.
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
