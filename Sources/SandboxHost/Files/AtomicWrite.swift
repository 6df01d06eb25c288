import Foundation

/// Writes `bytes` at `path` through a temporary file in the same folder that is then renamed over
/// `path`, so a reader never sees a half-written file and a failure leaves none.
///
/// A symbolic link is followed, so the link stays and the file it names is written. A path that
/// is a device or a pipe (`--junit /dev/stdout`) is written into in place: renaming over it
/// would replace the device with a file. Every failure, a full disk included, throws.
func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
  var info = stat()
  if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
    try writeInPlace(bytes, to: path)
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
  if let reason = writeAll(bytes, to: descriptor) {
    close(descriptor)
    unlink(temporary)
    throw RunError("cannot write \(path): \(reason)")
  }
  if close(descriptor) != 0 || rename(temporary, path) != 0 {
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    throw RunError("cannot write \(path): \(reason)")
  }
}

/// Writes all of `bytes` to `descriptor`; the reason when a write fails.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
  var written = 0
  while written < bytes.count {
    let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
    if result < 0 {
      if errno == EINTR { continue }
      return String(cString: strerror(errno))
    }
    written += result
  }
  return nil
}

/// Writes `bytes` into the device or pipe at `path`.
private func writeInPlace(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
  let descriptor = open(path, O_WRONLY)
  guard descriptor >= 0 else { throw RunError("cannot write \(path): \(String(cString: strerror(errno)))") }
  let failure = writeAll(bytes, to: descriptor)
  // A device reports a full disk at the close as well as at the write.
  if close(descriptor) != 0, failure == nil {
    throw RunError("cannot write \(path): \(String(cString: strerror(errno)))")
  }
  if let failure { throw RunError("cannot write \(path): \(failure)") }
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

/// Writes `data` at `path` the same way. (Foundation's `.atomic` option leaves an empty
/// `TemporaryDirectory.*` folder in the system's temporary folder on Linux at every write.)
func writeAtomically(_ data: Data, to path: String) throws {
  try data.withUnsafeBytes { try writeAtomically($0, to: path) }
}
