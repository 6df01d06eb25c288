import Motion

/// A spring as the host reads, runs and writes it: its coefficients, its rest threshold and the
/// form it is written in (docs/springs.md), always valid.
///
/// Made only by the throwing initializer from one form's values, by `applying(_:)` a change
/// to one, or as `default`; the values in range may still make no spring together, which the
/// initializer refuses as well.
struct SpringSetting: Sendable, Hashable {
  /// Stiffness k, damping c and mass m.
  let coefficients: SpringCoefficients
  /// Distance from the destination under which the spring may rest, ≥ 0 (a file's or a `set`
  /// line's above 0).
  let threshold: Double
  /// The form the spring is written in.
  let form: SpringForm

  /// The spring `values` describe, resting within `threshold`; throws `outOfRange` naming the
  /// first value at fault, `invalidSpring` when the values make no spring together or the
  /// threshold is not a finite number above 0.
  init(_ values: SpringFormValues<Double>, threshold: Double) throws(SpringFormError) {
    try self.init(coefficients: try values.coefficients(), threshold: threshold, form: values.form)
  }

  private init(coefficients: SpringCoefficients, threshold: Double, form: SpringForm) throws(SpringFormError)
  {
    guard threshold.isFinite, threshold > 0 else { throw .invalidSpring(.invalidThreshold(threshold)) }
    self.coefficients = coefficients
    self.threshold = threshold
    self.form = form
  }

  /// Stiffness 342, damping 30, mass 1 and threshold 1: the spring of a scene file that names
  /// none, and the values a physical `spring` leaves out (docs/scene-files.md).
  static let `default`: SpringSetting = {
    do {
      return try SpringSetting(.physical(stiffness: 342, damping: 30, mass: 1), threshold: 1)
    } catch {
      preconditionFailure("the default spring is a spring: \(error)")
    }
  }()

  /// Stiffness k, ≥ 0.
  var stiffness: Double { coefficients.stiffness }
  /// Damping c, ≥ 0.
  var damping: Double { coefficients.damping }
  /// Mass m, > 0.
  var mass: Double { coefficients.mass }

  /// The spring's values in its own form, or nil when the form cannot hold them exactly.
  var writtenValues: SpringFormValues<Double>? { try? SpringFormValues(coefficients, in: form) }

  /// The spring with `change` made (see `SpringChange`), still written in this spring's form;
  /// throws when the spring has no spelling in the change's form, when a value is out of range,
  /// or when the result makes no spring.
  func applying(_ change: SpringChange) throws(SpringFormError) -> SpringSetting {
    let threshold = change.threshold ?? self.threshold
    guard !change.values.isEmpty else {
      return try SpringSetting(coefficients: coefficients, threshold: threshold, form: form)
    }
    let changeForm = change.form
    let whole = try change.values.filled { () throws(SpringFormError) in
      try SpringFormValues(coefficients, in: changeForm)
    }
    var changed = try whole.coefficients()
    // A form without a mass of its own holds the spring of mass 1 that moves the same.
    if !changeForm.hasMass {
      do {
        changed = try changed.scaled(toMass: mass)
      } catch {
        throw .invalidSpring(error)
      }
    }
    return try SpringSetting(coefficients: changed, threshold: threshold, form: form)
  }

  /// The spring a form's values describe where the form lets values be left out: a value left
  /// out takes the default spring's (`default`, its mass in any form with one), in the form of
  /// `values`, with the default's threshold. Throws `missingKey` for the first other value left
  /// out, then as `init(_:threshold:)` does.
  init(completing values: SpringFormValues<Double?>) throws(SpringFormError) {
    let form = values.form
    for (key, value) in values.values where value == nil && !form.optionalKeys.contains(key) {
      throw .missingKey(key, form: form.title)
    }
    let whole = try values.filled { () throws(SpringFormError) in
      try SpringFormValues(Self.default.coefficients, in: form)
    }
    try self.init(whole, threshold: Self.default.threshold)
  }

  /// The same spring resting within `threshold`; throws `invalidSpring` for a negative or
  /// non-finite threshold.
  func withThreshold(_ threshold: Double) throws(SpringFormError) -> SpringSetting {
    try SpringSetting(coefficients: coefficients, threshold: threshold, form: form)
  }
}
