import Foundation
import Motion

/// Fingers and a clock for a runtime: touches down, moves, lifts, flings, pinches, turns and taps,
/// each spread over frames at `frameRate`, with time advanced between them, as a person and a
/// display would. What a program's tests use to drive its own interactions.
///
/// Time starts at the runtime's `gestureTime` and moves only forward: every move is a frame, and
/// every frame advances the runtime (`advance(to:)`) and then tells `onFrame`, which a
/// `MotionRecorder` uses to take a frame of a track. Locations are in scene space. A finger is
/// named by its touch id (1 unless said).
public final class Fingers {
  /// The runtime the touches go to.
  public let runtime: MotionRuntime
  /// Frames a second: how finely moves are cut and time is advanced (60 by default).
  public let frameRate: Double
  /// The time of the last frame or touch, in seconds.
  public private(set) var time: Double
  /// How many frames have been advanced.
  public private(set) var frameCount = 0
  /// Called after each frame, once the runtime has advanced to it.
  public var onFrame: (() -> Void)?
  /// The time of frame 0.
  private let start: Double
  /// Where each finger that is down is.
  private var down: [Int: Point] = [:]
  /// Whether a touch went to the runtime after the last frame: what it did shows only from the
  /// next frame on, which `assertMotion` and `assertFilm` take when their body ends so.
  package private(set) var touchedSinceFrame = false

  /// Fingers for `runtime`, cutting time into `frameRate` frames a second.
  ///
  /// - Precondition: `frameRate` is a finite number above 0.
  public init(runtime: MotionRuntime, frameRate: Double = 60) {
    precondition(
      frameRate.isFinite && frameRate > 0, "a frame rate must be a finite number above 0, got \(frameRate)")
    self.runtime = runtime
    self.frameRate = frameRate
    time = runtime.gestureTime
    start = time
  }

  /// Where `finger` is, or nil when it is up.
  public func location(of finger: Int = 1) -> Point? { down[finger] }

  /// The ids of the fingers that are down, in increasing order.
  public var fingersDown: [Int] { down.keys.sorted() }

  // MARK: Time

  /// Advances one frame. Frame k is at `start + k / frameRate`, computed, not summed, so the
  /// same time is the same number at every frame rate that reaches it.
  public func frame() {
    frameCount += 1
    time = start + Double(frameCount) / frameRate
    touchedSinceFrame = false
    runtime.advance(to: time)
    onFrame?()
  }

  /// Advances whole frames for `seconds` (at least one when `seconds` is above 0).
  public func advance(by seconds: Double) {
    for _ in 0..<frames(in: seconds) { frame() }
  }

  /// Advances frames until the runtime is at rest, at most `limit` seconds of them; returns
  /// whether it came to rest.
  @discardableResult
  public func settle(limit: Double = 20) -> Bool {
    _ = settle(limit: limit) { () }
    return runtime.isAtRest
  }

  /// Advances frames until the runtime is at rest, at most `limit` seconds of them, as
  /// `settle(limit:)` does; returns what `read` gives after each frame, in order (none when the
  /// runtime was already at rest): the path a value took to rest.
  public func settle<Value>(limit: Double = 20, reading read: () -> Value) -> [Value] {
    var values: [Value] = []
    for _ in 0..<frames(in: limit) where !runtime.isAtRest {
      frame()
      values.append(read())
    }
    return values
  }

  private func frames(in seconds: Double) -> Int {
    guard seconds > 0, seconds.isFinite else { return 0 }
    return max(1, Int((seconds * frameRate).rounded()))
  }

  // MARK: One finger

  /// Puts `finger` down at `point`, at the current time.
  ///
  /// - Precondition: the finger is up.
  public func touchDown(at point: Point, finger: Int = 1) {
    precondition(down[finger] == nil, "finger \(finger) is already down")
    down[finger] = point
    send(.began, point, finger)
  }

  /// Moves `finger` in a straight line to `point`, in equal steps over `duration` seconds, a
  /// frame each (at once, in one step, when `duration` is 0).
  ///
  /// - Precondition: the finger is down.
  public func move(_ finger: Int = 1, to point: Point, duration: Double = 0) {
    guard let from = down[finger] else { preconditionFailure("finger \(finger) is not down") }
    let steps = max(1, frames(in: duration))
    for step in 1...steps {
      if duration > 0 { frame() }
      let k = Double(step) / Double(steps)
      let next = from + (point - from) * k
      down[finger] = next
      send(.moved, next, finger)
    }
  }

  /// Holds every finger still for `seconds`: frames pass, no touch moves.
  public func hold(for seconds: Double) { advance(by: seconds) }

  /// Lifts `finger` where it is.
  ///
  /// - Precondition: the finger is down.
  public func lift(_ finger: Int = 1) {
    guard let point = down.removeValue(forKey: finger) else {
      preconditionFailure("finger \(finger) is not down")
    }
    send(.ended, point, finger)
  }

  /// Cancels `finger`'s touch, as a system taking it away does.
  ///
  /// - Precondition: the finger is down.
  public func cancel(_ finger: Int = 1) {
    guard let point = down.removeValue(forKey: finger) else {
      preconditionFailure("finger \(finger) is not down")
    }
    send(.cancelled, point, finger)
  }

  /// Down at `from`, moved to `to` over `duration`, held still `hold` seconds, and lifted
  /// (unless `lift` is false).
  public func drag(from: Point, to: Point, duration: Double = 0.25, hold: Double = 0, lift: Bool = true) {
    touchDown(at: from)
    move(to: to, duration: duration)
    if hold > 0 { self.hold(for: hold) }
    if lift { self.lift() }
  }

  /// A fling: down at `from`, moved at `velocity` (points per second) for `duration` seconds,
  /// and lifted at once, so the release carries that velocity.
  public func fling(from: Point, velocity: Point, duration: Double = 0.1) {
    drag(from: from, to: from + velocity * duration, duration: duration)
  }

  /// A tap at `point`: down and up one frame apart.
  public func tap(at point: Point) {
    touchDown(at: point)
    frame()
    lift()
  }

  /// `count` taps at `point`, `interval` seconds apart (from one lift to the next touch).
  public func tap(at point: Point, count: Int, interval: Double = 0.1) {
    for index in 0..<count {
      if index > 0 { advance(by: interval) }
      tap(at: point)
    }
  }

  /// A long press at `point`: down, held `duration` seconds, up.
  public func longPress(at point: Point, duration: Double = 0.6) {
    touchDown(at: point)
    hold(for: duration)
    lift()
  }

  // MARK: Two fingers

  /// Two fingers (1 and 2) on a line through `center` at `angle` radians, `span` apart.
  public func twoFingersDown(center: Point, span: Double, angle: Double = 0) {
    let (a, b) = Self.pair(center: center, span: span, angle: angle)
    touchDown(at: a, finger: 1)
    touchDown(at: b, finger: 2)
  }

  /// Moves fingers 1 and 2 together to `span` apart at `angle` about `center`, over `duration`
  /// (turning the short way round).
  public func moveTwoFingers(center: Point, span: Double, angle: Double = 0, duration: Double = 0.25) {
    guard let a = down[1], let b = down[2] else { preconditionFailure("fingers 1 and 2 are not both down") }
    moveTwoFingers(
      center: center, span: span, turn: Self.turn(from: (b - a).angle, to: angle), duration: duration)
  }

  /// Moves fingers 1 and 2 to `span` apart about `center`, turning the line through them by
  /// `turn` radians, over `duration`.
  private func moveTwoFingers(center: Point, span: Double, turn: Double, duration: Double) {
    guard let a = down[1], let b = down[2] else { preconditionFailure("fingers 1 and 2 are not both down") }
    let fromCenter = (a + b) * 0.5
    let fromSpan = a.distance(to: b)
    let fromAngle = (b - a).angle
    let steps = max(1, frames(in: duration))
    for step in 1...steps {
      if duration > 0 { frame() }
      let k = Double(step) / Double(steps)
      let (p, q) = Self.pair(
        center: fromCenter + (center - fromCenter) * k, span: fromSpan + (span - fromSpan) * k,
        angle: fromAngle + turn * k)
      down[1] = p
      down[2] = q
      send(.moved, p, 1)
      send(.moved, q, 2)
    }
  }

  /// A pinch about `center`: two fingers down `from` apart, spread (or closed) to `to` apart over
  /// `duration`, held `hold` seconds, and lifted (unless `lift` is false).
  public func pinch(
    center: Point, from: Double, to: Double, duration: Double = 0.25, hold: Double = 0, lift: Bool = true
  ) {
    twoFingersDown(center: center, span: from)
    moveTwoFingers(center: center, span: to, duration: duration)
    finishTwoFingers(hold: hold, lift: lift)
  }

  /// A turn about `center`: two fingers `span` apart turned by `angle` radians (clockwise
  /// positive) over `duration`, held `hold` seconds, and lifted (unless `lift` is false).
  public func rotate(
    center: Point, span: Double = 120, by angle: Double, duration: Double = 0.25, hold: Double = 0,
    lift: Bool = true
  ) {
    twoFingersDown(center: center, span: span)
    moveTwoFingers(center: center, span: span, turn: angle, duration: duration)
    finishTwoFingers(hold: hold, lift: lift)
  }

  private func finishTwoFingers(hold: Double, lift: Bool) {
    if hold > 0 { self.hold(for: hold) }
    guard lift else { return }
    self.lift(1)
    self.lift(2)
  }

  private static func pair(center: Point, span: Double, angle: Double) -> (Point, Point) {
    let offset = Point(x: cos(angle), y: sin(angle)) * (span / 2)
    return (center - offset, center + offset)
  }

  /// The turn from `from` to `to`, taken between −π and π.
  private static func turn(from: Double, to: Double) -> Double { remainder(to - from, 2 * .pi) }

  private func send(_ phase: TouchPhase, _ point: Point, _ finger: Int) {
    touchedSinceFrame = true
    runtime.handle(TouchEvent(id: finger, phase: phase, location: point, time: time))
  }
}
