import Motion

extension SpringResponse {
  /// Describes a scene file's spring parameters.
  init(_ parameters: SpringSetting) {
    self.init(
      stiffness: parameters.stiffness, damping: parameters.damping, mass: parameters.mass,
      threshold: parameters.threshold)
  }
}
