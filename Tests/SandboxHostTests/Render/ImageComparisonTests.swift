import Foundation
import Motion
import Testing

@testable import SandboxHost

/// Writes a `width` × `height` PNG filled with `fill`, with `patch` painted over the square
/// (x, y, side) when given.
func writeImage(
  _ path: String, width: Int = 40, height: Int = 30, fill: Color,
  patch: (x: Int, y: Int, side: Int, color: Color)? = nil
) throws {
  let image = try RGBAImage(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width { image.setPixel(x: x, y: y, to: fill) }
  }
  if let patch {
    for y in patch.y..<(patch.y + patch.side) {
      for x in patch.x..<(patch.x + patch.side) { image.setPixel(x: x, y: y, to: patch.color) }
    }
  }
  try image.write(to: path)
}

extension SDLSuite {
  @Suite struct Comparing {
    let folder: TemporaryFolder
    let grey = Color(red: 100, green: 120, blue: 140)
    init() throws { folder = try TemporaryFolder() }

    @Test func identicalImagesMatchAndWriteNoDiff() throws {
      defer { folder.remove() }
      try writeImage(folder.file("a.png"), fill: grey)
      try writeImage(folder.file("b.png"), fill: grey)
      let result = try ImageComparison.compare(
        expected: folder.file("a.png"), actual: folder.file("b.png"), diffPath: folder.file("d.png"))
      #expect(
        result
          == ComparisonResult(
            matches: true, sizesMatch: true, differingPixels: 0, largestChannelDifference: 0,
            diffPath: nil, expectedSize: result.actualSize, actualSize: result.actualSize,
            limit: PixelLimit(tolerance: 0, allowance: .pixels(0), total: 40 * 30)))
      #expect(!FileManager.default.fileExists(atPath: folder.file("d.png")))
    }

    @Test func differencesBeyondTheToleranceAreCountedAndShownWhereTheyAre() throws {
      defer { folder.remove() }
      let changed = Color(red: 150, green: 120, blue: 140)  // red channel +50
      try writeImage(folder.file("a.png"), fill: grey)
      try writeImage(
        folder.file("b.png"), fill: grey, patch: (x: 10, y: 5, side: 10, color: changed))
      let result = try ImageComparison.compare(
        expected: folder.file("a.png"), actual: folder.file("b.png"), tolerance: 10,
        diffPath: folder.file("diff.png"))
      #expect(!result.matches)
      #expect(result.sizesMatch)
      #expect(result.differingPixels == 100)
      #expect(result.largestChannelDifference == 50)
      #expect(result.diffPath == folder.file("diff.png"))
      // Where they are, for a report line and the frame a report draws around them.
      #expect(result.differingBounds == PixelBounds(minX: 10, minY: 5, maxX: 19, maxY: 14))
      #expect("\(result.differingBounds!)" == "within x 10–19, y 5–14")
      // A failure names the limits it broke beside what it found.
      let ratio = try ImageComparison.compare(
        expected: folder.file("a.png"), actual: folder.file("b.png"), tolerance: 10, allowance: .ratio(0.01))
      #expect(
        StillDifference(result: ratio, expected: "a.png", actual: "b.png").summary.hasPrefix(
          "100 pixels differ by more than 10, where maxPixelRatio 0.01 allows 12 of 1200 within x 10–19"))
      let diff = try RGBAImage(contentsOfPNG: folder.file("diff.png"))
      #expect(diff.width == 40 && diff.height == 30)
      // Luma of (100, 120, 140) is 0.299·100 + 0.587·120 + 0.114·140 = 116.3; at 30 %: 35.
      let dimmed = Color(red: 35, green: 35, blue: 35)
      var magenta = 0
      for y in 0..<30 {
        for x in 0..<40 {
          let inPatch = (10..<20).contains(x) && (5..<15).contains(y)
          let p = diff.pixel(x: x, y: y)
          #expect(p == (inPatch ? ImageComparison.differenceColor : dimmed), "(\(x), \(y))")
          if p == ImageComparison.differenceColor { magenta += 1 }
        }
      }
      #expect(magenta == 100)
    }

    @Test func differencesWithinTheToleranceOrTheCountMatch() throws {
      defer { folder.remove() }
      try writeImage(folder.file("a.png"), fill: grey)
      try writeImage(
        folder.file("b.png"), fill: grey,
        patch: (x: 0, y: 0, side: 10, color: Color(red: 100, green: 128, blue: 140)))
      let a = folder.file("a.png")
      let b = folder.file("b.png")
      #expect(try ImageComparison.compare(expected: a, actual: b, tolerance: 8).matches)
      #expect(try !ImageComparison.compare(expected: a, actual: b, tolerance: 7).matches)
      #expect(try ImageComparison.compare(expected: a, actual: b, allowance: .pixels(100)).matches)
      let short = try ImageComparison.compare(expected: a, actual: b, allowance: .pixels(99))
      #expect(!short.matches && short.differingPixels == 100 && short.diffPath == nil)
      // 100 of 1,200 pixels: a ratio of 0.084 allows 100 of them, 0.08 only 96.
      #expect(try ImageComparison.compare(expected: a, actual: b, allowance: .ratio(0.084)).matches)
      #expect(try !ImageComparison.compare(expected: a, actual: b, allowance: .ratio(0.08)).matches)
    }

    @Test func imagesOfDifferentSizesDiffer() throws {
      defer { folder.remove() }
      try writeImage(folder.file("a.png"), width: 40, height: 30, fill: grey)
      try writeImage(folder.file("b.png"), width: 30, height: 30, fill: grey)
      let result = try ImageComparison.compare(
        expected: folder.file("a.png"), actual: folder.file("b.png"), tolerance: 255,
        allowance: .pixels(10_000), diffPath: folder.file("diff.png"))
      #expect(!result.matches && !result.sizesMatch)
      #expect(result.differingPixels == 10 * 30)
      let diff = try RGBAImage(contentsOfPNG: folder.file("diff.png"))
      #expect(diff.pixel(x: 35, y: 10) == ImageComparison.differenceColor)
      #expect(diff.pixel(x: 5, y: 10) == Color(red: 35, green: 35, blue: 35))
    }

    @Test func badInputsThrowDistinctErrors() throws {
      defer { folder.remove() }
      let good = folder.file("good.png")
      try writeImage(good, fill: grey)
      let missing = folder.file("missing.png")
      #expect(throws: ImageError.missing(path: missing)) {
        try ImageComparison.compare(expected: missing, actual: good)
      }
      let text = folder.file("notes.png")
      try "not a picture\n".write(toFile: text, atomically: true, encoding: .utf8)
      #expect(throws: ImageError.notPNG(path: text)) {
        try ImageComparison.compare(expected: good, actual: text)
      }
      let damaged = folder.file("damaged.png")
      var bytes = try Data(contentsOf: URL(fileURLWithPath: good))
      bytes = bytes.prefix(8) + Data(repeating: 0x42, count: 64)
      try bytes.write(to: URL(fileURLWithPath: damaged))
      #expect {
        try ImageComparison.compare(expected: good, actual: damaged)
      } throws: { error in
        guard case ImageError.unreadable(let path, _) = error else { return false }
        return path == damaged
      }
      #expect {
        try ImageComparison.compare(expected: folder.path, actual: good)
      } throws: { error in
        guard case ImageError.unreadable = error else { return false }
        return true
      }
      #expect(throws: ImageError.self) {
        try ImageComparison.compare(expected: good, actual: good, tolerance: 256)
      }
    }
  }
}
