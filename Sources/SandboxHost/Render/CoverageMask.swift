/// Which pixels of a surface an opaque fill has already written in a frame drawn front to back,
/// one bit a pixel.
///
/// An opaque, single-coloured fill replaces the pixels it covers, so a pixel ends with the colour
/// of the last fill over it. Drawn from the last shape in drawing order to the first, each fill
/// writes only the pixels no fill has written yet: the same pixels come out, each written once,
/// and a shape whose pixels are all written already need not be tessellated at all. A scene of
/// fifty thousand overlapping elements covers its surface many times over; front to back, the
/// elements below the covered surface cost a look at the mask.
struct CoverageMask {
  /// The surface's size in pixels.
  private(set) var width = 0
  private(set) var height = 0
  /// The bits of each row, one `UInt64` for 64 pixels (the last partly used), rows one after
  /// another.
  private var words: [UInt64] = []
  private var wordsPerRow = 0
  /// How many pixels are written.
  private var coveredCount = 0

  /// Whether every pixel is written: nothing drawn after this shows.
  var isFull: Bool { coveredCount == width * height }

  /// Clears the mask for a surface of `width` × `height` pixels, keeping its storage.
  mutating func reset(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    wordsPerRow = (self.width + 63) / 64
    let count = wordsPerRow * self.height
    if words.count == count {
      for index in words.indices { words[index] = 0 }
    } else {
      words = [UInt64](repeating: 0, count: count)
    }
    coveredCount = 0
  }

  /// The bits of one word of a row that lie in columns `first` through `last` (inclusive), where
  /// the word holds columns `64 · word` to `64 · word + 63`.
  private static func bits(word: Int, first: Int, last: Int) -> UInt64 {
    let low = max(first - 64 * word, 0)
    let high = min(last - 64 * word, 63)
    guard low <= high else { return 0 }
    let upTo = high == 63 ? UInt64.max : (UInt64(1) << UInt64(high + 1)) - 1
    return upTo & ~((UInt64(1) << UInt64(low)) - 1)
  }

  /// Whether every pixel in columns `left..<right` of rows `top..<bottom`, cut to the surface,
  /// is written (true for a rectangle that lies wholly off the surface).
  func isCovered(left: Int, top: Int, right: Int, bottom: Int) -> Bool {
    let (x0, y0) = (max(left, 0), max(top, 0))
    let (x1, y1) = (min(right, width), min(bottom, height))
    guard x0 < x1, y0 < y1 else { return true }
    let (firstWord, lastWord) = (x0 / 64, (x1 - 1) / 64)
    for y in y0..<y1 {
      let row = y * wordsPerRow
      for word in firstWord...lastWord {
        let wanted = Self.bits(word: word, first: x0, last: x1 - 1)
        if words[row + word] & wanted != wanted { return false }
      }
    }
    return true
  }

  /// Writes `color` into the pixels of row `y`, columns `first` through `last` (inclusive, within
  /// the surface), that are not written yet, and marks them written. `rowStart` is the index of
  /// the row's first pixel in `pixels`.
  mutating func fill(
    row y: Int, from first: Int, through last: Int, rowStart: Int, color: UInt32,
    in pixels: inout MutableSpan<UInt32>
  ) {
    let row = y * wordsPerRow
    for word in (first / 64)...(last / 64) {
      let wanted = Self.bits(word: word, first: first, last: last)
      var open = wanted & ~words[row + word]
      guard open != 0 else { continue }
      words[row + word] |= open
      coveredCount += open.nonzeroBitCount
      let base = rowStart + 64 * word
      if open == wanted {
        // The whole stretch is new: written in one go.
        let from = max(first, 64 * word)
        let through = min(last, 64 * word + 63)
        PixelRows.fill(&pixels, (rowStart + from)..<(rowStart + through + 1), with: color)
        continue
      }
      while open != 0 {
        pixels[base + open.trailingZeroBitCount] = color
        open &= open - 1
      }
    }
  }
}
