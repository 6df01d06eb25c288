/// The vector arithmetic a spring needs of its value type: `Double` and `Point` provide it.
///
/// The damped oscillator is isotropic, so a spring moves a vector value along the same scalar
/// coefficients in every component; the solver only scales and adds values.
public protocol SpringValue: Equatable {
  /// The additive identity.
  static var zero: Self { get }
  /// Componentwise sum.
  static func + (a: Self, b: Self) -> Self
  /// Componentwise difference.
  static func - (a: Self, b: Self) -> Self
  /// Scaling by a number.
  static func * (a: Self, k: Double) -> Self
  /// The Euclidean length, for the rest rule.
  var magnitude: Double { get }
  /// The squared Euclidean length, for the rest rule without a square root. Defaults to
  /// `magnitude * magnitude`.
  var magnitudeSquared: Double { get }
  /// True when every component is a finite number; the solver never lets anything else out.
  var isFinite: Bool { get }
}

extension SpringValue {
  /// `magnitude * magnitude`.
  public var magnitudeSquared: Double { magnitude * magnitude }
}

extension Double: SpringValue {
  /// The number squared.
  public var magnitudeSquared: Double { self * self }
}

extension Point: SpringValue {
  /// The vector's length.
  public var magnitude: Double { length }
  /// x² + y².
  public var magnitudeSquared: Double { x * x + y * y }
}

extension SpringValue {
  /// `magnitude`, also where its square overflows (past about 1e154): then worked out on the value
  /// scaled down by a power of two, which loses nothing. Kept apart from `magnitude`, which a
  /// spring's step reaches: there the extra branch cost a fifth of the step.
  var magnitudeWithoutOverflow: Double {
    let length = magnitude
    guard !length.isFinite, isFinite else { return length }
    return (self * 0x1p-600).magnitude * 0x1p600
  }
}
