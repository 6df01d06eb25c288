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
    do {
      let result = try ImageComparison.compare(
        expected: expected, actual: actual, tolerance: tolerances.pixels)
      return result.matches ? nil : StillDifference(result: result, expected: expected, actual: actual)
    } catch {
      throw GoldenFault("\(error)")
    }
  }

  func compareCommand(expected: String, actual: String, tolerance: Double?, maxPixels: Int, diffPath: String?)
    -> Int32
  {
    let whole: Int
    switch Self.pixelTolerance(tolerance, for: "images") {
    case .success(let value): whole = value
    case .failure(let fault): return Commands.reportBadInput([fault])
    }
    return Commands.compare(
      expected: expected, actual: actual, tolerance: whole, maxPixels: maxPixels, diffPath: diffPath)
  }

  /// `compare`'s `--tolerance` for pixels (images and films alike): a whole number from 0 to 255
  /// per channel, the default when none is given; the fault names `noun`.
  static func pixelTolerance(_ tolerance: Double?, for noun: String) -> Result<Int, InputError> {
    let whole = tolerance ?? Double(CommandLineDefaults.imageTolerance)
    guard whole.isFinite, whole == whole.rounded(), (0...255).contains(whole) else {
      return .failure(
        InputError(
          file: nil, line: nil,
          message:
            "--tolerance must be a whole number from 0 to 255 for \(noun), not \(whole.messageSpelling)"))
    }
    return .success(Int(whole))
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
        + (result.differingBounds.map { "\($0) " } ?? "")
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
    return FramePlayerMarkup.html(
      page: page, frames: [frame], width: result.expectedSize.width, height: result.expectedSize.height,
      first: 0, diffImage: diffLink)
  }
}
