import Dispatch
import Foundation

/// The pixel work of the image codecs and the rasterizer that goes through pointers: filling and
/// copying stretches of rows, comparing them, the vectorized 2 × 2 average of a capture, undoing
/// PNG's Sub filter, and handing the bands of one buffer to several threads at once.
///
/// Every function takes spans and checks that each range it is given lies within them before
/// it touches a byte; its callers see no pointer.
enum PixelRows {
  /// Sets `pixels[range]` to `value`.
  static func fill<Element: BitwiseCopyable>(
    _ pixels: inout MutableSpan<Element>, _ range: Range<Int>, with value: Element
  ) {
    precondition(range.lowerBound >= 0 && range.upperBound <= pixels.count)
    // Safe: the range lies within the span (checked above), which is borrowed for the call.
    pixels.withUnsafeMutableBufferPointer { pixels in
      (pixels.baseAddress! + range.lowerBound).update(repeating: value, count: range.count)
    }
  }

  /// Copies `source[range]` into `target` from `offset` on.
  static func copy(
    _ source: Span<UInt8>, _ range: Range<Int>, into target: inout MutableSpan<UInt8>, at offset: Int = 0
  ) {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= source.count && offset >= 0
        && offset + range.count <= target.count)
    guard !range.isEmpty else { return }
    // Safe: both stretches lie within their spans (checked above); a span and a mutable span
    // borrowed at once cannot overlap.
    source.withUnsafeBufferPointer { source in
      target.withUnsafeMutableBufferPointer { target in
        (target.baseAddress! + offset).update(
          from: source.baseAddress! + range.lowerBound, count: range.count)
      }
    }
  }

  /// Whether `a` and `b` hold the same bytes in `range` (within both), compared at once: most
  /// rows of two frames of one motion are equal, and a row's bytes compared one by one cost far
  /// more than this.
  static func equal(_ a: Span<UInt8>, _ b: Span<UInt8>, in range: Range<Int>) -> Bool {
    precondition(range.lowerBound >= 0 && range.upperBound <= min(a.count, b.count))
    guard !range.isEmpty else { return true }
    // Safe: the range lies within both spans (checked above), which are borrowed for the call.
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        memcmp(a.baseAddress! + range.lowerBound, b.baseAddress! + range.lowerBound, range.count) == 0
      }
    }
  }

  /// Whether the `count` bytes of `a` from `aStart` are those of `b` from `bStart` (both within
  /// their spans): a row of one image against a row of another laid out otherwise.
  static func equal(_ a: Span<UInt8>, from aStart: Int, _ b: Span<UInt8>, from bStart: Int, count: Int)
    -> Bool
  {
    precondition(
      aStart >= 0 && bStart >= 0 && count >= 0 && count <= a.count - aStart && count <= b.count - bStart)
    guard count > 0 else { return true }
    // Safe: both stretches lie within their spans (checked above), which are borrowed for the call.
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in memcmp(a.baseAddress! + aStart, b.baseAddress! + bStart, count) == 0 }
    }
  }

  /// Writes into `row` from `at` the 2 × 2 means of `groups` runs of four RGB output pixels, from
  /// the RGBA32 rows starting at `top` and `bottom` in `source`, with `BoxFilter`'s rounding:
  /// eight source pixels of each row widened to 16-bit channels, summed down the columns and
  /// then across each pair, rounded and narrowed back. A capture's filter took a fifth of its
  /// time one channel at a time, and about half of that this way. Each run's store writes one
  /// byte past its three pixels (the next pixel's red, which the next store replaces), so `row`
  /// must hold a pixel more than the runs.
  static func averageFourPixelRuns(
    _ groups: Int, of source: Span<UInt8>, top: Int, bottom: Int, into row: inout MutableSpan<UInt8>, at: Int
  ) {
    guard groups > 0 else { return }
    precondition(
      top >= 0 && bottom >= 0 && max(top, bottom) + 32 * groups <= source.count && at >= 0
        && at + 12 * groups + 1 <= row.count)
    // Safe: every load reads 32 bytes at `top` or `bottom` + 32 · group and every store writes
    // four bytes at `at` + 12 · group + 3 · k (k < 4), all within the spans (checked above); loads and stores are
    // unaligned ones, and every lane type used has no invalid bit patterns.
    source.withUnsafeBytes { source in
      row.withUnsafeMutableBytes { output in
        for group in 0..<groups {
          let x = 4 * group
          let columns =
            SIMD32<UInt16>(
              truncatingIfNeeded: source.loadUnaligned(fromByteOffset: top + 8 * x, as: SIMD32<UInt8>.self))
            &+ SIMD32<UInt16>(
              truncatingIfNeeded: source.loadUnaligned(fromByteOffset: bottom + 8 * x, as: SIMD32<UInt8>.self)
            )
          // A pixel's four channel sums are one 64-bit lane; no sum carries into the next (4 · 255).
          let pairs = unsafeBitCast(columns, to: SIMD8<UInt64>.self)
          let sums = pairs.evenHalf &+ pairs.oddHalf &+ 0x0002_0002_0002_0002
          let means = (sums &>> 2) & 0x00FF_00FF_00FF_00FF
          let pixels = unsafeBitCast(
            SIMD16<UInt8>(truncatingIfNeeded: unsafeBitCast(means, to: SIMD16<UInt16>.self)),
            to: SIMD4<UInt32>.self)
          for k in 0..<4 { output.storeBytes(of: pixels[k], toByteOffset: at + 3 * (x + k), as: UInt32.self) }
        }
      }
    }
  }

  /// Applies PNG's Sub filter to the `count` bytes of a row at `at` in `rows`, pixels of
  /// `channels` bytes: each byte minus the same channel of the pixel to its left, from the right.
  static func applySub(to rows: inout MutableSpan<UInt8>, at: Int, count: Int, channels: Int) {
    precondition(at >= 0 && count >= 0 && count <= rows.count - at && channels > 0)
    guard count > channels else { return }
    // Safe: every byte read and written lies in `at..<at + count`, within the span (checked above).
    rows.withUnsafeMutableBufferPointer { rows in
      let row = rows.baseAddress! + at
      var i = count - 1
      while i >= channels {
        row[i] &-= row[i - channels]
        i -= 1
      }
    }
  }

  /// Undoes PNG's Sub filter on the `count` bytes of an RGB row at `row` in `raw`, writing them
  /// into `canvas` from `target`: the pixel to the left stays in registers, which takes a row
  /// from about eleven instructions a byte (checked spans) to four.
  static func undoSub(
    _ raw: Span<UInt8>, from row: Int, into canvas: inout MutableSpan<UInt8>, at target: Int, count: Int
  ) {
    precondition(
      count % 3 == 0 && row >= 0 && target >= 0 && count <= raw.count - row && count <= canvas.count - target)
    guard count > 0 else { return }
    // Safe: the `count` bytes read and written lie within the spans (checked above).
    raw.withUnsafeBufferPointer { raw in
      canvas.withUnsafeMutableBufferPointer { canvas in
        let (input, output) = (raw.baseAddress! + row, canvas.baseAddress! + target)
        var (r, g, b): (UInt8, UInt8, UInt8) = (0, 0, 0)
        for i in Swift.stride(from: 0, to: count, by: 3) {
          r &+= input[i]
          g &+= input[i + 1]
          b &+= input[i + 2]
          output[i] = r
          output[i + 1] = g
          output[i + 2] = b
        }
      }
    }
  }

  /// Runs `body(b, rows)` for each band `b` in `0..<bands` at once, on as many threads, handing
  /// band `b` the stretch `range(b)` of `buffer` as its own; the stretches must lie within the
  /// buffer one after another without overlapping, which is checked first. Returns when every
  /// band is done.
  static func forEachBand(
    _ bands: Int, of buffer: inout [UInt8], range: (Int) -> Range<Int>,
    _ body: @Sendable (_ band: Int, _ rows: inout MutableSpan<UInt8>) -> Void
  ) {
    var none: [UInt8] = []
    _ = run(bands, &buffer, range, &none, { _ in 0..<0 }, alongside: {}, runsAlongside: false) {
      band, rows, _ in body(band, &rows)
    }
  }

  /// Runs the bands as `forEachBand(_:of:range:_:)` does, and `alongside` meanwhile on one more
  /// thread, started first. `alongside` cannot touch `buffer`, which is lent to this call, and
  /// the bands, being Sendable, share nothing with it.
  static func forEachBand(
    _ bands: Int, of buffer: inout [UInt8], range: (Int) -> Range<Int>, alongside: () -> Void,
    _ body: @Sendable (_ band: Int, _ rows: inout MutableSpan<UInt8>) -> Void
  ) {
    var none: [UInt8] = []
    _ = run(bands, &buffer, range, &none, { _ in 0..<0 }, alongside: alongside, runsAlongside: true) {
      band, rows, _ in body(band, &rows)
    }
  }

  /// Runs `body(b, first, second)` for each band `b` in `0..<bands` at once, on as many threads,
  /// handing band `b` the stretches `firstRange(b)` of `first` and `secondRange(b)` of `second`
  /// as its own, and returns what each band returned, in order. Each buffer's stretches must lie
  /// within it one after another without overlapping, which is checked first.
  static func forEachBand<Result: Sendable>(
    _ bands: Int, of first: inout [UInt8], _ firstRange: (Int) -> Range<Int>, and second: inout [UInt8],
    _ secondRange: (Int) -> Range<Int>,
    _ body:
      @Sendable (_ band: Int, _ first: inout MutableSpan<UInt8>, _ second: inout MutableSpan<UInt8>) -> Result
  ) -> [Result] {
    run(bands, &first, firstRange, &second, secondRange, alongside: {}, runsAlongside: false, body)
  }

  private static func run<Result: Sendable>(
    _ bands: Int, _ first: inout [UInt8], _ firstRange: (Int) -> Range<Int>, _ second: inout [UInt8],
    _ secondRange: (Int) -> Range<Int>, alongside: () -> Void, runsAlongside: Bool,
    _ body:
      @Sendable (_ band: Int, _ first: inout MutableSpan<UInt8>, _ second: inout MutableSpan<UInt8>) -> Result
  ) -> [Result] {
    precondition(bands > 0)
    let firstRanges = disjointRanges(bands, within: first.count, firstRange)
    let secondRanges = disjointRanges(bands, within: second.count, secondRange)
    var results: [Result?] = Array(repeating: nil, count: bands)
    let tasks = runsAlongside ? bands + 1 : bands
    // Safe: each band writes only its own stretches of the two buffers (in bounds and disjoint,
    // checked above) and its own element of `results`; `body` is Sendable, so it shares nothing
    // else that could race, and `alongside`, on a thread of its own, sees neither buffer. The
    // three arrays are borrowed for the whole of `concurrentPerform`, which returns only when
    // every task is done, so no pointer outlives its array.
    first.withUnsafeMutableBufferPointer { first in
      second.withUnsafeMutableBufferPointer { second in
        results.withUnsafeMutableBufferPointer { results in
          withoutActuallyEscaping(alongside) { alongside in
            let shared = SharedBands(
              first: first, firstRanges: firstRanges, second: second, secondRanges: secondRanges,
              results: results, alongside: alongside)
            DispatchQueue.concurrentPerform(iterations: tasks) { task in
              let band = tasks > bands ? task - 1 : task
              guard band >= 0 else { return shared.alongside() }
              let firstBuffer = UnsafeMutableBufferPointer(rebasing: shared.first[shared.firstRanges[band]])
              let secondBuffer = UnsafeMutableBufferPointer(
                rebasing: shared.second[shared.secondRanges[band]])
              var firstRows = firstBuffer.mutableSpan
              var secondRows = secondBuffer.mutableSpan
              shared.results[band] = body(band, &firstRows, &secondRows)
            }
          }
        }
      }
    }
    return results.map { $0! }
  }

  /// The bands' ranges, checked to lie within `count` one after another without overlapping.
  private static func disjointRanges(_ bands: Int, within count: Int, _ range: (Int) -> Range<Int>) -> [Range<
    Int
  >] {
    var end = 0
    return (0..<bands).map { band in
      let stretch = range(band)
      precondition(stretch.lowerBound >= end && stretch.upperBound <= count, "overlapping or outlying bands")
      end = max(end, stretch.upperBound)
      return stretch
    }
  }
}

/// What the threads of `PixelRows.forEachBand` share; see the note there on why it is safe.
private struct SharedBands<Result>: @unchecked Sendable {
  let first: UnsafeMutableBufferPointer<UInt8>
  let firstRanges: [Range<Int>]
  let second: UnsafeMutableBufferPointer<UInt8>
  let secondRanges: [Range<Int>]
  let results: UnsafeMutableBufferPointer<Result?>
  let alongside: () -> Void
}
