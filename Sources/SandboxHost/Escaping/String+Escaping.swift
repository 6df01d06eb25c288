extension String {
  /// This text with every Unicode scalar for which `spelling` gives a string written as that
  /// string, and the others as they are: the one walk behind each escaping the program does
  /// (JSON string literals, HTML, GitHub workflow commands, messages safe for a terminal, paths
  /// on one line), each of which says only how it spells what it escapes.
  ///
  /// By scalar, not by character: CR LF is one character but two scalars, and each is escaped.
  func escaping(_ spelling: (Unicode.Scalar) -> String?) -> String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let spelled = spelling(scalar) {
        escaped += spelled
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
