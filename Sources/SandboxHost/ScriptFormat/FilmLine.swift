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

  /// How far from a frame's time a time may be and still count as on it, in frames: frame times
  /// are quotients of doubles (82 / 60 · 60 is 82.00000000000001). A time written in decimals
  /// off the frame (1.3667, just after frame 82 at 60 a second) is not on it.
  static let gridSlack = 1e-6

  /// The number of the replay's frames (times k / `fps`) between two of the film's: `every`
  /// rounded to a whole number of frames, at least one; one without `every`.
  func frameStep(fps: Double) -> Int {
    every.map { max(1, Int(($0 * fps).rounded())) } ?? 1
  }

  /// The replay's frame numbers k of the film's frames (at times k / `fps`): from the first at
  /// or after `start` to the last at or before `until`, every `frameStep(fps:)`-th, at least
  /// the first and at most `maximumFrames`.
  func frameNumbers(from start: Double, fps: Double) -> StrideThrough<Int> {
    let first = Self.frame(atOrAfter: start, fps: fps)
    let step = frameStep(fps: fps)
    let frames = min(frameCount(from: start, fps: fps), Self.maximumFrames)
    return stride(from: first, through: first + (frames - 1) * step, by: step)
  }

  /// Why the line records nothing at `fps`, met at script time `start`: no frame of the replay
  /// lies between its t and its `until` (within `gridSlack`); nil when one does.
  func emptySpan(from start: Double, fps: Double) -> String? {
    guard until.isFinite else { return nil }
    let first = Self.frame(atOrAfter: start, fps: fps)
    guard Double(first) > until * fps + Self.gridSlack else { return nil }
    return
      "no frame lies between its t and its \"until\" \(until.messageSpelling) at \(fps.messageSpelling) frames "
      + "a second (the first after its t is frame \(first), at \((Double(first) / fps).messageSpelling) s); "
      + "give it a longer span"
  }

  /// The script time of the film's last frame (see `frameNumbers(from:fps:)`), which may lie a
  /// hair past `until` (within `gridSlack`): the replay plays on to it.
  func lastFrameTime(from start: Double, fps: Double) -> Double {
    let frames = min(frameCount(from: start, fps: fps), Self.maximumFrames)
    return Double(Self.frame(atOrAfter: start, fps: fps) + (frames - 1) * frameStep(fps: fps)) / fps
  }

  /// The number of the replay's first frame at or after `time`.
  static func frame(atOrAfter time: Double, fps: Double) -> Int {
    Int((time * fps - gridSlack).rounded(.up))
  }

  /// The script times of the film's frames (see `frameNumbers(from:fps:)`).
  func times(from start: Double, fps: Double) -> [Double] {
    frameNumbers(from: start, fps: fps).map { Double($0) / fps }
  }

  /// How many frames the film has, counted without listing them (one while `until` is open),
  /// beyond `maximumFrames` too.
  func frameCount(from start: Double, fps: Double) -> Int {
    guard until.isFinite else { return 1 }
    let first = Self.frame(atOrAfter: start, fps: fps)
    let last = Int((until * fps + Self.gridSlack).rounded(.down))
    return max(0, (last - first) / frameStep(fps: fps)) + 1
  }

  /// What `times(from:fps:)` rounds of the line, met at script time `start`, to put its frames
  /// on the replay's frames: a sentence for `check` to warn with, or nil when nothing moves.
  func gridRounding(from start: Double, fps: Double) -> String? {
    var moved: [String] = []
    let first = Self.frame(atOrAfter: start, fps: fps)
    if abs(Double(first) - start * fps) > Self.gridSlack {
      moved.append(
        "it starts at frame \(first) (\((Double(first) / fps).messageSpelling) s), the first at or after its t"
      )
    }
    if let every, abs(Double(frameStep(fps: fps)) - every * fps) > Self.gridSlack {
      moved.append("\"every\" \(every.messageSpelling) is rounded to \(frameStep(fps: fps)) frames")
    }
    let last = first + (frameCount(from: start, fps: fps) - 1) * frameStep(fps: fps)
    if until.isFinite, abs(Double(last) - until * fps) > Self.gridSlack {
      moved.append(
        "it ends at frame \(last) (\((Double(last) / fps).messageSpelling) s), the last at or before \"until\""
      )
    }
    guard !moved.isEmpty else { return nil }
    return moved.joined(separator: "; ") + " at \(fps.messageSpelling) frames a second"
  }
}
