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

  /// Writes the diff image of two PNGs (see `ImageComparison.compare`) and returns its link, or
  /// nil when either cannot be read.
  func writeDiff(expected: String, actual: String) throws -> String? {
    let link = link("diff.png")
    let result = try? ImageComparison.compare(
      expected: expected, actual: actual, diffPath: directory + "/" + link)
    return result?.diffPath == nil ? nil : link
  }
}
