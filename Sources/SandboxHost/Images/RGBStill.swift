/// Compares a PNG still with a frame by decoding it here, for the stills the sandbox writes
/// (8-bit RGB without interlacing): its image data inflated with libdeflate (`Inflater`) and its
/// rows unfiltered with `RowFilter`. SDL_image (libpng and zlib) took about 3 ms to decode an
/// 800 × 600 capture, most of it zlib copying the long runs captures are made of; a suite
/// decodes every still golden its captures match.
///
/// Any other PNG, or one with a chunk that could change how its pixels are read (a colour key,
/// gamma, a colour profile), is left to SDL_image, as is a damaged one, so the answer is always
/// the one SDL_image's decoding would give.
enum RGBStill {
  /// The chunks a still may carry besides its image data for the pixels to be what its rows
  /// say: text, a time and a pixel size change nothing.
  private static let harmlessChunks: Set<String> = ["tEXt", "zTXt", "iTXt", "tIME", "pHYs"]

  /// Whether the PNG file `png` holds exactly the pixels of `frame` (RGB, rows `3 · width`
  /// bytes apart); nil when it is not a PNG this reads (see above) or is damaged, for SDL_image
  /// to decide.
  static func holds(_ frame: [UInt8], width: Int, height: Int, png: [UInt8]) -> Bool? {
    precondition(frame.count == width * height * 3)
    guard let pieces = imageData(of: png, width: width, height: height) else { return nil }
    let stride = width * 3 + 1
    var raw = [UInt8](repeating: 0, count: stride * height + 1)
    guard Inflater().decompress(pieces, of: png, into: &raw, length: stride * height) else { return nil }
    var canvas = [UInt8](repeating: 0, count: frame.count)
    let rows = raw.span
    var pixels = canvas.mutableSpan
    for y in 0..<height {
      let target = y * (stride - 1)
      guard
        RowFilter.unfilter(
          rows[y * stride], rows, from: y * stride + 1, into: &pixels, at: target,
          above: y > 0 ? target - (stride - 1) : nil, count: stride - 1)
      else { return nil }
    }
    return PixelRows.equal(canvas.span, frame.span, in: 0..<frame.count)
  }

  /// The byte ranges of the `IDAT` chunks of `png`, when it is a whole 8-bit RGB PNG of
  /// `width` × `height` without interlacing whose every chunk's CRC holds and whose other chunks
  /// are harmless ones; else nil.
  private static func imageData(of png: [UInt8], width: Int, height: Int) -> [Range<Int>]? {
    guard png.count >= 8, Array(png[0..<8]) == PNGEncoder.signature else { return nil }
    var chunks = PNGChunks(png)
    var pieces: [Range<Int>] = []
    var sawHeader = false
    // PNG's image data is one run of IDAT chunks: an IDAT after another chunk follows them is
    // SDL_image's to refuse.
    var imageDataEnded = false
    while !chunks.isAtEnd {
      guard let chunk = try? chunks.next() else { return nil }
      let data = chunk.data
      switch chunk.type {
      case "IHDR" where !sawHeader && data.count == 13:
        guard chunks.bigEndian(at: data.lowerBound) == width,
          chunks.bigEndian(at: data.lowerBound + 4) == height,
          Array(png[(data.lowerBound + 8)..<data.upperBound]) == [8, 2, 0, 0, 0]
        else { return nil }
        sawHeader = true
      case "IDAT" where sawHeader && !imageDataEnded: pieces.append(data)
      case "IEND" where sawHeader && !pieces.isEmpty: return chunks.isAtEnd ? pieces : nil
      case _ where sawHeader && harmlessChunks.contains(chunk.type): imageDataEnded = !pieces.isEmpty
      default: return nil
      }
    }
    return nil
  }
}
