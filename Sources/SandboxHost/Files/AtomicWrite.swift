import Foundation

/// Writes `bytes` at `path` through a temporary file in the same folder that is then renamed over
/// `path`, so a reader never sees a half-written file and a failure leaves none.
func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  let folder = url.deletingLastPathComponent().path
  let temporary =
    folder + "/." + url.lastPathComponent + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
  guard descriptor >= 0 else {
    throw RunError("cannot write \(path): \(String(cString: strerror(errno)))")
  }
  var written = 0
  while written < bytes.count {
    let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
    if result < 0 {
      if errno == EINTR { continue }
      let reason = String(cString: strerror(errno))
      close(descriptor)
      unlink(temporary)
      throw RunError("cannot write \(path): \(reason)")
    }
    written += result
  }
  if close(descriptor) != 0 || rename(temporary, path) != 0 {
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    throw RunError("cannot write \(path): \(reason)")
  }
}

/// Writes `data` at `path` the same way. (Foundation's `.atomic` option leaves an empty
/// `TemporaryDirectory.*` folder in the system's temporary folder on Linux at every write.)
func writeAtomically(_ data: Data, to path: String) throws {
  try data.withUnsafeBytes { try writeAtomically($0, to: path) }
}
