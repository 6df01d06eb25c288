import Foundation

/// Where one failing file of one case is shown in the HTML report: the folder its pictures go
/// in (`files/C/F-…`, C the case's and F the file's number from 1) and the names a fragment
/// selects it by.
struct ReportPage {
  /// The report's folder.
  var directory: String
  /// The case's number in the report, from 0.
  var caseIndex: Int
  /// The file's number among the case's files, from 0.
  var fileIndex: Int
  /// The case's full name (`suite/case`).
  var caseName: String
  /// The file's name, as the script names it.
  var fileName: String
  /// What the two sides are called: the golden and the replay's output for a failure, the old
  /// and the new golden for an update.
  var sides = (expected: "expected", actual: "actual")

  /// The link, relative to the report, of the file's picture `name`; its folder is created.
  func link(_ name: String) -> String {
    let folder = "\(HTMLReport.filesFolder)/\(caseIndex + 1)"
    try? FileManager.default.createDirectory(
      atPath: directory + "/" + folder, withIntermediateDirectories: true)
    return "\(folder)/\(fileIndex + 1)-\(name)"
  }

  /// Copies the file at `source` into the report as `name` and returns its link; nil when there
  /// is no such file.
  func copy(_ source: String, as name: String) throws -> String? {
    guard !source.isEmpty, FileManager.default.fileExists(atPath: source) else { return nil }
    let link = link(name)
    let target = directory + "/" + link
    do {
      try? FileManager.default.removeItem(atPath: target)
      try FileManager.default.copyItem(atPath: source, toPath: target)
    } catch {
      throw RunError("cannot copy \(source) to \(target): \(failureReason(of: error))")
    }
    return link
  }

  /// A link offering the file at `source` to download under the file's own name, copied into
  /// the report as `name`; empty when there is no such file.
  func downloadLink(_ source: String, as name: String, label: String) throws -> String {
    guard let link = try copy(source, as: name) else { return "" }
    return
      "<a class=\"download\" href=\"\(HTMLReport.escape(link))\" download=\"\(HTMLReport.escape(fileName))\">"
      + "\(HTMLReport.escape(label))</a>"
  }

  /// Writes the film at `source` into the report as a script (`NAME.js`) that hands its bytes,
  /// in base64, to the report's player (`MotionReport.film(LINK, BYTES)`), and returns the
  /// script's link; nil when there is no such file. A page opened from disk may not read a file
  /// beside it, but it may run a script beside it: so the player decodes the film itself, seeks
  /// in it, and offers it to download, from the film's own bytes.
  func embedFilm(_ source: String, as name: String) throws -> String? {
    guard !source.isEmpty, let bytes = FileManager.default.contents(atPath: source) else { return nil }
    let link = link(name + ".js")
    let script = "MotionReport.film(\"\(link)\", \"\(bytes.base64EncodedString())\");\n"
    try writeAtomically(Data(script.utf8), to: directory + "/" + link)
    return link
  }

  /// Writes the diff image of two PNGs (see `ImageComparison.compare`) and returns its link, or
  /// nil when either cannot be read.
  func writeDiff(expected: String, actual: String) throws -> String? {
    let link = link("diff.png")
    let result = try? ImageComparison.compare(
      expected: expected, actual: actual, diffPath: directory + "/" + link)
    return result?.diffPath == nil ? nil : link
  }
}
