extension SpringChange {
  /// The change that takes a spring from `before` to `after`: the values that differ, alone.
  init(from before: SpringSetting, to after: SpringSetting) {
    self.init(
      stiffness: before.stiffness == after.stiffness ? nil : after.stiffness,
      damping: before.damping == after.damping ? nil : after.damping,
      mass: before.mass == after.mass ? nil : after.mass,
      threshold: before.threshold == after.threshold ? nil : after.threshold)
  }

  /// This change without the values `other` also changes.
  func keeping(valuesNotIn other: SpringChange) -> SpringChange {
    SpringChange(
      stiffness: other.stiffness == nil ? stiffness : nil, damping: other.damping == nil ? damping : nil,
      mass: other.mass == nil ? mass : nil, threshold: other.threshold == nil ? threshold : nil)
  }

  /// This change with only the values `other` changes too.
  func keeping(valuesIn other: SpringChange) -> SpringChange {
    SpringChange(
      stiffness: other.stiffness == nil ? nil : stiffness, damping: other.damping == nil ? nil : damping,
      mass: other.mass == nil ? nil : mass, threshold: other.threshold == nil ? nil : threshold)
  }
}
