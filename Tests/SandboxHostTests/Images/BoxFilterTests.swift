import Testing

@testable import SandboxHost

@Suite struct BoxFilterTests {
  /// RGBA32 rows of `width` × `height` pixels of varied values.
  private func source(width: Int, height: Int) -> [UInt8] {
    (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
  }

  @Test func aRowsColumnsAreAveragedAsTheWholeRowAveragesThemAndTheRestIsLeft() {
    for factor in 1...3 {
      let width = 23
      let pixels = source(width: width * factor, height: 2 * factor)
      let pitch = width * factor * 4
      var whole = [UInt8](repeating: 0, count: width * 3 + 1)
      var span = whole.mutableSpan
      BoxFilter.averageRow(1, of: pixels.span, pitch: pitch, factor: factor, width: width, into: &span)
      for columns in [0..<23, 0..<1, 5..<6, 3..<12, 7..<23, 22..<23, 4..<4] {
        var part = [UInt8](repeating: 9, count: width * 3 + 1)
        var partSpan = part.mutableSpan
        BoxFilter.averageRow(
          1, of: pixels.span, pitch: pitch, factor: factor, columns: columns, into: &partSpan)
        for x in 0..<width {
          let wanted = columns.contains(x) ? Array(whole[(3 * x)..<(3 * x + 3)]) : [9, 9, 9]
          #expect(Array(part[(3 * x)..<(3 * x + 3)]) == wanted, "factor \(factor), \(columns), pixel \(x)")
        }
      }
    }
  }
}
