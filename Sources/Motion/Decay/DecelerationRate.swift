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
/// A rate that is not in (0, 1), or a friction that is not above 0, holds nothing back from
/// stopping: such a glide stops where it starts (λ is infinite, the projection the position).
public struct DecelerationRate: Equatable, Sendable {
  /// The fraction of velocity kept per millisecond, r.
  public let perMillisecond: Double

  /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = DecelerationRate(perMillisecond: 0.998)
  /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// A rate keeping `perMillisecond` of the velocity each millisecond (UIKit's convention).
  public init(perMillisecond: Double) {
    self.perMillisecond = perMillisecond
  }

  /// The rate of an AndroidX `FlingAnimation` with friction `friction` (its default is 1):
  /// r = e^(−4.2 · friction / 1000).
  public init(androidFriction friction: Double) {
    self.perMillisecond = exp(-4.2 * friction / 1000)
  }

  /// True when the rate is a number in (0, 1), so that a glide goes somewhere and stops.
  public var isValid: Bool { perMillisecond > 0 && perMillisecond < 1 }

  /// λ, per second: the velocity falls as e^(−λ·t). Infinite for a rate that is not valid.
  public var decayConstant: Double {
    guard isValid else { return .infinity }
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
