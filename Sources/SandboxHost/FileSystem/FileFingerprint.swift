import Foundation

/// What a file is and when it last changed, to tell a regular file (which the replay reads
/// twice) from a pipe or device (which reads once), and to notice a file that changed between
/// two readings.
struct FileFingerprint: Equatable {
  /// True for a regular file; false for a pipe, a socket or a device.
  let isRegularFile: Bool
  /// Its size in bytes.
  let size: Int64
  /// Its last modification, in nanoseconds since 1970.
  let modified: Int64
  /// Which file the path names: another file moved into its place is another fingerprint.
  let identity: FileIdentity

  /// The fingerprint of the file at `path`, or nil when it cannot be read (missing, no access).
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    size = Int64(info.st_size)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
