import Foundation

/// An output written beside the place it is meant for and moved there only by `commit()`: the
/// one way the sandbox writes a file (captures, dumps, reports, goldens, tuned scenes), so a
/// reader never sees a half-written file and a failure leaves none. Staging several files
/// before committing any writes them all or none.
///
/// A symbolic link is followed, so the link stays and the file it names is written. A path that
/// is a device or a pipe (`--junit /dev/stdout`) is written into in place at once: renaming over
/// it would replace the device with a file. Every failure, a full disk included, throws.
struct StagedFile {
  /// Where the file goes, its symbolic links followed.
  let path: String
  /// The temporary file beside `path`; nil when `path` was written in place.
  private let temporary: String?

  /// Writes `bytes` into a new temporary file in the folder of `path`.
  init(_ bytes: Span<UInt8>, for path: String) throws {
    try self.init(for: path) { try $0.write(bytes) }
  }

  /// Writes into a new temporary file in the folder of `path` whatever `body` hands the writer
  /// it is given, piece by piece, so a long output is never held whole.
  init(for path: String, writing body: (StagedFileWriter) throws -> Void) throws {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
      try writeInPlace(to: path, writing: body)
      self.path = path
      temporary = nil
      return
    }
    let path = linkTarget(of: path)
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary =
      folder + "/." + url.lastPathComponent + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw RunError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    do {
      try body(StagedFileWriter(descriptor: descriptor, path: path))
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    if close(descriptor) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw RunError("cannot write \(path): \(reason)")
    }
    self.path = path
    self.temporary = temporary
  }

  /// Writes `data` into a new temporary file in the folder of `path`.
  init(_ data: Data, for path: String) throws {
    try self.init(data.span, for: path)
  }

  /// Moves the file into place, replacing whatever file is there; the temporary is gone
  /// either way.
  func commit() throws {
    guard let temporary else { return }
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw RunError("cannot write \(path): \(reason)")
    }
  }

  /// Moves the file into place only when nothing is there, in one step (no other writer can
  /// slip in between a look and the move); false, with the temporary removed, when something
  /// is.
  func commitWithoutReplacing() throws -> Bool {
    guard let temporary else { return false }
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return true }
    if errno == EEXIST { return false }
    throw RunError("cannot write \(path): \(String(cString: strerror(errno)))")
  }

  /// Removes the temporary file without moving it into place.
  func discard() {
    if let temporary { unlink(temporary) }
  }

}

/// Writes `bytes` at `path` at once through a `StagedFile`.
func writeAtomically(_ bytes: Span<UInt8>, to path: String) throws {
  try StagedFile(bytes, for: path).commit()
}

/// Writes the JSON text that `body` writes at `path` at once through a `StagedFile`, a chunk at a
/// time, never holding the whole text.
func writeAtomically(to path: String, json body: (inout JSONText) -> Void) throws {
  try StagedFile(for: path) { file in
    var text = JSONText(draining: file.write)
    body(&text)
    try text.finish()
  }.commit()
}

/// What a `StagedFile` being written hands its writing: each `write` goes to the file at once.
final class StagedFileWriter {
  private let descriptor: Int32
  private let path: String

  fileprivate init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Writes all of `bytes`; throws, naming the file, when a write fails (a full disk).
  func write(_ bytes: Span<UInt8>) throws {
    if let failure = FileBytes.write(bytes, to: descriptor) {
      throw RunError("cannot write \(path): \(String(cString: strerror(failure)))")
    }
  }
}

/// Writes into the device or pipe at `path` what `body` hands its writer.
private func writeInPlace(to path: String, writing body: (StagedFileWriter) throws -> Void) throws {
  let descriptor = open(path, O_WRONLY)
  guard descriptor >= 0 else { throw RunError("cannot write \(path): \(String(cString: strerror(errno)))") }
  var failure: (any Error)?
  do {
    try body(StagedFileWriter(descriptor: descriptor, path: path))
  } catch {
    failure = error
  }
  // A device reports a full disk at the close as well as at the write.
  if close(descriptor) != 0, failure == nil {
    throw RunError("cannot write \(path): \(String(cString: strerror(errno)))")
  }
  if let failure { throw failure }
}

/// The file `path` names once its symbolic links are followed (to a file that need not exist
/// yet); `path` itself when it is no link, or when the links go round.
func linkTarget(of path: String) -> String {
  var current = path
  for _ in 0..<40 {
    var info = stat()
    guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
    else { return current }
    let folder = URL(fileURLWithPath: current).deletingLastPathComponent()
    current = destination.hasPrefix("/") ? destination : folder.appendingPathComponent(destination).path
  }
  return path
}

/// Writes `data` at `path` at once through a `StagedFile`. (Foundation's `.atomic` option
/// leaves an empty `TemporaryDirectory.*` folder in the system's temporary folder on Linux at
/// every write.)
func writeAtomically(_ data: Data, to path: String) throws {
  try StagedFile(data, for: path).commit()
}
