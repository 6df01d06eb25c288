import CSDL2
import Foundation

/// Still captures (PNG): alike when the sizes agree and every channel of every pixel is within
/// the case's tolerance; shown in the report as a one-frame player.
struct StillGolden: GoldenStrategy {
  var noun: String { "an image" }

  func recognizes(head: [UInt8], path: String) -> Bool {
    if head.starts(with: PNGEncoder.signature) { return true }
    return head.isEmpty && GoldenStrategies.pathExtension(path) == "png"
  }

  func compare(expected: String, actual: String, tolerances: GoldenTolerances) throws(GoldenFault)
    -> (any GoldenDifference)?
  {
    let result = try GoldenFault.reading {
      try ImageComparison.compare(
        expected: expected, actual: actual, tolerance: tolerances.pixels, allowance: tolerances.allowance)
    }
    return result.matches ? nil : StillDifference(result: result, expected: expected, actual: actual)
  }

  func sameStill(golden path: String, as frame: [UInt8], width: Int, height: Int) -> Data? {
    precondition(frame.count == width * height * 3)
    guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
    // A still the sandbox wrote is read here, its size and chunks checked as it is read; only
    // another PNG is walked on disk (so SDL_image never reads one cut short) and decoded by it.
    if let same = RGBStill.holds(frame, width: width, height: height, png: [UInt8](bytes)) {
      return same ? bytes : nil
    }
    guard let size = try? PNGHeader.sizeOfWholeFile(path), size.width == width, size.height == height,
      let loaded = IMG_Load(path)
    else { return nil }
    let image = Surface(owning: loaded)
    let rowBytes = width * 3
    // An RGB PNG loads as RGB24: its rows are compared with the frame's at once.
    let same =
      image.withRGB24Bytes { pixels in
        (0..<height).allSatisfy { y in
          PixelRows.equal(pixels, from: y * image.pitch, frame.span, from: y * rowBytes, count: rowBytes)
        }
      } ?? Self.samePixels(image, as: frame, width: width, height: height)
    return same ? bytes : nil
  }

  /// Whether `image`, in any format, holds exactly the opaque pixels of `frame`.
  private static func samePixels(_ image: Surface, as frame: [UInt8], width: Int, height: Int) -> Bool {
    guard let converted = try? image.convertedToRGBA32() else { return false }
    let pitch = converted.pitch
    return converted.withBytes { pixels in
      for y in 0..<height {
        let (row, source) = (y * pitch, y * width * 3)
        for x in 0..<width {
          let (p, q) = (row + 4 * x, source + 3 * x)
          guard pixels[p] == frame[q], pixels[p + 1] == frame[q + 1], pixels[p + 2] == frame[q + 2],
            pixels[p + 3] == 255
          else { return false }
        }
      }
      return true
    }
  }

  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict {
    let diff = options.diffPath ?? Commands.defaultDiffPath(for: actual)
    let (tolerance, allowance, faults) = options.pixelTolerances(for: "images")
    var problems = faults
    problems += options.faultsOfNumberOptions(for: "images")
    for path in [expected, actual] where !FileManager.default.fileExists(atPath: path) {
      problems.append(InputError(file: path, line: nil, message: TextFile.missingFileMessage(path)))
    }
    if diff.isEmpty {
      problems.append(InputError(file: nil, line: nil, message: "--diff is empty"))
    } else if let problem = OutputFolder.problemWritingFile(diff, option: "--diff") {
      // One fault, one line: a --diff naming a folder is not also "over the folder".
      problems.append(problem)
    } else {
      problems += InputProtection.problems(
        writing: [.init(path: diff, origin: "the diff image", remedy: "choose another --diff")],
        over: [
          .init(path: expected, role: "the expected image (EXPECTED)"),
          .init(path: actual, role: "the actual image (ACTUAL)"),
        ])
    }
    guard problems.isEmpty else { throw InputErrors(problems) }
    let result: ComparisonResult
    do {
      result = try ImageComparison.compare(
        expected: expected, actual: actual, tolerance: tolerance, allowance: allowance,
        diffPath: diff)
    } catch let error as ImageError {
      throw InputErrors(file: nil, line: nil, message: "\(error)")
    }
    let count = "\(result.differingPixels) \(result.differingPixels == 1 ? "pixel differs" : "pixels differ")"
    guard !result.matches else {
      return CompareVerdict(alike: true, summary: "\(count) beyond the tolerance")
    }
    let place =
      result.sizesMatch
      ? result.differingBounds.map { " \($0)" } ?? ""
      : " (the sizes differ: expected \(result.expectedSize), actual \(result.actualSize))"
    let limit = result.sizesMatch ? " \(result.limit)" : ""
    return CompareVerdict(
      alike: false, summary: "\(count)\(limit)\(place); diff written to \(result.diffPath ?? diff)")
  }
}

/// How a still capture differs from its golden.
struct StillDifference: GoldenDifference {
  var result: ComparisonResult
  var expected: String
  var actual: String

  var summary: String {
    result.sizesMatch
      ? "\(result.differingPixels) \(result.differingPixels == 1 ? "pixel differs" : "pixels differ") "
        + "\(result.limit) " + (result.differingBounds.map { "\($0) " } ?? "")
        + "(largest channel difference \(result.largestChannelDifference))"
      : "sizes differ: expected \(result.expectedSize), actual \(result.actualSize)"
  }

  var details: [String] { [] }

  func reportHTML(_ page: ReportPage) throws -> String {
    let expectedLink = try page.copy(expected, as: "expected.png")
    let actualLink = try page.copy(actual, as: "actual.png")
    let diffLink = try page.writeDiff(expected: expected, actual: actual)
    let frame = FramePlayerMarkup.Frame(
      time: nil, expected: expectedLink, actual: actualLink,
      bounds: result.sizesMatch ? result.differingBounds : nil)
    let download =
      actualLink.map {
        "<p><a class=\"download\" href=\"\(HTMLReport.escape($0))\" download=\"\(HTMLReport.escape(page.fileName))\">"
          + "download \(page.sides.actual) capture</a></p>\n"
      } ?? ""
    return FramePlayerMarkup.html(
      page: page, frames: [frame], width: result.expectedSize.width, height: result.expectedSize.height,
      first: 0, diffImage: diffLink) + download
  }
}
