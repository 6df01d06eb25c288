import Foundation

@testable import Motion

/// Raw touch events and time for the interaction tests that need what a person and a display
/// would not give: events at any time off the frame grid (1/240 s apart, a millisecond), a lift
/// at a point the finger never moved to, one advance over many frames. A test that moves fingers
/// on the frame grid uses MotionTesting's `Fingers`, the package's finger driver.
struct TouchScript {
  let runtime: MotionRuntime
  var time = 0.0

  init(_ runtime: MotionRuntime) {
    self.runtime = runtime
  }

  mutating func down(_ id: Int, _ p: Point) {
    runtime.handle(TouchEvent(id: id, phase: .began, location: p, time: time))
  }

  mutating func move(_ id: Int, _ p: Point) {
    runtime.handle(TouchEvent(id: id, phase: .moved, location: p, time: time))
  }

  mutating func up(_ id: Int, _ p: Point) {
    runtime.handle(TouchEvent(id: id, phase: .ended, location: p, time: time))
  }

  /// Moves the clock on by `dt` and steps the runtime to it.
  mutating func wait(_ dt: Double) {
    time += dt
    runtime.advance(to: time)
  }

  /// Drags finger `id` from `a` to `b` in `steps` moves at 60 Hz, the finger already down.
  mutating func drag(_ id: Int, from a: Point, to b: Point, steps: Int) {
    for i in 1...steps {
      wait(1.0 / 60)
      move(id, a + (b - a) * (Double(i) / Double(steps)))
    }
  }
}

func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
