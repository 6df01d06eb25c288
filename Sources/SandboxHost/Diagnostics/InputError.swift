/// A fault in something the user handed in: an argument, a scene file or a script.
///
/// Printed as `error: FILE:LINE: message` (or without the line where it is unknown); the
/// program exits with status 2 and writes nothing when it meets one.
struct InputError: Error, Equatable, CustomStringConvertible {
  /// The file at fault, or nil for a command-line argument.
  var file: String?
  /// The 1-based line of the fault, where known.
  var line: Int?
  /// What is wrong, in a phrase.
  var message: String

  /// Creates an input error.
  init(file: String?, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// The `error:` line as printed on stderr.
  var description: String { "error: " + placeAndMessage }

  /// The line `check` prints for a warning: `warning: FILE:LINE: message`.
  var warningDescription: String { "warning: " + placeAndMessage }

  /// `FILE:LINE: message`, without the `error:` prefix, for a line that says what it is itself.
  var placeAndMessage: String {
    var place = ""
    if let file { place = Self.onOneLine(file) + (line.map { ":\($0)" } ?? "") + ": " }
    return place + message
  }

  /// `path` with its line breaks spelled `\n` and `\r`: a file name may hold them, and an
  /// error line must stay one line that starts with the file.
  static func onOneLine(_ path: String) -> String {
    guard path.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return path }
    return path.escaping { $0 == "\n" ? "\\n" : $0 == "\r" ? "\\r" : nil }
  }
}
