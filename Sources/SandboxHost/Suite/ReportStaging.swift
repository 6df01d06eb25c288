import CSDL2
import Foundation

/// A report or blob folder's next contents, written whole in a hidden folder inside it
/// (`OutputStaging`'s) and swapped in at the end: until then the earlier report (its page, its
/// list, its `files/`) stays whole, so a run stopped half way, or one that cannot write its
/// report, leaves it as it was. Made once the cases have run, so a run stopped before leaves no
/// folder either.
final class ReportStaging {
  /// The report or blob folder.
  let destination: String
  private let staging: OutputStaging

  /// Where to write the new report: its links are relative, so it moves as it is.
  var path: String { staging.path }

  /// Creates `destination` when missing and the hidden folder in it (removing those of runs
  /// that were stopped).
  init(for destination: String) throws {
    self.destination = destination
    try OutputFolder.create(destination)
    staging = try OutputStaging(in: destination)
  }

  /// Puts the new report in the earlier one's place: `files/` swapped with the earlier one in one
  /// step of the file system, then the other files renamed over theirs, `last` (the page, or
  /// `blob.json`) last. The earlier `files/` goes, but for what the person put there themselves,
  /// which is moved into the new one. A stop (SIGINT, SIGTERM, SIGHUP) waits until this is done.
  func commit(last: String) throws {
    try SignalDeferral.run {
      let files = HTMLReport.filesFolder
      let manager = FileManager.default
      let old = destination + "/" + files
      let new = staging.path + "/" + files
      if manager.fileExists(atPath: new) {
        if isFolder(old) {
          guard sandbox_exchange_paths(new, old) == 0 else {
            throw RunError("cannot write \(old): \(String(cString: strerror(errno)))")
          }
          // `new` now holds the earlier report's pictures.
          keepOwnFiles(from: new, into: old)
          try? manager.removeItem(atPath: new)
        } else {
          guard rename(new, old) == 0 else {
            throw RunError("cannot write \(old): \(String(cString: strerror(errno)))")
          }
        }
      } else {
        HTMLReport.removeImages(in: destination)
      }
      staging.movedLast = last
      try staging.commit()
    }
  }

  /// Removes the hidden folder: the earlier report stays as it was.
  func discard() { staging.discard() }

  /// Writes a new report into `destination` by `write`, given the folder to write into, and
  /// puts it in the earlier one's place (`last` moved last); when `write` throws, the earlier
  /// one stays and nothing new is left.
  static func replace<T>(_ destination: String, last: String, by write: (String) throws -> T) throws -> T {
    let staging = try ReportStaging(for: destination)
    do {
      let result = try write(staging.path)
      try staging.commit(last: last)
      return result
    } catch {
      staging.discard()
      throw error
    }
  }

  /// Moves what is no report's picture from the earlier `files/` (a note of the person's own)
  /// into the new one, where nothing of that name is.
  private func keepOwnFiles(from earlier: String, into current: String) {
    HTMLReport.removeImages(inFiles: earlier)
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: earlier)) ?? [] {
      let source = earlier + "/" + name
      let target = current + "/" + name
      if !manager.fileExists(atPath: target) {
        rename(source, target)
      } else if isFolder(source), isFolder(target) {
        for inner in (try? manager.contentsOfDirectory(atPath: source)) ?? []
        where !manager.fileExists(atPath: target + "/" + inner) {
          rename(source + "/" + inner, target + "/" + inner)
        }
      }
    }
  }

  private func isFolder(_ path: String) -> Bool {
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    return type == .typeDirectory
  }
}
