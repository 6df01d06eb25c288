/// Why a spring's parameters were refused; `description` reads as a sentence for an error line.
public enum SpringError: Error, Equatable, CustomStringConvertible {
  /// The mass is not a finite number greater than zero.
  case invalidMass(Double)
  /// The stiffness is negative or not finite.
  case invalidStiffness(Double)
  /// The damping is negative or not finite.
  case invalidDamping(Double)
  /// The rest threshold is negative or not finite.
  case invalidThreshold(Double)
  /// Each parameter is valid alone, but stiffness / mass or damping / mass overflows a `Double`.
  case outOfRange(stiffness: Double, damping: Double, mass: Double)

  /// One sentence naming the parameter, the rule it broke and the value given.
  public var description: String {
    switch self {
    case .invalidMass(let m):
      return "spring mass must be a finite number greater than 0, got \(m)"
    case .invalidStiffness(let k):
      return "spring stiffness must be a finite number of at least 0, got \(k)"
    case .invalidDamping(let c):
      return "spring damping must be a finite number of at least 0, got \(c)"
    case .invalidThreshold(let t):
      return "spring threshold must be a finite number above 0, got \(t)"
    case .outOfRange(let k, let c, let m):
      return
        "spring stiffness \(k) and damping \(c) are too large for mass \(m): their ratios to the mass overflow"
    }
  }
}
