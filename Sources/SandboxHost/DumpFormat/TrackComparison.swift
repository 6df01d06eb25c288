/// A track: the state dumps of a film's frames as JSON Lines, one dump a line, read and compared
/// line by line.
enum TrackComparison {
  /// One line of a track that differs from the same line of the other.
  struct LineDifference: Sendable, Equatable {
    /// The line's index, from 0.
    var index: Int
    /// The expected dump's `t`.
    var time: Double
    /// Every differing field, with both values.
    var fields: [DumpDifference]
    /// For the fields that are not numbers (`atRest`, a state), by path: when the other track
    /// comes to the value one track took here (`actual true from t 0.7, expected from t 0.75`).
    var settles: [String: String] = [:]

    /// Every differing field, as many lines: those that follow from others folded under them,
    /// and a value one track takes later said with both times.
    var lines: [String] {
      let folded = FoldedDifferences(fields)
      return folded.shown.map { field in
        "dump \(index): \(field)" + (settles[field.path].map { " (\($0))" } ?? "")
      } + (folded.foldedNote.map { ["dump \(index): \($0)"] } ?? [])
    }
  }

  /// The outcome of comparing two tracks.
  struct Result: Sendable {
    /// Both tracks' dumps, parsed, for the report's curves.
    var expected: [JSONValue]
    var actual: [JSONValue]
    /// Every line, of those both have, that differs.
    var differingLines: [LineDifference]
    /// The largest difference between two numbers of the same field.
    var largestDifference: Double

    /// True when both have as many lines and none differs.
    var matches: Bool { expected.count == actual.count && differingLines.isEmpty }

    /// One line: where the tracks part first and how far, as a failing case reports it.
    var summary: String {
      var parts: [String] = []
      if let first = differingLines.first {
        let folded = FoldedDifferences(first.fields)
        let fields = folded.shown.map(\.path).joined(separator: ", ")
        parts.append(
          "\(differingLines.count) of \(min(expected.count, actual.count)) dumps differ, first at dump "
            + "\(first.index) (t \(first.time.roundedSpelling())): \(fields)"
            + (folded.foldedNote.map { " " + $0 } ?? "")
            + (largestDifference > 0 ? " (largest difference \(largestDifference.roundedSpelling()))" : ""))
      }
      if expected.count != actual.count {
        parts.append("expected \(expected.count) dumps, actual \(actual.count)")
      }
      return parts.joined(separator: "; ")
    }
  }

  /// Reads the track at `path`: every non-empty line must be a state dump. Throws `InputErrors`
  /// naming the file and the line of each malformed one.
  static func read(_ path: String) throws(InputErrors) -> [JSONValue] {
    let text = try TextFile.read(path)
    var dumps: [JSONValue] = []
    var errors: [InputError] = []
    for (offset, line) in InputScript.splitLines(text).enumerated() where !line.isEmpty {
      do {
        let value = try JSONParser.parse(String(line), firstLine: offset + 1)
        guard time(of: value) != nil, value.members?.contains(where: { $0.key == "atRest" }) == true else {
          errors.append(
            InputError(
              file: path, line: offset + 1, message: "not a state dump (an object with \"t\" and \"atRest\")")
          )
          continue
        }
        dumps.append(value)
      } catch {
        errors.append(
          InputError(file: path, line: offset + 1, message: error.messageWithColumn))
      }
    }
    if dumps.isEmpty, errors.isEmpty {
      errors.append(InputError(file: path, line: nil, message: "the track is empty"))
    }
    guard errors.isEmpty else { throw InputErrors(errors) }
    return dumps
  }

  /// A dump's `t`.
  static func time(of dump: JSONValue) -> Double? {
    guard case .number(let t) = dump.members?.first(where: { $0.key == "t" })?.value.kind else { return nil }
    return t
  }

  /// Reads and compares the tracks at `expected` and `actual`, numbers within `tolerances`.
  static func compare(expected: String, actual: String, tolerances: NumberTolerances) throws(InputErrors)
    -> Result
  {
    var errors: [InputError] = []
    var a: [JSONValue] = []
    var b: [JSONValue] = []
    do { a = try read(expected) } catch { errors += error.errors }
    do { b = try read(actual) } catch { errors += error.errors }
    guard errors.isEmpty else { throw InputErrors(errors) }
    var result = Result(expected: a, actual: b, differingLines: [], largestDifference: 0)
    for index in 0..<min(a.count, b.count) {
      let fields = DumpComparison.differences(expected: a[index], actual: b[index], tolerances: tolerances)
      guard !fields.isEmpty else { continue }
      result.differingLines.append(
        LineDifference(index: index, time: time(of: a[index]) ?? 0, fields: fields))
      let numbersA = numbers(in: a[index])
      let numbersB = numbers(in: b[index])
      for field in fields {
        if let x = numbersA[field.path], let y = numbersB[field.path] {
          result.largestDifference = max(result.largestDifference, abs(x - y))
        }
      }
    }
    if var first = result.differingLines.first {
      first.settles = settles(of: first, expected: a, actual: b)
      result.differingLines[0] = first
    }
    return result
  }

  /// For each field of `line` that is not a number: when the other track comes to the value
  /// one track took at `line`, or that they never agree on it again.
  private static func settles(of line: LineDifference, expected a: [JSONValue], actual b: [JSONValue])
    -> [String: String]
  {
    let fields = line.fields.filter {
      $0.gap == nil && $0.expected != DumpComparison.absent && $0.actual != DumpComparison.absent
    }
    guard !fields.isEmpty else { return [:] }
    // One walk of each track from the line on, each dump's leaves made once, finds every field.
    func firstTimes(in track: [JSONValue], reaching wanted: [String: String]) -> [String: Double] {
      var found: [String: Double] = [:]
      for dump in track[line.index...] where found.count < wanted.count {
        let values = leaves(in: dump)
        for (path, value) in wanted
        where found[path] == nil && values[path].map(DumpComparison.compact) == value {
          found[path] = time(of: dump)
        }
      }
      return found
    }
    let expectedReaching = firstTimes(
      in: a,
      reaching: Dictionary(fields.map { ($0.path, $0.actual) }, uniquingKeysWith: { first, _ in first }))
    let actualReaching = firstTimes(
      in: b,
      reaching: Dictionary(fields.map { ($0.path, $0.expected) }, uniquingKeysWith: { first, _ in first }))
    let now = line.time.roundedSpelling()
    var found: [String: String] = [:]
    for field in fields {
      if let later = expectedReaching[field.path] {
        found[field.path] = "actual \(field.actual) from t \(now), expected from t \(later.roundedSpelling())"
      } else if let later = actualReaching[field.path] {
        found[field.path] =
          "expected \(field.expected) from t \(now), actual from t \(later.roundedSpelling())"
      } else {
        found[field.path] = "the tracks do not agree on it again"
      }
    }
    return found
  }

  /// Every number of a dump by its field's path, named as `DumpComparison` names differences
  /// (`elements[square].position[0]`).
  static func numbers(in dump: JSONValue) -> [String: Double] {
    leaves(in: dump).compactMapValues {
      guard case .number(let n) = $0.kind else { return nil }
      return n
    }
  }

  /// Every value of a dump that is neither an object nor an array, by its field's path.
  static func leaves(in dump: JSONValue) -> [String: JSONValue] {
    var found: [String: JSONValue] = [:]
    func walk(_ value: JSONValue, _ path: String) {
      switch value.kind {
      case .object(let members):
        for member in members { walk(member.value, path.isEmpty ? member.key : path + "." + member.key) }
      case .array(let items):
        let labels = DumpComparison.labels(items)
        for (index, item) in items.enumerated() { walk(item, "\(path)[\(labels?[index] ?? "\(index)")]") }
      default: found[path] = value
      }
    }
    walk(dump, "")
    return found
  }
}
