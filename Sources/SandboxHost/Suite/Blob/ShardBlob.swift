import Foundation

/// A shard's results as `merge-reports` reads them (`test --blob DIR`, docs/suites.md "Blobs"):
/// `DIR/blob.json`, and beside it under `DIR/files/` the pictures of the failing cases' report
/// sections. `blob.json` says which shard of how many it is, names every case of the whole run
/// in order (so a merge knows what it should hold), and holds a `CaseRecord` per case the shard
/// ran.
struct ShardBlob: Codable, Equatable {
  /// Names this kind of file, and its version.
  var format = Self.currentFormat
  /// Which shard of how many.
  var shard: Shard
  /// Whether the run wrote goldens (`--update`) rather than comparing.
  var update: Bool
  /// `suite/case` of every case of the whole run, every shard's, in run order.
  var caseNames: [String]
  /// The cases this shard ran, in run order.
  var records: [CaseRecord]

  /// The `format` this program writes and reads.
  static let currentFormat = "motion-sandbox blob 1"
  /// The blob's file inside its folder.
  static let fileName = "blob.json"

  /// Writes `DIR/blob.json` at once, after the pictures (see `StagedFile`), so a folder with a
  /// blob file holds the whole blob.
  func write(into directory: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(self)
    } catch {
      throw RunError("cannot write \(directory)/\(Self.fileName): \(error)")
    }
    try writeAtomically(data, to: directory + "/" + Self.fileName)
  }

  /// The blob folders `directory` stands for: itself when it holds a blob file, else those of its
  /// folders that do (by name), as Playwright's merge takes the one folder a CI job downloaded
  /// every shard's blob into; itself when neither, so that reading it says what is wrong.
  static func folders(in directory: String) -> [String] {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: directory + "/" + fileName) else { return [directory] }
    let names = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    let inside = names.map { directory + "/" + $0 }.filter { manager.fileExists(atPath: $0 + "/" + fileName) }
    return inside.isEmpty ? [directory] : inside
  }

  /// The longest a case may have taken, seconds: a year, past any timeout.
  static let maximumSeconds: Double = 365 * 86_400

  /// Reads the blob in `directory`; a folder that is missing or holds no blob, or a file that is
  /// not one this program wrote, is an `InputError` naming the file and what is wrong.
  static func read(from directory: String) throws(InputErrors) -> ShardBlob {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) else {
      throw InputErrors(file: directory, line: nil, message: "no such blob folder")
    }
    guard isFolder.boolValue else {
      throw InputErrors(
        file: directory, line: nil, message: "is a file; a blob is the folder `test --blob` wrote")
    }
    let path = directory + "/" + fileName
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputErrors(
        file: path, line: nil,
        message: "missing or unreadable: not a blob folder (`test --blob DIR` writes it)")
    }
    // The syntax first, by the reader every other file goes through: a damaged blob (a copy
    // cut short by CI) is named by its line and column, which the decoder does not say.
    if let text = String(data: data, encoding: .utf8) {
      _ = try JSONParser.parse(text, file: path, saying: "not a blob of motion-sandbox: ")
    }
    let blob: ShardBlob
    do {
      blob = try JSONDecoder().decode(ShardBlob.self, from: data)
    } catch {
      throw InputErrors(file: path, line: nil, message: "not a blob of motion-sandbox: \(describe(error))")
    }
    guard blob.format == currentFormat else {
      throw InputErrors(
        file: path, line: nil,
        message: "a blob of format \"\(blob.format)\"; this program reads \"\(currentFormat)\"")
    }
    var faults: [String] = []
    if !blob.shard.isValid {
      faults.append(
        "its shard \(blob.shard.index)/\(blob.shard.count) is not I/N with 1 ≤ I ≤ N ≤ \(Shard.largestCount)")
    }
    for record in blob.records {
      guard blob.caseNames.indices.contains(record.index) else {
        // Not `index + 1`: the number may be any Int, and Int.max + 1 stopped the program.
        faults.append(
          "case \(record.fullName) is not among the run's cases: its index \(record.index) is not from 0 to "
            + "\(blob.caseNames.count - 1)")
        continue
      }
      if let section = record.section,
        let fault = ReportSectionCheck.fault(in: section, caseNumber: record.index + 1)
      {
        faults.append("case \(record.fullName)'s report section is not one this program writes: \(fault)")
      }
      if !(record.seconds.isFinite && record.seconds >= 0 && record.seconds <= maximumSeconds) {
        faults.append(
          "case \(record.fullName) took \(record.seconds.messageSpelling) s, not a time from 0 to "
            + "\(maximumSeconds.messageSpelling) s")
      }
      if blob.caseNames[record.index] != record.fullName {
        faults.append("case \(record.fullName) (number \(record.index + 1)) is not among the run's cases")
      } else if !(0...record.index).contains(record.suiteIndex) {
        // Suites are numbered by the cases they give (`SuiteCase.suiteIndex`); another number
        // would make a suite of its own in the merged reports.
        faults.append(
          "case \(record.fullName) (number \(record.index + 1)) has suiteIndex \(record.suiteIndex), "
            + "not from 0 to \(record.index)")
      }
    }
    guard faults.isEmpty else {
      throw InputErrors(faults.map { InputError(file: path, line: nil, message: $0) })
    }
    return blob
  }

  /// A decoding failure in a phrase: which key or value, where.
  private static func describe(_ error: any Error) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty ? "the top" : path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      return "the key \"\(key.stringValue)\" is missing at \(place(context.codingPath))"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      return "a value of the wrong type at \(place(context.codingPath))"
    case .dataCorrupted(let context)?:
      return context.codingPath.isEmpty ? "not JSON" : "a bad value at \(place(context.codingPath))"
    default:
      return "\(error)"
    }
  }
}
