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
  /// The vector's length, also where x² + y² would overflow or underflow (coordinates past about
  /// 1e154 or below 1e-154): then it is worked out from the coordinates scaled by the larger.
  public var magnitude: Double {
    let squared = x * x + y * y
    if squared.isFinite, squared >= .leastNormalMagnitude { return squared.squareRoot() }
    let scale = max(abs(x), abs(y))
    guard scale.isFinite, scale > 0 else { return x.isNaN || y.isNaN ? .nan : scale }
    let (a, b) = (x / scale, y / scale)
    return scale * (a * a + b * b).squareRoot()
  }
  /// x² + y².
  public var magnitudeSquared: Double { x * x + y * y }
}
