/// Averages blocks of RGBA32 pixels down to RGB, one output row at a time, for captures.
///
/// Each output channel is the rounded mean of the `factor` × `factor` block of source pixels it
/// covers, as `RGBAImage.shrunk(toWidth:height:)` computes it; the alpha is dropped. Factors 1
/// and 2, the ones captures use, have loops of their own with no inner loops over the block.
enum BoxFilter {
  /// Writes output row `y`, `width` RGB pixels, into `row` from `at`.
  static func averageRow(
    _ y: Int, of source: Span<UInt8>, pitch: Int, factor: Int, width: Int,
    into row: inout MutableSpan<UInt8>, at: Int = 0
  ) {
    averageRow(y, of: source, pitch: pitch, factor: factor, columns: 0..<width, into: &row, at: at)
  }

  /// Writes the pixels in `columns` of output row `y` into `row`, whose pixel x is at
  /// `at + 3 · x`, leaving its other pixels as they are (a frame read again only where it
  /// changed).
  static func averageRow(
    _ y: Int, of source: Span<UInt8>, pitch: Int, factor: Int, columns: Range<Int>,
    into row: inout MutableSpan<UInt8>, at: Int = 0
  ) {
    switch factor {
    case 1:
      let p = y * pitch
      for x in columns {
        row[at + 3 * x] = source[p + 4 * x]
        row[at + 3 * x + 1] = source[p + 4 * x + 1]
        row[at + 3 * x + 2] = source[p + 4 * x + 2]
      }
    case 2:
      let top = 2 * y * pitch
      let bottom = top + pitch
      // Four output pixels at a time while a fifth of the columns follows them (each store writes
      // a pixel's alpha over the next pixel's red, which that pixel's store then replaces).
      let first = columns.lowerBound
      let groups = max(columns.count - 1, 0) / 4
      PixelRows.averageFourPixelRuns(
        groups, of: source, top: top + 8 * first, bottom: bottom + 8 * first, into: &row, at: at + 3 * first)
      for x in (first + 4 * groups)..<columns.upperBound {
        let i = 8 * x
        for c in 0..<3 {
          let sum =
            UInt32(source[top + i + c]) + UInt32(source[top + i + 4 + c]) + UInt32(source[bottom + i + c])
            + UInt32(source[bottom + i + 4 + c])
          row[at + 3 * x + c] = UInt8((sum + 2) >> 2)
        }
      }
    default:
      let count = UInt32(factor * factor)
      for x in columns {
        var sums: (UInt32, UInt32, UInt32) = (0, 0, 0)
        for sy in 0..<factor {
          let p = (y * factor + sy) * pitch + x * factor * 4
          for sx in 0..<factor {
            sums.0 += UInt32(source[p + 4 * sx])
            sums.1 += UInt32(source[p + 4 * sx + 1])
            sums.2 += UInt32(source[p + 4 * sx + 2])
          }
        }
        row[at + 3 * x] = UInt8((sums.0 + count / 2) / count)
        row[at + 3 * x + 1] = UInt8((sums.1 + count / 2) / count)
        row[at + 3 * x + 2] = UInt8((sums.2 + count / 2) / count)
      }
    }
  }
}
