import Foundation

/// A PNG file's width and height, read from its header without decoding the image; the checks
/// every PNG the program reads goes through first.
enum PNGHeader {
  /// The width and height the `IHDR` chunk gives. Throws `ImageError`: `missing` for no file,
  /// `unreadable` for a folder, a file that cannot be opened, or one whose PNG signature is not
  /// followed by an `IHDR` with a size above 0; `notPNG` for one without the signature.
  static func size(of path: String) throws(ImageError) -> (width: Int, height: Int) {
    try size(of: path, checkingChunks: false)
  }

  /// `size(of:)`, after checking that the file is whole chunks up to `IEND` (see `checkChunks`):
  /// what a PNG must pass before SDL_image decodes it.
  static func sizeOfWholeFile(_ path: String) throws(ImageError) -> (width: Int, height: Int) {
    try size(of: path, checkingChunks: true)
  }

  private static func size(of path: String, checkingChunks: Bool) throws(ImageError) -> (
    width: Int, height: Int
  ) {
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
    if checkingChunks { try checkChunks(in: handle, path: path) }
    return (width, height)
  }

  /// Throws `unreadable` unless the file after its signature is whole chunks, the last `IEND`:
  /// each chunk's header is read and its data and CRC stepped over, so the data is not read.
  ///
  /// SDL_image's PNG reader ignores a read that comes short at the end of the file, and libpng,
  /// handed the same stale bytes again, skipped one damaged chunk for ever: a 946-byte file cut
  /// short hung every command that decodes stills (found by `make fuzz`, kept in
  /// Tests/FuzzRegressions/image). No chunk read past the end, no such read. (Films are decoded
  /// by `FilmDecoder`, which reads the bytes it has and says where they end.)
  private static func checkChunks(in handle: FileHandle, path: String) throws(ImageError) {
    let fileSize: UInt64
    do {
      fileSize = try handle.seekToEnd()
    } catch {
      throw .unreadable(path: path, reason: "it cannot be read to its end")
    }
    var offset: UInt64 = 8
    while offset + 8 <= fileSize {
      let header: [UInt8]
      do {
        try handle.seek(toOffset: offset)
        header = [UInt8](try handle.read(upToCount: 8) ?? Data())
      } catch {
        throw .unreadable(path: path, reason: "it cannot be read to its end")
      }
      guard header.count == 8 else { break }
      let length = header[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      let type = header[4..<8]
      let name =
        type.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        ? String(decoding: type, as: UTF8.self) : "damaged"
      // The format caps a chunk's length at 2³¹ − 1.
      guard length < 1 << 31 else {
        throw .unreadable(path: path, reason: "its \(name) chunk's length is past the format's limit")
      }
      offset += 12 + length
      guard offset <= fileSize else {
        throw .unreadable(path: path, reason: "it is cut short inside its \(name) chunk (truncated)")
      }
      if type.elementsEqual("IEND".utf8) { return }
    }
    throw .unreadable(path: path, reason: "it is cut short before its IEND chunk (truncated)")
  }
}
