/// Averages blocks of RGBA32 pixels down to RGB, one output row at a time, for captures.
///
/// Each output channel is the rounded mean of the `factor` × `factor` block of source pixels it
/// covers, as `RGBAImage.shrunk(toWidth:height:)` computes it; the alpha is dropped. Factors 1
/// and 2, the ones captures use, have loops of their own with no inner loops over the block.
enum BoxFilter {
  /// Writes output row `y`, `width` RGB pixels, into `row`.
  static func averageRow(
    _ y: Int, of source: UnsafePointer<UInt8>, pitch: Int, factor: Int, width: Int,
    into row: UnsafeMutablePointer<UInt8>
  ) {
    switch factor {
    case 1:
      let p = source + y * pitch
      for x in 0..<width {
        row[3 * x] = p[4 * x]
        row[3 * x + 1] = p[4 * x + 1]
        row[3 * x + 2] = p[4 * x + 2]
      }
    case 2:
      let top = source + 2 * y * pitch
      let bottom = top + pitch
      // Four output pixels at a time while a fifth follows them in the row (each store writes a
      // pixel's alpha over the next pixel's red, which that pixel's store then replaces).
      let groups = (width - 1) / 4
      averageFourPixels(groups: groups, top: top, bottom: bottom, into: row)
      for x in (4 * groups)..<width {
        let i = 8 * x
        for c in 0..<3 {
          let sum =
            UInt32(top[i + c]) + UInt32(top[i + 4 + c]) + UInt32(bottom[i + c]) + UInt32(bottom[i + 4 + c])
          row[3 * x + c] = UInt8((sum + 2) >> 2)
        }
      }
    default:
      let count = UInt32(factor * factor)
      for x in 0..<width {
        var sums: (UInt32, UInt32, UInt32) = (0, 0, 0)
        for sy in 0..<factor {
          let p = source + (y * factor + sy) * pitch + x * factor * 4
          for sx in 0..<factor {
            sums.0 += UInt32(p[4 * sx])
            sums.1 += UInt32(p[4 * sx + 1])
            sums.2 += UInt32(p[4 * sx + 2])
          }
        }
        row[3 * x] = UInt8((sums.0 + count / 2) / count)
        row[3 * x + 1] = UInt8((sums.1 + count / 2) / count)
        row[3 * x + 2] = UInt8((sums.2 + count / 2) / count)
      }
    }
  }

  /// The 2 × 2 means of `groups` runs of four output pixels, with the scalar loop's rounding:
  /// eight source pixels of each row widened to 16-bit channels, summed down the columns and
  /// then across each pair, rounded and narrowed back. A capture's filter took a fifth of its time
  /// one channel at a time, and about half of that this way.
  private static func averageFourPixels(
    groups: Int, top: UnsafePointer<UInt8>, bottom: UnsafePointer<UInt8>,
    into row: UnsafeMutablePointer<UInt8>
  ) {
    let (top, bottom, output) = (
      UnsafeRawPointer(top), UnsafeRawPointer(bottom), UnsafeMutableRawPointer(row)
    )
    for group in 0..<groups {
      let x = 4 * group
      let columns =
        SIMD32<UInt16>(truncatingIfNeeded: top.loadUnaligned(fromByteOffset: 8 * x, as: SIMD32<UInt8>.self))
        &+ SIMD32<UInt16>(
          truncatingIfNeeded: bottom.loadUnaligned(fromByteOffset: 8 * x, as: SIMD32<UInt8>.self))
      // A pixel's four channel sums are one 64-bit lane; no sum carries into the next (4 · 255).
      let pairs = unsafeBitCast(columns, to: SIMD8<UInt64>.self)
      let sums = pairs.evenHalf &+ pairs.oddHalf &+ 0x0002_0002_0002_0002
      let means = (sums &>> 2) & 0x00FF_00FF_00FF_00FF
      let pixels = unsafeBitCast(
        SIMD16<UInt8>(truncatingIfNeeded: unsafeBitCast(means, to: SIMD16<UInt16>.self)),
        to: SIMD4<UInt32>.self)
      for k in 0..<4 { output.storeBytes(of: pixels[k], toByteOffset: 3 * (x + k), as: UInt32.self) }
    }
  }
}
