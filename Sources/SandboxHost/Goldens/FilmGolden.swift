import Foundation

/// Films (animated PNGs, see `FilmEncoder`): alike when they have the same size, the same frames
/// at the same script times, and every frame within the case's pixel tolerance; the report plays
/// expected and actual in sync from the first differing frame.
struct FilmGolden: GoldenStrategy {
  var noun: String { "a film" }

  func recognizes(head: [UInt8], path: String) -> Bool {
    // A film's animation control follows its IHDR chunk (8 + 25 bytes in).
    head.count >= 41 && head.starts(with: PNGEncoder.signature) && Array(head[37..<41]) == Array("acTL".utf8)
  }

  func compare(expected: String, actual: String, tolerances: GoldenTolerances) throws(GoldenFault)
    -> (any GoldenDifference)?
  {
    let result = try GoldenFault.reading {
      try FilmComparison.compare(expected: expected, actual: actual, tolerance: tolerances.pixels)
    }
    return result.matches ? nil : FilmDifference(result: result, expected: expected, actual: actual)
  }

  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict {
    var problems = Self.imageOnlyOptions(options, noun: "films")
    var tolerance = 0
    switch StillGolden.pixelTolerance(options.tolerance, for: "films") {
    case .success(let value): tolerance = value
    case .failure(let fault): problems.append(fault)
    }
    guard problems.isEmpty else { throw InputErrors(problems) }
    let result: FilmComparison.Result
    do {
      result = try FilmComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
    } catch {
      throw InputErrors(file: nil, line: nil, message: "\(error)")
    }
    guard !result.matches else {
      return CompareVerdict(
        alike: true,
        summary: "\(result.expectedTimes.count) frames at the same times, every pixel within \(tolerance)")
    }
    return CompareVerdict(alike: false, summary: result.summary)
  }

  func frameCheck(golden path: String, tolerances: GoldenTolerances) -> FilmFrameCheck? {
    FilmFrameCheck(golden: path, tolerance: tolerances.pixels)
  }
}

extension GoldenStrategy {
  /// The faults of `--max-pixels` and `--diff` given for files other than images (`noun`).
  static func imageOnlyOptions(_ options: CompareOptions, noun: String) -> [InputError] {
    var problems: [InputError] = []
    if options.maxPixels != 0 {
      problems.append(
        InputError(file: nil, line: nil, message: "--max-pixels applies to images, not \(noun)"))
    }
    if options.diffPath != nil {
      problems.append(InputError(file: nil, line: nil, message: "--diff applies to images, not \(noun)"))
    }
    return problems
  }
}

/// How a film differs from its golden.
struct FilmDifference: GoldenDifference {
  var result: FilmComparison.Result
  var expected: String
  var actual: String

  var summary: String { result.summary }
  var details: [String] { [] }

  func reportHTML(_ page: ReportPage) throws -> String {
    guard result.expectedSize == result.actualSize else {
      return "<p>" + HTMLReport.escape(result.summary) + "</p>\n"
    }
    // Every frame of both films as a PNG of its own: a browser cannot seek in an animated PNG.
    var links: [[String]] = []
    for (path, side) in [(expected, "expected"), (actual, "actual")] {
      var decoder: FilmDecoder
      do { decoder = try FilmDecoder(path: path) } catch { throw RunError("\(error)") }
      var sideLinks: [String] = []
      var encoder = PNGEncoder()
      let (width, height) = (decoder.width, decoder.height)
      while let index = try decoder.next() {
        let canvas = decoder.canvas
        try encoder.encode(width: width, height: height, channels: 3) { y, rows, at in
          PixelRows.copy(canvas.span, (y * width * 3)..<((y + 1) * width * 3), into: &rows, at: at)
        }
        let link = page.link(String(format: "\(side)-%04d.png", index))
        try encoder.write(to: page.directory + "/" + link)
        sideLinks.append(link)
      }
      links.append(sideLinks)
    }
    let differing = Dictionary(uniqueKeysWithValues: result.differingFrames.map { ($0.index, $0) })
    let count = min(links[0].count, links[1].count)
    let frames = (0..<count).map { index in
      FramePlayerMarkup.Frame(
        time: result.expectedTimes[index], expected: links[0][index], actual: links[1][index],
        bounds: differing[index]?.bounds, differs: differing[index] != nil)
    }
    return FramePlayerMarkup.html(
      page: page, frames: frames, width: result.expectedSize.width, height: result.expectedSize.height,
      first: result.firstDifference ?? 0, diffImage: nil)
  }
}
