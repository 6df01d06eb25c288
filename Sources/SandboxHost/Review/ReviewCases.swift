import Foundation

/// The failing cases of a report that `motion-sandbox review` may accept or reject, written by
/// the report beside `index.html` as `cases.json`: each case's full name, its suite folder (an
/// absolute path), its failing files and the digest of each (see `OutputDigest`), so that only
/// the outputs the report shows are accepted. The server acts on these alone, whatever a request
/// names.
struct ReviewCases: Sendable, Equatable {
  /// The file's name in a report folder.
  static let fileName = "cases.json"

  /// One failing case.
  struct Case: Sendable, Equatable {
    var name: String
    var suite: String
    var files: [String]
    /// The digest of each failing file as the report shows it (none in a report of an older
    /// version).
    var digests: [String: String] = [:]
  }

  var cases: [Case]

  /// The JSON of the failing cases among `records` (none for an update's report).
  static func json(_ records: [CaseRecord]) -> String {
    let items = records.filter { !$0.passed && !($0.failingFiles ?? []).isEmpty }.map { record in
      let directory = URL(fileURLWithPath: record.directory).standardizedFileURL
      return JSONOutput.object([
        ("case", .string(record.fullName)),
        ("suite", .string(directory.deletingLastPathComponent().path)),
        ("files", .array((record.failingFiles ?? []).map { .string($0) })),
        (
          "digests",
          .object(
            (record.failingFiles ?? []).compactMap { name in record.outputs[name].map { (name, .string($0)) }
            })
        ),
      ])
    }
    return JSONWriter(expandedDepth: 1).string(from: .object([("cases", .array(items))])) + "\n"
  }

  /// Reads `cases.json` of the report in `directory`; throws `InputErrors` naming the file when
  /// it is missing or not what a report writes.
  static func read(reportDirectory directory: String) throws(InputErrors) -> ReviewCases {
    let path = directory + "/" + fileName
    let text: String
    do {
      text = try TextFile.read(path)
    } catch {
      throw InputErrors(
        file: path, line: nil,
        message:
          "\(error.errors.first?.message ?? "cannot be read"): is \(directory) a report of motion-sandbox test --report?"
      )
    }
    let value = try JSONParser.parse(text, file: path)
    var reader = DocumentReader(file: path)
    var cases: [Case] = []
    if let members = reader.object(value, "cases.json") {
      for item in reader.objectArray(
        reader.required("cases", in: members, of: "cases.json", line: value.line))
      {
        guard let fields = reader.object(item, "a case") else { continue }
        let name = reader.required("case", in: fields, of: "a case", line: item.line).flatMap {
          reader.string($0)
        }
        let suite = reader.required("suite", in: fields, of: "a case", line: item.line).flatMap {
          reader.string($0)
        }
        var files: [String] = []
        if let list = reader.member("files", in: fields), case .array(let names) = list.value.kind {
          files = names.compactMap { if case .string(let s) = $0.kind { s } else { nil } }
        }
        var digests: [String: String] = [:]
        if let list = reader.member("digests", in: fields), case .object(let members) = list.value.kind {
          for member in members { if case .string(let s) = member.value.kind { digests[member.key] = s } }
        }
        if let name, let suite {
          cases.append(Case(name: name, suite: suite, files: files, digests: digests))
        }
      }
    }
    guard reader.errors.isEmpty else { throw InputErrors(reader.errors) }
    return ReviewCases(cases: cases)
  }
}
