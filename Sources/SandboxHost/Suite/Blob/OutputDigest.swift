import Foundation

/// A short digest of a file's bytes (64-bit FNV-1a, in hex), to tell two runs' outputs apart
/// without keeping them: not for security, only to see that bytes changed.
enum OutputDigest {
  /// The digest of `bytes`.
  static func of(_ bytes: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + "-\(bytes.count)"
  }

  /// The digest of every regular file directly in `folder`, by name (hidden files left out).
  static func folder(_ folder: String) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var digests: [String: String] = [:]
    for name in names where !name.hasPrefix(".") {
      if let bytes = FileManager.default.contents(atPath: folder + "/" + name) { digests[name] = of(bytes) }
    }
    return digests
  }
}
