/// What a `film` or `track` line asks for: the frames from its own t to `until`, as an animated
/// PNG (a film) or as JSON Lines of state dumps (a track).
struct FilmLine: Sendable, Equatable {
  /// Which of the two a line records.
  enum Kind: String, Sendable, Equatable {
    case film, track
  }

  /// A film or a track.
  var kind: Kind
  /// The file's name in the output folder (the rules of capture and dump names).
  var name: String
  /// The script time of the last frame, ≥ the line's t.
  var until: Double
  /// Seconds of script time between frames, > 0; nil for every frame of the replay.
  var every: Double?

  /// The most frames one film or track may have (ten minutes at 60 frames a second): a line
  /// asking for more is an error, as it would fill the disk and take hours.
  static let maximumFrames = 36_000
  /// From how many frames `check` warns that a film is long (half a minute at 60 frames a second).
  static let longFilmFrames = 1_800

  /// The script times of the frames from `start` to `until`, both included: with `every`,
  /// start + j · every; else the replay's own frames k / `fps` between them.
  func times(from start: Double, fps: Double) -> [Double] {
    var times = [start]
    if let every {
      var j = 1
      while start + Double(j) * every < until, times.count < Self.maximumFrames {
        times.append(start + Double(j) * every)
        j += 1
      }
    } else {
      var k = Int((nextFrame(after: start, fps: fps) * fps).rounded())
      while Double(k) / fps < until, times.count < Self.maximumFrames {
        times.append(Double(k) / fps)
        k += 1
      }
    }
    if until > start { times.append(until) }
    return times
  }

  /// The replay's next frame time (k / `fps`) after `time`.
  func nextFrame(after time: Double, fps: Double) -> Double {
    var k = Int((time * fps).rounded(.down))
    while Double(k) / fps <= time { k += 1 }
    return Double(k) / fps
  }

  /// How many frames `times(from:fps:)` gives, counted without listing them.
  func frameCount(from start: Double, fps: Double) -> Int {
    guard until > start else { return 1 }
    let step = every ?? (1 / fps)
    return Int(((until - start) / step).rounded(.up)) + 1
  }
}
