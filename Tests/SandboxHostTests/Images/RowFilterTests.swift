import Testing

@testable import SandboxHost

@Suite struct RowFilterTests {
  /// Filters `rows` (each `count` bytes, RGB) with `filter` as a PNG encoder would, by the PNG
  /// specification's definitions: what `RowFilter.unfilter` must undo.
  static func filtered(_ rows: [[UInt8]], with filter: UInt8) -> [[UInt8]] {
    rows.indices.map { y in
      let row = rows[y]
      return row.indices.map { i in
        let a = i >= 3 ? Int(row[i - 3]) : 0
        let b = y > 0 ? Int(rows[y - 1][i]) : 0
        let c = i >= 3 && y > 0 ? Int(rows[y - 1][i - 3]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = a
        case 2: predicted = b
        case 3: predicted = (a + b) / 2
        default:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        return UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
      }
    }
  }

  /// Every filter is undone exactly, onto a rectangle inside a larger canvas (the row above is
  /// the rectangle's, not the canvas's), whatever the canvas held before.
  @Test func everyFilterIsUndoneOntoARectangleOfTheCanvas() {
    let (canvasWidth, canvasHeight) = (9, 7)
    let (x, y, width, height) = (2, 1, 6, 5)
    var seed: UInt32 = 2024
    let rows = (0..<height).map { _ in
      (0..<(3 * width)).map { _ in
        seed = seed &* 1_103_515_245 &+ 12345
        return UInt8(truncatingIfNeeded: seed >> 16)
      }
    }
    for filter in UInt8(0)...4 {
      let stored = Self.filtered(rows, with: filter)
      // As a film stores them: each row after its filter byte.
      let raw = stored.flatMap { [filter] + $0 }
      var canvas = [UInt8](repeating: 77, count: canvasWidth * canvasHeight * 3)
      do {
        var span = canvas.mutableSpan
        for row in 0..<height {
          let target = ((y + row) * canvasWidth + x) * 3
          let done = RowFilter.unfilter(
            filter, raw.span, from: row * (3 * width + 1) + 1, into: &span, at: target,
            above: row > 0 ? target - canvasWidth * 3 : nil, count: 3 * width)
          #expect(done, "filter \(filter)")
        }
      }
      for row in 0..<canvasHeight {
        let start = row * canvasWidth * 3
        let line = Array(canvas[start..<(start + canvasWidth * 3)])
        let inside = (y..<(y + height)).contains(row)
        let expected =
          inside
          ? [UInt8](repeating: 77, count: 3 * x) + rows[row - y]
            + [UInt8](repeating: 77, count: 3 * (canvasWidth - x - width))
          : [UInt8](repeating: 77, count: canvasWidth * 3)
        #expect(line == expected, "filter \(filter), row \(row)")
      }
    }
  }

  @Test func anUnknownFilterIsRefused() {
    var canvas = [UInt8](repeating: 0, count: 6)
    let raw: [UInt8] = [5, 1, 2, 3, 4, 5, 6]
    var span = canvas.mutableSpan
    #expect(!RowFilter.unfilter(5, raw.span, from: 1, into: &span, at: 0, above: nil, count: 6))
  }
}
