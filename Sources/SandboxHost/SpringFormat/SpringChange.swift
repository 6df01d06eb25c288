import Motion

/// The spring values a `set` line changes, in the one form it writes them in (see
/// docs/springs.md); a value left out keeps its own.
///
/// In the physical form each value given replaces its parameter alone. In another form the
/// spring is first written in that form, the values given replace theirs, and it is read back;
/// a form without a mass keeps the spring's mass. So `{"dampingFraction": 0.5}` keeps the
/// response, and `{"bounce": 0.2}` the duration (`SpringSetting.applying(_:)`).
struct SpringChange: Sendable, Equatable {
  /// The values given, in their form.
  var values: SpringFormValues<Double?>
  /// Rest threshold, > 0.
  var threshold: Double?

  /// Creates a change of `values`, and of the threshold when one is given.
  init(_ values: SpringFormValues<Double?>, threshold: Double? = nil) {
    self.values = values
    self.threshold = threshold
  }

  /// Creates a change of the physical parameters given.
  init(stiffness: Double? = nil, damping: Double? = nil, mass: Double? = nil, threshold: Double? = nil) {
    self.init(.physical(stiffness: stiffness, damping: damping, mass: mass), threshold: threshold)
  }

  /// The form the values belong to.
  var form: SpringForm { values.form }

  /// The stiffness a physical change sets.
  var stiffness: Double? {
    if case .physical(let stiffness, _, _) = values { return stiffness }
    return nil
  }
  /// The damping a physical change sets.
  var damping: Double? {
    if case .physical(_, let damping, _) = values { return damping }
    return nil
  }
  /// The mass a physical change sets.
  var mass: Double? {
    if case .physical(_, _, let mass) = values { return mass }
    return nil
  }
}
