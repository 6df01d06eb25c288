import Foundation

/// One of the four parameters the tuning panel shows, with the range of its slider.
enum TunedParameter: Int, CaseIterable, Sendable {
  case stiffness, damping, mass, threshold

  /// The parameter's name, as scene files and `set` lines spell it.
  var name: String {
    switch self {
    case .stiffness: "stiffness"
    case .damping: "damping"
    case .mass: "mass"
    case .threshold: "threshold"
    }
  }

  /// The slider's ends; the slider is logarithmic, so each ×1.1 step moves it equally far.
  /// Values outside may still be typed into a scene file or stepped to with the keys.
  var sliderRange: ClosedRange<Double> {
    switch self {
    case .stiffness: 1...10_000
    case .damping: 0.1...1_000
    case .mass: 0.01...100
    case .threshold: 0.01...100
    }
  }

  /// The factor Right and Left multiply and divide by.
  static let stepFactor = 1.1

  /// The parameter's value in `parameters`.
  func value(in parameters: SpringParameters) -> Double {
    switch self {
    case .stiffness: parameters.stiffness
    case .damping: parameters.damping
    case .mass: parameters.mass
    case .threshold: parameters.threshold
    }
  }

  /// The change that sets this parameter alone to `value`.
  func change(to value: Double) -> SpringChange {
    switch self {
    case .stiffness: SpringChange(stiffness: value)
    case .damping: SpringChange(damping: value)
    case .mass: SpringChange(mass: value)
    case .threshold: SpringChange(threshold: value)
    }
  }

  /// The value one step up (×1.1) or down (÷1.1) from `value`, to four significant digits so
  /// that recorded `set` lines stay readable. Zero (stiffness or damping) steps up to the
  /// slider's lowest value and stays at zero going down.
  func stepped(_ value: Double, up: Bool) -> Double {
    if value <= 0 { return up ? sliderRange.lowerBound : 0 }
    return Self.rounded(up ? value * Self.stepFactor : value / Self.stepFactor)
  }

  /// Where `value` lies along the slider, from 0 to 1 (clamped).
  func sliderFraction(of value: Double) -> Double {
    guard value > 0 else { return 0 }
    let range = sliderRange
    let fraction = log(value / range.lowerBound) / log(range.upperBound / range.lowerBound)
    return min(max(fraction, 0), 1)
  }

  /// The value at `fraction` (clamped to 0…1) along the slider, to four significant digits.
  func value(atSliderFraction fraction: Double) -> Double {
    let range = sliderRange
    let f = min(max(fraction.isFinite ? fraction : 0, 0), 1)
    return Self.rounded(range.lowerBound * pow(range.upperBound / range.lowerBound, f))
  }

  /// `value` to four significant digits.
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    let scale = pow(10, 3 - floor(log10(value)))
    return (value * scale).rounded() / scale
  }
}
