import Foundation

/// How fast a glide slows down: the fraction of its velocity a decay keeps per millisecond, as
/// UIKit's `UIScrollView.DecelerationRate` gives it (`normal` 0.998, `fast` 0.99).
///
/// The velocity falls exponentially, v(t) = v0 · r^(1000·t) = v0 · e^(−λ·t) with t in seconds
/// and λ = −1000 · ln r (`decayConstant`); the position is the integral,
/// x(t) = x0 + v0 · (r^(1000·t) − 1) / (1000 · ln r), and its limit, x0 + v0 / λ, is where the
/// glide comes to rest (`projection(of:velocity:)`, the projection of Apple's WWDC 2018 talk
/// "Designing Fluid Interfaces", whose sample sums the same series per millisecond). AndroidX's
/// `FlingAnimation` slows by a friction f as v(t) = v0 · e^(−4.2 · f · t) (its `DragForce`),
/// which is the same motion with λ = 4.2 · f: `init(androidFriction:)`.
///
/// A rate is a number in (0, 1): a rate of 1 or more would never stop, and 0, a negative rate or
/// a number that is not one would stop on the spot; making one is a precondition failure with a
/// message, as is a friction that is not a finite number above 0. (A value read from a file is
/// checked with `isAllowed(perMillisecond:)` first.)
public struct DecelerationRate: Equatable, Sendable {
  /// The fraction of velocity kept per millisecond, r.
  public let perMillisecond: Double

  /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = DecelerationRate(perMillisecond: 0.998)
  /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// The rate at which a release's angle is projected (`Rotatable`, `DirectlyManipulable`):
  /// λ = 10 per second, e^(−0.01) ≈ 0.990 per millisecond, so a twist of 35° in 50 ms
  /// (12.2 rad/s) carries on 1.2 rad, where `.normal` would carry it on 6.1 rad, a whole turn.
  public static let angular = DecelerationRate(perMillisecond: exp(-0.01))

  /// A rate keeping `perMillisecond` of the velocity each millisecond (UIKit's convention).
  ///
  /// - Precondition: `isAllowed(perMillisecond:)`: a number above 0 and below 1.
  public init(perMillisecond: Double) {
    precondition(
      Self.isAllowed(perMillisecond: perMillisecond),
      "a deceleration rate must be above 0 and below 1 (the fraction of velocity kept per millisecond), "
        + "got \(perMillisecond)")
    self.perMillisecond = perMillisecond
  }

  /// The rate of an AndroidX `FlingAnimation` with friction `friction` (its default is 1):
  /// r = e^(−4.2 · friction / 1000).
  ///
  /// - Precondition: `friction` is a finite number above 0 (and small enough that r > 0).
  public init(androidFriction friction: Double) {
    precondition(
      friction.isFinite && friction > 0 && exp(-4.2 * friction / 1000) > 0,
      "an Android friction must be a finite number above 0, got \(friction)")
    self.init(perMillisecond: exp(-4.2 * friction / 1000))
  }

  /// Whether `perMillisecond` makes a rate: a number above 0 and below 1.
  public static func isAllowed(perMillisecond: Double) -> Bool { perMillisecond > 0 && perMillisecond < 1 }

  /// True: every rate is a number in (0, 1), which initializers check.
  @available(
    *, deprecated, message: "every DecelerationRate is valid; check a number with isAllowed(perMillisecond:)"
  )
  public var isValid: Bool { Self.isAllowed(perMillisecond: perMillisecond) }

  /// λ, per second: the velocity falls as e^(−λ·t).
  public var decayConstant: Double {
    let lambda = -1000 * log(perMillisecond)
    return lambda > 0 && lambda.isFinite ? lambda : .infinity
  }

  /// The AndroidX friction of the same motion: λ / 4.2.
  public var androidFriction: Double { decayConstant / 4.2 }

  /// Where a glide from `position` at `velocity` (units per second) comes to rest:
  /// position + velocity / λ. The position itself for a rate that is not valid or a velocity
  /// that is not finite.
  public func projection<T: SpringValue>(of position: T, velocity: T) -> T {
    let lambda = decayConstant
    guard lambda.isFinite, velocity.isFinite else { return position }
    let end = position + velocity * (1 / lambda)
    return end.isFinite ? end : position
  }
}
