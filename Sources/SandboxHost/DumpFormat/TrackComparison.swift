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
        let fields = first.fields.prefix(3).map(\.path).joined(separator: ", ")
        parts.append(
          "\(differingLines.count) of \(min(expected.count, actual.count)) dumps differ, first at line "
            + "\(first.index + 1) (t \(first.time.roundedSpelling())): \(fields)"
            + (first.fields.count > 3 ? " …" : "")
            + " (largest difference \(largestDifference.roundedSpelling()))")
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
          InputError(file: path, line: offset + 1, message: "\(error.message) (column \(error.column))"))
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

  /// Reads and compares the tracks at `expected` and `actual`, numbers within `tolerance`.
  static func compare(expected: String, actual: String, tolerance: Double) throws(InputErrors) -> Result {
    var errors: [InputError] = []
    var a: [JSONValue] = []
    var b: [JSONValue] = []
    do { a = try read(expected) } catch { errors += error.errors }
    do { b = try read(actual) } catch { errors += error.errors }
    guard errors.isEmpty else { throw InputErrors(errors) }
    var result = Result(expected: a, actual: b, differingLines: [], largestDifference: 0)
    for index in 0..<min(a.count, b.count) {
      let fields = DumpComparison.differences(expected: a[index], actual: b[index], tolerance: tolerance)
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
    return result
  }

  /// Every number of a dump by its field's path, named as `DumpComparison` names differences
  /// (`elements[square].position[0]`).
  static func numbers(in dump: JSONValue) -> [String: Double] {
    var found: [String: Double] = [:]
    func walk(_ value: JSONValue, _ path: String) {
      switch value.kind {
      case .number(let n): found[path] = n
      case .object(let members):
        for member in members { walk(member.value, path.isEmpty ? member.key : path + "." + member.key) }
      case .array(let items):
        let labels = DumpComparison.labels(items)
        for (index, item) in items.enumerated() { walk(item, "\(path)[\(labels?[index] ?? "\(index)")]") }
      default: break
      }
    }
    walk(dump, "")
    return found
  }
}
