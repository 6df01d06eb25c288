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
      try FilmComparison.compare(
        expected: expected, actual: actual, tolerance: tolerances.pixels, allowance: tolerances.allowance)
    }
    return result.matches
      ? nil : FilmDifference(result: result, expected: expected, actual: actual, tolerance: tolerances.pixels)
  }

  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict {
    var problems = options.faultsOfNumberOptions(for: "films")
    if options.diffPath != nil {
      problems.append(InputError(file: nil, line: nil, message: "--diff applies to images, not films"))
    }
    let (tolerance, allowance, faults) = options.pixelTolerances(for: "films")
    problems += faults
    guard problems.isEmpty else { throw InputErrors(problems) }
    let result: FilmComparison.Result
    do {
      result = try FilmComparison.compare(
        expected: expected, actual: actual, tolerance: tolerance, allowance: allowance)
    } catch {
      throw InputErrors(file: nil, line: nil, message: "\(error)")
    }
    guard !result.matches else {
      return CompareVerdict(
        alike: true,
        summary:
          "\(result.expectedTimes.count) frames at the same times, every pixel within \(tolerance)"
          + (allowance == .pixels(0) ? "" : " but those \(allowance) allows"))
    }
    return CompareVerdict(alike: false, summary: result.summary)
  }

  func frameCheck(golden path: String, tolerances: GoldenTolerances) -> FilmFrameCheck? {
    FilmFrameCheck(golden: path, tolerance: tolerances.pixels, allowance: tolerances.allowance)
  }
}

/// How a film differs from its golden.
struct FilmDifference: GoldenDifference {
  var result: FilmComparison.Result
  var expected: String
  var actual: String
  /// The channel tolerance the frames were compared with, for the player's diff view.
  var tolerance: Int

  var summary: String { result.summary }
  var details: [String] { [] }

  func reportHTML(_ page: ReportPage) throws -> String {
    guard result.expectedSize == result.actualSize else {
      return "<p>" + HTMLReport.escape(result.summary) + "</p>\n"
    }
    // The two films themselves: the player decodes them in the page (see `ReportScript`).
    let films = (
      expected: try page.embedFilm(expected, as: "expected"), actual: try page.embedFilm(actual, as: "actual")
    )
    let differing = Dictionary(uniqueKeysWithValues: result.differingFrames.map { ($0.index, $0) })
    let count = min(result.expectedTimes.count, result.actualTimes.count)
    let frames = (0..<count).map { index in
      FramePlayerMarkup.Frame(
        time: result.expectedTimes[index], expected: nil, actual: nil, bounds: differing[index]?.bounds,
        differs: differing[index] != nil)
    }
    return FramePlayerMarkup.html(
      page: page, frames: frames, width: result.expectedSize.width, height: result.expectedSize.height,
      first: result.firstDifference ?? 0, diffImage: nil,
      film: FramePlayerMarkup.Film(expected: films.expected, actual: films.actual, tolerance: tolerance))
  }
}
