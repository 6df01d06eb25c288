import Foundation

@testable import Motion

/// Drives a runtime with touches and time, as a finger would, for the interaction tests.
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
