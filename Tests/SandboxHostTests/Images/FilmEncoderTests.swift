import Foundation
import Testing

@testable import SandboxHost

@Suite struct FilmEncoderTests {
  /// A `width` × `height` RGB frame: a flat background with a square of side 6 at (x, y).
  static func frame(width: Int = 40, height: Int = 30, squareAt x: Int, _ y: Int, shade: UInt8 = 200)
    -> [UInt8]
  {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for py in 0..<height {
      for px in 0..<width {
        let i = (py * width + px) * 3
        let inSquare = (x..<x + 6).contains(px) && (y..<y + 6).contains(py)
        pixels[i] = inSquare ? shade : 30
        pixels[i + 1] = inSquare ? 40 : UInt8(truncatingIfNeeded: px)
        pixels[i + 2] = inSquare ? 90 : UInt8(truncatingIfNeeded: py * 3)
      }
    }
    return pixels
  }

  static func film(_ frames: [(Double, [UInt8])], width: Int = 40, height: Int = 30) throws -> [UInt8] {
    var encoder = FilmEncoder(width: width, height: height)
    for (time, frame) in frames { try encoder.append(frame, at: time) }
    return encoder.file()
  }

  @Test func everyFrameDecodesToTheExactPixelsAtItsExactTime() throws {
    let times = [0.5, 0.5 + 1.0 / 60, 0.55, 2.0 / 3, 0.7]
    let frames = times.indices.map { Self.frame(squareAt: 3 + 5 * $0, 4 + 2 * $0) }
    let bytes = try Self.film(Array(zip(times, frames)))
    var decoder = try FilmDecoder(bytes: bytes, path: "film.png")
    #expect(decoder.times == times)
    #expect(decoder.width == 40 && decoder.height == 30)
    var seen = 0
    while let index = try decoder.next() {
      #expect(decoder.canvas == frames[index], "frame \(index)")
      seen += 1
    }
    #expect(seen == times.count)
  }

  @Test func aLaterFrameStoresOnlyTheRectangleThatChanged() {
    let before = Self.frame(squareAt: 10, 10)
    let after = Self.frame(squareAt: 12, 11)
    #expect(
      FrameRectangle.changed(from: before, to: after, width: 40, height: 30)
        == FrameRectangle(x: 10, y: 10, width: 8, height: 7))
    // Nothing changed: one pixel, as a frame must hold at least one.
    #expect(
      FrameRectangle.changed(from: before, to: before, width: 40, height: 30)
        == FrameRectangle(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func aStillSceneCostsAlmostNothingPerFrame() throws {
    let still = Self.frame(squareAt: 10, 10)
    let one = try Self.film([(0, still)])
    let hundred = try Self.film((0..<100).map { (Double($0) / 60, still) })
    // Per unchanged frame: an fcTL (38 bytes), an fdAT of one pixel (about 30) and a time.
    #expect(hundred.count - one.count < 100 * 90)
  }

  @Test func delaysAreExactFractionsOfASecondWhereTheyCanBe() {
    #expect(FilmEncoder.delayFraction(1.0 / 60) == (1, 60))
    #expect(FilmEncoder.delayFraction(3.0 / 60) == (1, 20))
    #expect(FilmEncoder.delayFraction(0.25) == (1, 4))
    #expect(FilmEncoder.delayFraction(10) == (10, 1))
    #expect(FilmEncoder.delayFraction(0.012_345_6) == (123, 10_000))
    #expect(FilmEncoder.delayFraction(100.000_01) == (10_000, 100))
  }

  @Test func damagedFilmsAreRefusedWithWhatIsWrong() throws {
    let bytes = try Self.film([(0, Self.frame(squareAt: 1, 1)), (0.1, Self.frame(squareAt: 2, 1))])
    func fault(_ bytes: [UInt8]) -> String {
      do {
        var decoder = try FilmDecoder(bytes: bytes, path: "f.png")
        while try decoder.next() != nil {}
        return "no fault"
      } catch {
        return "\(error)"
      }
    }
    #expect(fault(Array(bytes.prefix(bytes.count - 20))).contains("truncated"))
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0xFF
    #expect(fault(flipped).contains("not a film"))
    #expect(fault(Array("hello".utf8)).contains("not a PNG"))
    // A still PNG is no film.
    var still = PNGEncoder()
    try still.encode(width: 2, height: 2, channels: 3) { _, rows, at in
      for i in at..<(at + 6) { rows[i] = 9 }
    }
    #expect(fault(still.file).contains("a still PNG, not an animated one"))
    #expect(fault(bytes) == "no fault")
  }
}

@Suite struct FilmComparisonTests {
  func write(_ bytes: [UInt8], _ folder: TemporaryDirectory, _ name: String) throws -> String {
    let path = folder.path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aFailureNamesTheFirstDifferingFrameHowManyDifferAndTheLargestDifference() throws {
    let folder = try TemporaryDirectory()
    let times = (0..<6).map { 0.5 + Double($0) / 60 }
    let expected = times.indices.map { FilmEncoderTests.frame(squareAt: 2 + 3 * $0, 5) }
    var actual = expected
    actual[3] = FilmEncoderTests.frame(squareAt: 11, 5, shade: 220)
    actual[4] = FilmEncoderTests.frame(squareAt: 14, 5, shade: 180)
    let a = try write(try FilmEncoderTests.film(Array(zip(times, expected))), folder, "a.png")
    let b = try write(try FilmEncoderTests.film(Array(zip(times, actual))), folder, "b.png")
    let result = try FilmComparison.compare(expected: a, actual: b, tolerance: 0)
    #expect(!result.matches)
    #expect(result.firstDifference == 3)
    #expect(result.differingFrames.map(\.index) == [3, 4])
    #expect(result.largestChannelDifference == 20)
    #expect(result.summary.hasPrefix("2 of 6 frames differ, first at frame 3 (t 0.55)"))
    #expect(
      result.summary.contains("pixels differ by more than 0, where maxPixels 0 allows 0 of"),
      "\(result.summary)")
    // Within the tolerance, they match.
    #expect(try FilmComparison.compare(expected: a, actual: b, tolerance: 20).matches)
    #expect(try FilmComparison.compare(expected: a, actual: a, tolerance: 0).matches)
  }

  @Test func framesAtOtherTimesOrAnotherCountDiffer() throws {
    let folder = try TemporaryDirectory()
    let frame = FilmEncoderTests.frame(squareAt: 2, 2)
    let a = try write(try FilmEncoderTests.film([(0, frame), (0.1, frame), (0.2, frame)]), folder, "a.png")
    let b = try write(try FilmEncoderTests.film([(0, frame), (0.1, frame), (0.25, frame)]), folder, "b.png")
    let c = try write(try FilmEncoderTests.film([(0, frame), (0.1, frame)]), folder, "c.png")
    let later = try FilmComparison.compare(expected: a, actual: b, tolerance: 0)
    #expect(later.firstDifference == 2)
    #expect(later.summary.contains("frame 2 is at t 0.25, expected t 0.2"))
    let shorter = try FilmComparison.compare(expected: a, actual: c, tolerance: 0)
    #expect(shorter.firstDifference == 2)
    #expect(shorter.summary == "expected 3 frames, actual 2")
  }
}

@Suite struct TrackComparisonTests {
  static func line(_ t: Double, x: Double) -> String {
    "{\"t\": \(t), \"atRest\": false, \"elements\": [{\"name\": \"square\", \"position\": [\(x), 10.0]}]}"
  }

  @Test func aFailureNamesTheFirstDifferingDumpAndItsFields() throws {
    let folder = try TemporaryDirectory()
    let a = try folder.write(
      "a.jsonl", [0.0, 0.1, 0.2].map { Self.line($0, x: $0 * 100) }.joined(separator: "\n") + "\n")
    let b = try folder.write(
      "b.jsonl",
      [0.0, 0.1, 0.2].map { Self.line($0, x: $0 * 100 + ($0 > 0.05 ? 2 : 0)) }.joined(separator: "\n") + "\n")
    let result = try TrackComparison.compare(expected: a, actual: b, tolerances: NumberTolerances(any: 1e-6))
    #expect(!result.matches)
    #expect(result.differingLines.map(\.index) == [1, 2])
    #expect(result.differingLines.first?.fields.map(\.path) == ["elements[square].position[0]"])
    #expect(abs(result.largestDifference - 2) < 1e-9)
    #expect(
      result.summary.hasPrefix("2 of 3 dumps differ, first at dump 1 (t 0.1): elements[square].position[0]"))
    #expect(
      try TrackComparison.compare(expected: a, actual: b, tolerances: NumberTolerances(any: 2.5)).matches)
  }

  @Test func aSpringThatSettlesEarlierIsNamedWithBothTimes() throws {
    func track(restingFrom rest: Double) -> String {
      [0.65, 0.7, 0.75, 0.8].map { t in
        "{\"t\": \(t), \"atRest\": \(t >= rest), \"elements\": [], \"interactions\": "
          + "[{\"type\": \"tossable\", \"element\": \"square\", \"state\": \"\(t >= rest ? "atRest" : "active")\"}]}"
      }.joined(separator: "\n") + "\n"
    }
    let folder = try TemporaryDirectory()
    let golden = try folder.write("a.jsonl", track(restingFrom: 0.75))
    let stiffer = try folder.write("b.jsonl", track(restingFrom: 0.7))
    let result = try TrackComparison.compare(
      expected: golden, actual: stiffer, tolerances: NumberTolerances())
    #expect(
      result.summary
        == "1 of 4 dumps differ, first at dump 1 (t 0.7): atRest, interactions[tossable:square].state")
    #expect(
      TrackDifference(result: result, actual: stiffer).details == [
        "  dump 1: atRest: expected false, actual true (actual true from t 0.7, expected from t 0.75)",
        "  dump 1: interactions[tossable:square].state: expected \"active\", actual \"atRest\" "
          + "(actual \"atRest\" from t 0.7, expected from t 0.75)",
      ])
  }

  @Test func aMalformedLineIsAFaultWithFileAndLine() throws {
    let folder = try TemporaryDirectory()
    let good = try folder.write("a.jsonl", Self.line(0, x: 1) + "\n")
    let bad = try folder.write("b.jsonl", Self.line(0, x: 1) + "\n{\"t\": 0.1, \"atRest\": tru\n")
    #expect(throws: InputErrors.self) {
      try TrackComparison.compare(expected: good, actual: bad, tolerances: NumberTolerances(any: 0))
    }
    do {
      _ = try TrackComparison.compare(expected: good, actual: bad, tolerances: NumberTolerances(any: 0))
    } catch {
      #expect(error.errors.first?.placeAndMessage.hasPrefix("\(bad):2:") == true)
    }
  }
}
