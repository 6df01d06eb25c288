import Foundation

/// A PNG file's width and height, read from its header without decoding the image; the checks
/// every PNG the program reads goes through first.
enum PNGHeader {
  /// The width and height the `IHDR` chunk gives. Throws `ImageError`: `missing` for no file,
  /// `unreadable` for a folder, a file that cannot be opened, or one whose PNG signature is not
  /// followed by an `IHDR` with a size above 0; `notPNG` for one without the signature.
  static func size(of path: String) throws(ImageError) -> (width: Int, height: Int) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missing(path: path)
    }
    guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    defer { try? handle.close() }
    let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard head.count >= 8, Array(head[0..<8]) == signature else { throw .notPNG(path: path) }
    // A PNG's signature, but no header after it that gives a size: a damaged PNG.
    let damaged = ImageError.unreadable(path: path, reason: "its IHDR header is missing or damaged")
    guard head.count == 24, Array(head[12..<16]) == Array("IHDR".utf8) else { throw damaged }
    func bigEndian(_ at: Int) -> Int { head[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = bigEndian(16)
    let height = bigEndian(20)
    guard width > 0, height > 0 else { throw damaged }
    return (width, height)
  }
}
