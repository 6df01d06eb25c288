@testable import SandboxHost

extension SpringSetting {
  /// The default spring with the physical values given in place of its own: the tests'
  /// shorthand for a spring written in stiffness, damping and mass.
  static func physical(
    stiffness: Double? = nil, damping: Double? = nil, mass: Double? = nil, threshold: Double? = nil
  ) throws -> SpringSetting {
    try SpringSetting.default.applying(
      SpringChange(stiffness: stiffness, damping: damping, mass: mass, threshold: threshold))
  }
}
