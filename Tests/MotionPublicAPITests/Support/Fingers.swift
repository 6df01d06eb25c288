import Foundation
import Motion

/// Fingers on a runtime, at 60 Hz: what a program's own tests would write to drive it.
struct Finger {
  let runtime: MotionRuntime
  var time = 0.0

  mutating func frame() {
    time += 1.0 / 60
    runtime.advance(to: time)
  }

  mutating func touch(_ phase: TouchPhase, _ point: Point, id: Int = 1) {
    runtime.handle(TouchEvent(id: id, phase: phase, location: point, time: time))
  }

  /// Down at `from`, `frames` moves to `to`, held still `hold` seconds, up.
  mutating func swipe(from: Point, to: Point, frames: Int, hold: Double = 0) {
    touch(.began, from)
    for i in 1...frames {
      frame()
      let k = Double(i) / Double(frames)
      touch(.moved, Point(x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k))
    }
    if hold > 0 {
      time += hold
      runtime.advance(to: time)
    }
    touch(.ended, to)
  }

  /// Two fingers on a line through `center` at `angle` (radians), each `radius` from it.
  private mutating func pair(_ phase: TouchPhase, center: Point, radius: Double, angle: Double) {
    let offset = Point(x: radius * cos(angle), y: radius * sin(angle))
    touch(phase, center - offset, id: 1)
    touch(phase, center + offset, id: 2)
  }

  /// Two fingers down `from` apart about `center`, spread (or pinched) to `to` apart and turned
  /// from `fromAngle` to `toAngle` over `frames` frames, held `hold` seconds, and lifted unless
  /// `lift` is false.
  mutating func twoFingers(
    center: Point, from: Double, to: Double, fromAngle: Double = 0, toAngle: Double = 0, frames: Int,
    hold: Double = 0, lift: Bool = true
  ) {
    pair(.began, center: center, radius: from / 2, angle: fromAngle)
    for i in 1...frames {
      frame()
      let k = Double(i) / Double(frames)
      pair(
        .moved, center: center, radius: (from + (to - from) * k) / 2,
        angle: fromAngle + (toAngle - fromAngle) * k)
    }
    if hold > 0 {
      time += hold
      runtime.advance(to: time)
    }
    if lift { pair(.ended, center: center, radius: to / 2, angle: toAngle) }
  }

  /// Frames until the runtime rests (at most 20 s of them); the values `read` gives each frame.
  @discardableResult
  mutating func settle<T>(reading read: () -> T) -> [T] {
    var values: [T] = []
    for _ in 0..<1200 where !runtime.isAtRest {
      frame()
      values.append(read())
    }
    return values
  }

  mutating func settle() { settle { () } }
}
