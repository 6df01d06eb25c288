/// Undoes PNG's five row filters on RGB rows (3 bytes a pixel), as the PNG specification
/// defines them: None, Sub, Up, Average and Paeth.
///
/// Each filter has a loop of its own, so a row costs a few instructions a byte rather than a
/// choice of filter per byte. Films are written with Sub alone (see `PNGEncoder`), whose loop
/// keeps the pixel to the left in registers instead of reading back what it has just written.
enum RowFilter {
  /// Writes the `count` bytes of the row stored at `row` in `raw` (after its filter byte),
  /// filtered with `filter` (0–4), unfiltered into `canvas` from `target`. `above` is where the
  /// unfiltered row above starts in `canvas`, nil for an image's first row (zeros above it).
  /// False, with nothing written, when `filter` is none of the five.
  static func unfilter(
    _ filter: UInt8, _ raw: Span<UInt8>, from row: Int, into canvas: inout MutableSpan<UInt8>, at target: Int,
    above: Int?, count: Int
  ) -> Bool {
    switch (filter, above) {
    case (0, _), (2, nil):
      for i in 0..<count { canvas[target + i] = raw[row + i] }
    case (1, _), (4, nil):
      // Paeth with zeros above always picks the pixel to the left: Sub, the filter of every film
      // row, whose loop keeps the pixel to the left in registers.
      PixelRows.undoSub(raw, from: row, into: &canvas, at: target, count: count)
    case (2, let above?):
      for i in 0..<count { canvas[target + i] = raw[row + i] &+ canvas[above + i] }
    case (3, _):
      for i in 0..<count {
        let left = i >= 3 ? UInt16(canvas[target + i - 3]) : 0
        let up = above.map { UInt16(canvas[$0 + i]) } ?? 0
        canvas[target + i] = raw[row + i] &+ UInt8((left + up) >> 1)
      }
    case (4, let above?):
      for i in 0..<count {
        let a = i >= 3 ? Int(canvas[target + i - 3]) : 0
        let b = Int(canvas[above + i])
        let c = i >= 3 ? Int(canvas[above + i - 3]) : 0
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        canvas[target + i] = raw[row + i] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
      }
    default:
      return false
    }
    return true
  }
}
