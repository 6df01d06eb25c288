import Foundation

/// The image fuzz target: a PNG as a still golden or capture is read, and a film (APNG) as a
/// film golden is read, every frame decoded.
enum ImageFuzzing {
  /// Reads `bytes` as a PNG and as a film.
  static func run(_ bytes: [UInt8]) {
    let path = FuzzTarget.scratchFile("fuzz.png", holding: bytes)
    _ = try? PNGHeader.size(of: path)
    _ = try? RGBAImage(contentsOfPNG: path)
    guard var film = try? FilmDecoder(bytes: bytes, path: path) else { return }
    while (try? film.next()) != nil {}
  }
}
