import Foundation
import Motion

/// One of the rows the tuning panel shows and edits, with the range of its slider: the four
/// physical values a scene file gives, then the two a designer thinks in (SwiftUI's duration
/// and bounce, `SwiftUIDurationSpring`), which the panel turns into stiffness and damping.
enum TunedParameter: Int, CaseIterable, Sendable {
  case stiffness, damping, mass, threshold, duration, bounce

  /// The parameter's name, as scene files and `set` lines spell it (duration and bounce as
  /// SwiftUI does).
  var name: String {
    switch self {
    case .stiffness: "stiffness"
    case .damping: "damping"
    case .mass: "mass"
    case .threshold: "threshold"
    case .duration: "duration"
    case .bounce: "bounce"
    }
  }

  /// The four a scene file and a `set` line give, in their order.
  static let physical: [TunedParameter] = [.stiffness, .damping, .mass, .threshold]

  /// The unit the panel writes after the value, if any.
  var unit: String {
    switch self {
    case .duration: " s"
    case .threshold: " pt"
    default: ""
    }
  }

  /// `value` as the panel's row shows it, rounded to what matters: a duration to the
  /// millisecond, a bounce to 0.01, a stiffness or a damping to 0.1 (mass and threshold to
  /// four significant digits).
  func figure(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "–" : "∞" }
    switch self {
    case .duration: return String(format: "%.3f", value)
    case .bounce: return String(format: "%.2f", value)
    case .stiffness, .damping:
      var text = String(format: "%.1f", value)
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    case .mass, .threshold: return TuningPanel.format(value)
    }
  }

  /// How big a step of the keys is: Shift for a fine one, Ctrl for a coarse one.
  enum StepSize: Sendable, Equatable {
    /// Shift: ×1.01 (bounce ±0.01).
    case fine
    /// Plain: ×1.1 (bounce ±0.05).
    case normal
    /// Ctrl: ×2 (bounce ±0.25).
    case coarse

    /// The factor of a step of a value that scales (all but bounce).
    var factor: Double {
      switch self {
      case .fine: 1.01
      case .normal: 1.1
      case .coarse: 2
      }
    }

    /// The amount a step adds to bounce, which runs through zero and so steps by adding.
    var bounceIncrement: Double {
      switch self {
      case .fine: 0.01
      case .normal: 0.05
      case .coarse: 0.25
      }
    }
  }

  /// The factor Right and Left multiply and divide by without a modifier.
  static let stepFactor = StepSize.normal.factor

  /// Whether the slider is logarithmic (every row but bounce, which is linear from −1 to 1).
  var isLogarithmic: Bool { self != .bounce }

  /// The slider's ends, near enough that a point along the panel's slider is under 2 % of the
  /// value (the widest, damping's thousandfold, is 1.7 % a point over 400). Values outside may still be typed into a scene file or stepped or
  /// typed to with the keys.
  var sliderRange: ClosedRange<Double> {
    switch self {
    case .stiffness: 10...5_000
    case .damping: 1...1_000
    case .mass: 0.1...10
    case .threshold: 0.01...10
    case .duration: 0.05...5
    case .bounce: -0.95...0.95
    }
  }

  /// The parameter's value in `parameters`; duration and bounce are NaN for a spring they
  /// cannot spell (no stiffness, or no damping: a bounce of 1).
  func value(in parameters: SpringSetting) -> Double {
    switch self {
    case .stiffness: parameters.stiffness
    case .damping: parameters.damping
    case .mass: parameters.mass
    case .threshold: parameters.threshold
    case .duration: Self.durationAndBounce(of: parameters)?.duration ?? .nan
    case .bounce: Self.durationAndBounce(of: parameters)?.bounce ?? .nan
    }
  }

  /// `parameters` as SwiftUI's duration and bounce, or nil when they cannot be.
  static func durationAndBounce(of parameters: SpringSetting) -> SwiftUIDurationSpring? {
    try? SwiftUIDurationSpring(parameters.coefficients)
  }

  /// The change that sets this parameter to `value` in a spring that has `current`: one
  /// physical value alone, or for duration and bounce the stiffness and damping that give the
  /// new value and keep the other of the pair and the mass (a new duration keeps the bounce, a
  /// new bounce keeps the duration; a spring they cannot spell takes a duration of 0.5 s and
  /// bounce 0 first). Nil when the value makes no spring.
  func change(to value: Double, from current: SpringSetting) -> SpringChange? {
    try? checkedChange(to: value, from: current)
  }

  /// `change(to:from:)`, throwing why when the value makes no spring (a duration of 0, a
  /// bounce of 1), so the panel can say so.
  func checkedChange(to value: Double, from current: SpringSetting) throws(SpringFormError) -> SpringChange {
    switch self {
    case .stiffness: return SpringChange(stiffness: value)
    case .damping: return SpringChange(damping: value)
    case .mass: return SpringChange(mass: value)
    case .threshold: return SpringChange(threshold: value)
    case .duration, .bounce:
      var pair = Self.durationAndBounce(of: current)
      if pair == nil { pair = try SwiftUIDurationSpring(duration: 0.5, bounce: 0) }
      guard let pair else { return SpringChange() }
      let next = self == .duration ? try pair.withDuration(value) : try pair.withBounce(value)
      let physical = try next.coefficients(mass: current.mass)
      return SpringChange(stiffness: physical.stiffness, damping: physical.damping)
    }
  }

  /// The value one step up or down from `value`: ×/÷ the step's factor to four significant
  /// digits (so recorded `set` lines stay readable), or for bounce ± its increment, held
  /// inside (−1, 1). Zero (stiffness or damping) steps up to the slider's lowest value and
  /// stays at zero going down.
  func stepped(_ value: Double, up: Bool, size: StepSize = .normal) -> Double {
    if self == .bounce {
      let next = value + (up ? size.bounceIncrement : -size.bounceIncrement)
      return Self.rounded(min(max(next, -0.99), 0.99), decimals: 4)
    }
    if value <= 0 { return up ? sliderRange.lowerBound : 0 }
    let factor = size.factor
    return Self.rounded(up ? value * factor : value / factor)
  }

  /// Where `value` lies along the slider, from 0 to 1 (clamped).
  func sliderFraction(of value: Double) -> Double {
    let range = sliderRange
    let fraction: Double
    if isLogarithmic {
      guard value > 0 else { return 0 }
      fraction = log(value / range.lowerBound) / log(range.upperBound / range.lowerBound)
    } else {
      fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }
    return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }

  /// The value at `fraction` (clamped to 0…1) along the slider, to four significant digits
  /// (bounce to three decimals).
  func value(atSliderFraction fraction: Double) -> Double {
    let range = sliderRange
    let f = min(max(fraction.isFinite ? fraction : 0, 0), 1)
    guard isLogarithmic else {
      return Self.rounded(range.lowerBound + f * (range.upperBound - range.lowerBound), decimals: 3)
    }
    return Self.rounded(range.lowerBound * pow(range.upperBound / range.lowerBound, f))
  }

  /// `value` to four significant digits.
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    let scale = pow(10, 3 - floor(log10(value)))
    return (value * scale).rounded() / scale
  }

  /// `value` to `decimals` decimal places.
  static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }
}
