import Foundation

/// The durations file of `--durations FILE` (docs/suites.md, "Durations"): how long each case
/// took when last measured, so shards can be balanced by time. One JSON object, a case's
/// `suite/case` name to its seconds, one case a line in name order:
///
///     {
///       "builtin/toss": 0.412,
///       "builtin/drag": 0.305
///     }
///
/// Any run given `--durations` reads the file when it exists and writes it back with the times
/// of the cases it ran replaced and every other entry kept, so shards and later runs share it.
struct CaseDurations: Sendable, Equatable {
  /// Seconds by case name.
  var seconds: [String: Double] = [:]

  /// Reads `path`; a file that does not exist yet holds no durations. Every fault (not JSON, not
  /// an object, a time that is no number ≥ 0) is an `InputError` naming the file and line.
  static func read(_ path: String) throws(InputErrors) -> CaseDurations {
    guard FileManager.default.fileExists(atPath: path) else { return CaseDurations() }
    return try parse(try TextFile.read(path), file: path)
  }

  /// The durations in `path` when a path is given and `errors` is still empty (the file's faults
  /// go into `errors`); nil otherwise.
  static func read(_ path: String?, unless errors: inout [InputError]) -> CaseDurations? {
    guard errors.isEmpty, let path else { return nil }
    do {
      return try read(path)
    } catch {
      errors += error.errors
      return nil
    }
  }

  /// Parses the text of a durations file named `file` in faults.
  static func parse(_ text: String, file: String) throws(InputErrors) -> CaseDurations {
    let value = try JSONParser.parse(text, file: file, saying: "not a durations file: ")
    var reader = DocumentReader(file: file)
    guard let members = reader.object(value, "a durations file") else { throw InputErrors(reader.errors) }
    var durations = CaseDurations()
    for member in members {
      guard case .number(let seconds) = member.value.kind, seconds >= 0 else {
        // A negative number is named by its value: "not a number" would be wrong of it.
        let given: String
        if case .number(let negative) = member.value.kind {
          given = negative.messageSpelling
        } else {
          given = member.value.typeName
        }
        reader.fail(
          "\"\(member.key)\" must be a number of seconds ≥ 0, not \(given)", line: member.value.line)
        continue
      }
      durations.seconds[member.key] = seconds
    }
    guard reader.errors.isEmpty else { throw InputErrors(reader.errors) }
    return durations
  }

  /// These durations with the times `measured` (case name, seconds) put in place of the
  /// entries of the same names (the last time of a name given twice).
  func updated(with measured: [(String, Double)]) -> CaseDurations {
    CaseDurations(seconds: seconds.merging(measured) { _, new in new })
  }

  /// The file's text: one entry a line, by name, in milliseconds' precision.
  var text: String {
    let lines = seconds.keys.sorted().map { name in
      "  " + JSONWriter.quote(name) + ": " + String(format: "%.3f", seconds[name] ?? 0)
    }
    return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// Writes the file at once (see `StagedFile`), creating its folder when missing.
  func write(to path: String) throws {
    let folder = PathComponents.parent(of: path)
    if !folder.isEmpty { try OutputFolder.create(folder) }
    try writeAtomically(Data(text.utf8), to: path)
  }

  /// The fault of `path` as `--durations`: empty, a folder, a file that cannot be written, or in
  /// a folder that cannot be made or written; nil when it can be read and written.
  static func problem(with path: String) -> InputError? {
    guard !path.isEmpty else { return InputError(file: nil, line: nil, message: "--durations is empty") }
    if FileManager.default.fileExists(atPath: path) {
      return OutputFolder.problemWritingFile(path, option: "--durations")
    }
    let folder = PathComponents.parent(of: path)
    return OutputFolder.problem(with: folder.isEmpty ? "." : folder, option: "--durations")
  }
}
