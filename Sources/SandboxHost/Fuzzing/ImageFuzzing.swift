import Foundation

/// The image fuzz target: a PNG as a still golden or capture is read, and a film (APNG) as a
/// film golden is read, every frame decoded.
enum ImageFuzzing {
  /// Reads `bytes` as a PNG and as a film.
  static func run(_ bytes: [UInt8]) {
    let path = FuzzTarget.scratchFile("fuzz.png", holding: bytes)
    if let size = try? PNGHeader.size(of: path), size.width <= 1024, size.height <= 1024 {
      // As a still golden is compared with a capture of its size.
      let frame = [UInt8](repeating: 0, count: size.width * size.height * 3)
      _ = RGBStill.holds(frame, width: size.width, height: size.height, png: bytes)
    }
    _ = try? RGBAImage(contentsOfPNG: path)
    inflate(bytes)
    guard var film = try? FilmDecoder(bytes: bytes, path: path) else { return }
    while (try? film.next()) != nil {}
  }

  /// Inflates `bytes` as a zlib stream, checked and unchecked, whole and in two pieces: a film's
  /// frames reach the inflater only through chunks whose CRCs hold, which a mutated film seldom
  /// keeps, so the inflater is fuzzed on its own too.
  static func inflate(_ bytes: [UInt8]) {
    let inflater = Inflater()
    // Any length will do: the stream is decoded until it ends or overflows the room.
    let length = 1 << 16
    var output = [UInt8](repeating: 0, count: length + 1)
    let half = bytes.count / 2
    for pieces in [[0..<bytes.count], [0..<half, half..<bytes.count]] {
      for checksummed in [true, false] {
        _ = inflater.decompress(pieces, of: bytes, into: &output, length: length, checksummed: checksummed)
      }
    }
  }
}
