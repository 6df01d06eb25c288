import Synchronization

/// The goldens this test process's assertions compared or wrote, each with the place in a test
/// file that did: two assertions of one name compare against, and record over, one golden, so
/// they can never both pass, and nothing else would say why.
package enum GoldenClaims {
  /// Each claimed golden's path, and the place (`file:line:column`) of the assertion that claimed it.
  private static let places = Mutex<[String: String]>([:])

  /// Claims the golden at `path` for the assertion at `place`; nil when no other place claimed
  /// it, else the failure to report. The same place may claim it again (a test run repeatedly).
  package static func claim(_ path: String, at place: String) -> String? {
    places.withLock { claimed in
      if let other = claimed[path], other != place {
        return
          "the golden \(path) is also the one of the assertion at \(other): give each assertion its own name"
      }
      claimed[path] = place
      return nil
    }
  }
}
