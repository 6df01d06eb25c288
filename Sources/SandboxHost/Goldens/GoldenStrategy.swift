import Foundation

/// One kind of golden file (a still capture, a state dump, a film, a track): how a file of the
/// kind is recognized, compared with its golden, described and shown in the report, all in one
/// place, as a snapshot-testing library pairs a way to snapshot with a way to diff.
///
/// The suite runner, `--update`, the report and `compare` ask a file's strategy and never look
/// at its kind themselves; a new kind of golden is one more strategy in `GoldenStrategies.all`.
protocol GoldenStrategy: Sendable {
  /// The kind in a message, with its article: `an image`, `a film`.
  var noun: String { get }
  /// Whether a file starting with `head` (its first 64 bytes or fewer) and named `path` is one
  /// of this kind; the name decides only where the content cannot (a missing or empty file).
  func recognizes(head: [UInt8], path: String) -> Bool
  /// Compares the file `actual` with its golden `expected`: nil when they are alike within the
  /// case's tolerances, else what differs. Throws `GoldenFault` when a file cannot be read as
  /// one of this kind (the message names it and says why).
  func compare(expected: String, actual: String, tolerances: GoldenTolerances) throws(GoldenFault)
    -> (any GoldenDifference)?
  /// `motion-sandbox compare` on two files of this kind, with its options as given: the verdict,
  /// which the command prints. Throws `InputErrors` for bad input (an option that does not apply
  /// or is out of range, a file that cannot be read as this kind), any other error when a file
  /// cannot be written.
  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict
  /// A check of a film being recorded against its golden at `path`, frame by frame as each is
  /// drawn, so that a film alike with its golden is never encoded; nil for a kind that is only
  /// compared once written (every kind but films).
  func frameCheck(golden path: String, tolerances: GoldenTolerances) -> FilmFrameCheck?
  /// The bytes of the golden at `path` when it holds exactly the pixels of a capture about to be
  /// written (`frame`, opaque RGB rows `3 · width` apart, `width` × `height`), so that the
  /// capture is written as its golden's bytes and never encoded; nil otherwise, and for every
  /// kind but stills.
  func sameStill(golden path: String, as frame: [UInt8], width: Int, height: Int) -> Data?
}

extension GoldenStrategy {
  func frameCheck(golden path: String, tolerances: GoldenTolerances) -> FilmFrameCheck? { nil }
  func sameStill(golden path: String, as frame: [UInt8], width: Int, height: Int) -> Data? { nil }
}

/// What differs between an output and its golden, as the terminal, JUnit XML and the report
/// show it.
protocol GoldenDifference: Sendable {
  /// One line, without the file's name.
  var summary: String { get }
  /// Lines under the summary in the terminal and JUnit XML (may be empty).
  var details: [String] { get }
  /// The report's HTML for the file, after its heading; writes the pictures it needs into
  /// `page`'s folder.
  func reportHTML(_ page: ReportPage) throws -> String
}

/// A folder of goldens that a replay checks its outputs against while it makes them (a suite
/// case's `expected/`), with the case's tolerances.
package struct GoldenReference: Sendable, Equatable {
  /// The folder; an output's golden has the output's name in it.
  package var directory: String
  var tolerances: GoldenTolerances

  /// The goldens in `directory`, a film's pixel allowed `pixelTolerance` per channel from its
  /// golden's.
  package init(directory: String, pixelTolerance: Int) {
    self.directory = directory
    tolerances = GoldenTolerances(pixels: pixelTolerance)
  }
}

/// A golden or output that cannot be read as its kind, in one message naming the file.
struct GoldenFault: Error, Sendable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }

  /// What `read` returns, or its error as a golden fault: the faults of a file it reads are
  /// joined into one message without their `error:` prefix, as the outcome's line names the file
  /// already.
  static func reading<T>(_ read: () throws -> T) throws(GoldenFault) -> T {
    do {
      return try read()
    } catch let error as InputErrors {
      throw GoldenFault(error.errors.map(\.placeAndMessage).joined(separator: "; "))
    } catch {
      throw GoldenFault("\(error)")
    }
  }
}

/// Every kind of golden, in the order `compare` tries them: a film before a still (both are
/// PNGs), a track before a dump (both are JSON).
enum GoldenStrategies {
  static let all: [any GoldenStrategy] = [FilmGolden(), StillGolden(), TrackGolden(), DumpGolden()]

  /// The first bytes of the file at `path` (none when it cannot be read).
  static func head(of path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8]((try? handle.read(upToCount: 64)) ?? Data())
  }

  /// The strategy of the file at `path`, by content where it has one, else by name.
  static func strategy(forFileAt path: String) -> any GoldenStrategy {
    let head = head(of: path)
    return all.first { $0.recognizes(head: head, path: path) } ?? StillGolden()
  }

  /// The first byte of `head` past white space and a byte order mark.
  static func firstSignificantByte(_ head: [UInt8]) -> UInt8? {
    head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
  }

  /// The extension of `path`, lower-cased.
  static func pathExtension(_ path: String) -> String {
    URL(fileURLWithPath: path).pathExtension.lowercased()
  }
}
