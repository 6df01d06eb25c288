/// Compares two films frame by frame, for film goldens and `motion-sandbox compare`.
enum FilmComparison {
  /// How one frame of a film differs from the same frame of the other.
  struct FrameDifference: Equatable, Sendable {
    /// The frame's index, from 0.
    var index: Int
    /// The expected frame's script time.
    var time: Double
    /// How many pixels differ beyond the tolerance.
    var differingPixels: Int
    /// The smallest rectangle holding them, or nil when only the times differ.
    var bounds: PixelBounds?
    /// The actual frame's script time when it is not the expected one.
    var actualTime: Double?
  }

  /// The outcome of comparing two films.
  struct Result: Equatable, Sendable {
    /// Both canvases' sizes.
    var expectedSize: PixelSize
    var actualSize: PixelSize
    /// Both films' frame times.
    var expectedTimes: [Double]
    var actualTimes: [Double]
    /// Every frame of the frames both films have that differs, in order.
    var differingFrames: [FrameDifference]
    /// The largest difference of one channel between corresponding pixels (0–255).
    var largestChannelDifference: Int
    /// What the comparison allowed each frame.
    var limit = PixelLimit()

    /// True when the sizes, frame counts and times agree and no frame differs.
    var matches: Bool {
      expectedSize == actualSize && expectedTimes == actualTimes && differingFrames.isEmpty
    }

    /// The first frame that differs: the first differing frame, or where one film ends before
    /// the other, or 0 when the sizes differ; nil when they match.
    var firstDifference: Int? {
      guard !matches else { return nil }
      if expectedSize != actualSize { return 0 }
      let lengthDiffers = min(expectedTimes.count, actualTimes.count)
      return min(differingFrames.first?.index ?? lengthDiffers, lengthDiffers)
    }

    /// One line: what differs first and how much, as a failing case reports it.
    var summary: String {
      if expectedSize != actualSize { return "sizes differ: expected \(expectedSize), actual \(actualSize)" }
      var parts: [String] = []
      if let first = differingFrames.first {
        let time = first.time.roundedSpelling()
        let what =
          first.actualTime.map {
            let (actual, expected) = Double.distinctSpellings($0, first.time)
            return "frame \(first.index) is at t \(actual), expected t \(expected)"
          }
          ?? "first at frame \(first.index) (t \(time)), \(first.differingPixels) pixels differ \(limit)"
          + (first.bounds.map { " \($0)" } ?? "")
        parts.append(
          "\(differingFrames.count) of \(min(expectedTimes.count, actualTimes.count)) frames differ, \(what)"
            + " (largest channel difference \(largestChannelDifference))")
      }
      if expectedTimes.count != actualTimes.count {
        parts.append("expected \(expectedTimes.count) frames, actual \(actualTimes.count)")
      }
      return parts.joined(separator: "; ")
    }
  }

  /// Compares the films at `expected` and `actual`: a pixel differs when a channel differs by
  /// more than `tolerance` (0–255), a frame when more of its pixels differ than `allowance`
  /// allows. Throws `ImageError` when either is not a readable film.
  static func compare(
    expected: String, actual: String, tolerance: Int, allowance: PixelAllowance = .pixels(0)
  ) throws(ImageError) -> Result {
    var a = try FilmDecoder(path: expected)
    var b = try FilmDecoder(path: actual)
    var result = Result(
      expectedSize: PixelSize(width: a.width, height: a.height),
      actualSize: PixelSize(width: b.width, height: b.height), expectedTimes: a.times, actualTimes: b.times,
      differingFrames: [], largestChannelDifference: 0,
      limit: PixelLimit(tolerance: tolerance, allowance: allowance, total: a.width * a.height))
    guard result.expectedSize == result.actualSize else { return result }
    while let index = try a.next(), try b.next() != nil {
      let (count, bounds, largest) = ImageComparison.differences(
        a.canvas, b.canvas, width: a.width, height: a.height, channels: 3, tolerance: tolerance)
      result.largestChannelDifference = max(result.largestChannelDifference, largest)
      let timesAgree = a.times[index] == b.times[index]
      if count > allowance.allowed(of: a.width * a.height) || !timesAgree {
        result.differingFrames.append(
          FrameDifference(
            index: index, time: a.times[index], differingPixels: count, bounds: bounds,
            actualTime: timesAgree ? nil : b.times[index]))
      }
    }
    return result
  }
}
