import Foundation

/// A PNG file's width and height, read from its header without decoding the image.
enum PNGHeader {
  /// The width and height the `IHDR` chunk gives. Throws `ImageError` for a missing file, or
  /// one that does not start as a PNG does (the signature, then `IHDR` with a size above 0).
  static func size(of path: String) throws -> (width: Int, height: Int) {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw ImageError.missing(path: path) }
    defer { try? handle.close() }
    let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard head.count == 24, Array(head[0..<8]) == signature, Array(head[12..<16]) == Array("IHDR".utf8)
    else { throw ImageError.notPNG(path: path) }
    func bigEndian(_ at: Int) -> Int { head[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = bigEndian(16)
    let height = bigEndian(20)
    guard width > 0, height > 0 else { throw ImageError.notPNG(path: path) }
    return (width, height)
  }
}
