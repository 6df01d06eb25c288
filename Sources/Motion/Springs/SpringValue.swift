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
  /// The rest threshold a `Spring` of this type gets when none is given, in the type's units:
  /// small against the values it usually holds, so the spring visibly animates. Defaults to 1
  /// (one point, for positions).
  static var defaultRestThreshold: Double { get }
}

extension SpringValue {
  /// `magnitude * magnitude`.
  public var magnitudeSquared: Double { magnitude * magnitude }
  /// 1: one unit, which for positions is one point.
  public static var defaultRestThreshold: Double { 1 }
}

extension Double: SpringValue {
  /// The number squared.
  public var magnitudeSquared: Double { self * self }
  /// 0.001: a `Double` spring usually drives a scale (where 1 is the whole size) or an angle in
  /// radians, and a threshold of 1 would let it rest at its destination from the start. A
  /// thousandth is a tenth of a percent of a scale, under a tenth of a degree of an angle, and
  /// below a pixel for elements up to a thousand points across.
  public static var defaultRestThreshold: Double { 0.001 }
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
