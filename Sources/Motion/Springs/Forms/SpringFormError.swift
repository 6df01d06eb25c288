/// Why a spring form's value was refused, or why a spring cannot be written in a form.
/// `description` reads as a sentence for an error line.
public enum SpringFormError: Error, Equatable, CustomStringConvertible {
  /// A key's value lies outside its form's range; `rule` says the range in words.
  case outOfRange(key: String, value: Double, rule: String)
  /// The spring has no exact equivalent in `form`; `reason` says which of its values falls
  /// outside what the form can express.
  case notExpressible(form: String, reason: String)
  /// The values are each in range but make no spring (see `SpringError`).
  case invalidSpring(SpringError)
  /// A key the form needs is missing.
  case missingKey(String, form: String)

  /// The key the fault is about, for an error line that names file, line and key; nil when no
  /// single key is at fault.
  public var key: String? {
    switch self {
    case .outOfRange(let key, _, _), .missingKey(let key, _): return key
    default: return nil
    }
  }

  /// One sentence naming the key or form, the rule and the value.
  public var description: String {
    switch self {
    case .outOfRange(let key, let value, let rule):
      return "\"\(key)\" must be \(rule), not \(value.shortestSpelling)"
    case .notExpressible(let form, let reason):
      return "this spring cannot be written as \(form): \(reason)"
    case .invalidSpring(let error):
      return error.description
    case .missingKey(let key, let form):
      return "a spring written as \(form) needs \"\(key)\""
    }
  }
}

extension Double {
  /// Whole numbers without a fraction, others in Swift's shortest round-tripping form.
  var shortestSpelling: String {
    isFinite && self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : "\(self)"
  }
}

/// Makes coefficients, turning `SpringError` into `SpringFormError`.
func coefficients(_ k: Double, _ c: Double, _ m: Double) throws(SpringFormError) -> SpringCoefficients {
  do {
    return try SpringCoefficients(stiffness: k, damping: c, mass: m)
  } catch {
    throw .invalidSpring(error)
  }
}
