/// Every fault found in one or more input files, in the order they were found.
///
/// Loading a scene or a script throws this rather than a single `InputError`, so the user sees
/// all the faults of a file at once; its description is one `error:` line per fault.
struct InputErrors: Error, Equatable, CustomStringConvertible {
  /// The faults; never empty when thrown.
  var errors: [InputError]

  /// Wraps a list of faults.
  init(_ errors: [InputError]) {
    self.errors = errors
  }

  /// One fault of a file (or, with a nil file, of the command line).
  init(file: String?, line: Int?, message: String) {
    self.errors = [InputError(file: file, line: line, message: message)]
  }

  /// The `error:` lines, one per fault, joined by newlines.
  var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
