import Foundation

/// Records a replay's films and tracks: from each `film` or `track` line it knows the frames
/// due (see `FilmLine.times(from:fps:)`), and at each of them it draws the frame exactly as a
/// capture is drawn (`SceneCapturer`) or dumps the state; a film or track is written into the
/// output folder once its last frame is in.
///
/// With `goldens` (a suite's verification), each film asks its golden's strategy for a frame
/// check (`GoldenStrategy.frameCheck`): a film whose golden has the same size and frame times
/// is compared with it frame by frame in memory and not encoded while they agree; when every
/// frame agrees the golden's own bytes are written as the output, so nothing is encoded at
/// all. From the first frame that differs on, the film is encoded as usual (the frames before
/// it from the golden, which they match within the tolerance).
final class FilmRecorder {
  private final class Recording {
    var line: FilmLine
    let start: Double
    let fps: Double
    /// The order the recording was started in: of two due at one time, the earlier goes first.
    let order: Int
    /// The frame times (the replay's own, see `FilmLine.frameNumbers(from:fps:)`), listed up
    /// front when the end is known, else as they come.
    var times: [Double]
    var next = 0
    var encoder: FilmEncoder?
    var track = ""
    /// The golden being compared with, while every frame so far agrees.
    var golden: FilmFrameCheck?
    /// The pixels that may have changed since this film's last frame (nil: any).
    var changed: PixelBox?

    init(line: FilmLine, start: Double, fps: Double, order: Int) {
      self.line = line
      self.start = start
      self.fps = fps
      self.order = order
      times = line.times(from: start, fps: fps)
    }

    /// How long each frame is shown: one frame interval of the film (`every` on the grid).
    var frameInterval: Double { Double(line.frameStep(fps: fps)) / fps }

    var nextTime: Double? {
      if next < times.count { return times[next] }
      guard !line.until.isFinite else { return nil }
      // Still open (a live film): the next frame of the endless series.
      let first = FilmLine.frame(atOrAfter: start, fps: fps)
      return Double(first + next * line.frameStep(fps: fps)) / fps
    }

    /// Takes the time of the frame just recorded.
    func advance() {
      if next >= times.count, let time = nextTime { times.append(time) }
      next += 1
    }
  }

  /// A recording with frames still to come, by the time of its next frame.
  private struct Due: Comparable {
    let time: Double
    let recording: Recording

    static func < (a: Due, b: Due) -> Bool { (a.time, a.recording.order) < (b.time, b.recording.order) }
    static func == (a: Due, b: Due) -> Bool { a.time == b.time && a.recording === b.recording }
  }

  private let fps: Double
  private let goldens: GoldenReference?
  /// The recordings with frames to come: a script line costs a look at the earliest alone, and
  /// a frame the recordings due then, however many are open (thousands of open tracks made each
  /// line walk them all).
  private var pending = MinHeap<Due>()
  /// The open films, whose changed pixels every drawn frame adds to.
  private var openFilms: [Recording] = []
  /// Recordings with every frame in, still to be written.
  private var finished: [Recording] = []
  /// The recordings due at the frame being recorded, kept from frame to frame.
  private var dueNow: [Recording] = []
  /// How many recordings have been started.
  private var started = 0
  /// The last frame drawn, reused from one frame to the next.
  private var frame: [UInt8] = []

  /// A recorder for a replay at `fps`.
  init(fps: Double, goldens: GoldenReference? = nil) {
    self.fps = fps
    self.goldens = goldens
  }

  /// Starts recording `line`, met at script time `start`. An `until` of infinity leaves the
  /// end open, for `stop(_:at:)` to set (a live film).
  func start(_ line: FilmLine, at start: Double) {
    let recording = Recording(line: line, start: start, fps: fps, order: started)
    started += 1
    if line.kind == .film { openFilms.append(recording) }
    schedule(recording)
  }

  /// Puts `recording` in line for its next frame, or with the finished ones when it has none.
  private func schedule(_ recording: Recording) {
    if let time = recording.nextTime {
      pending.insert(Due(time: time, recording: recording))
    } else {
      finished.append(recording)
    }
  }

  /// Ends the open recording named `name` at `time`: its frames before `time` stay, `time` is
  /// its last (it is written once that frame is recorded).
  func stop(_ name: String, at time: Double) {
    // A live session's few recordings: all are put in line again, the stopped one by its new end.
    let open = pending.unordered.map(\.recording)
    pending.removeAll()
    defer { open.forEach(schedule) }
    for recording in open where recording.line.name == name && !recording.line.until.isFinite {
      let until = max(time, recording.start)
      recording.line.until = until
      let done = recording.times.prefix(recording.next)
      recording.times =
        Array(done)
        + recording.line.times(from: recording.start, fps: fps).filter {
          $0 > (done.last ?? -.infinity)
        }
    }
  }

  /// Whether a recording is under way.
  var isRecording: Bool { !pending.isEmpty || !finished.isEmpty }

  /// The earliest frame still to record, or nil.
  var nextDue: Double? { pending.min?.time }

  /// Records the frame at `time` (the session's clock stands at it) of every recording due
  /// then, and writes those that are complete.
  func record(at time: Double, _ session: Session, capturer: SceneCapturer) throws {
    dueNow.removeAll(keepingCapacity: true)
    while pending.min?.time == time, let due = pending.removeMin() { dueNow.append(due.recording) }
    var drawn: (width: Int, height: Int)?
    for recording in dueNow {
      switch recording.line.kind {
      case .film:
        if drawn == nil { drawn = try drawFilmFrame(at: time, session, capturer: capturer) }
        try add(frame, size: drawn!, at: time, to: recording)
        recording.changed = .empty
      case .track:
        let dump = StateDump.output(at: session.clock.wallTime, of: session.loaded)
        recording.track += JSONWriter(expandedDepth: 0).string(from: dump) + "\n"
      }
      recording.advance()
      schedule(recording)
    }
    try writeFinished(into: session.outputs)
  }

  /// Writes the recordings that have every frame in (one that `stop(_:at:)` ended before a
  /// frame still due is finished there) and forgets them.
  func writeFinished(into outputs: SessionOutputs) throws {
    guard !finished.isEmpty else { return }
    for recording in finished { try write(recording, into: outputs) }
    if finished.contains(where: { $0.line.kind == .film }) { openFilms.removeAll { $0.nextTime == nil } }
    finished.removeAll(keepingCapacity: true)
  }

  /// Draws and reads the frame at `time` for the films due then; the frames of their goldens
  /// that still agree are inflated on another core meanwhile and unfiltered after, in bands,
  /// into the goldens' own canvases.
  private func drawFilmFrame(
    at time: Double, _ session: Session, capturer: SceneCapturer
  ) throws -> (width: Int, height: Int) {
    let verifying = dueNow.filter { $0.golden != nil }
    let drawn = try capturer.frame(session, into: &frame) {
      for recording in verifying { recording.golden?.inflateAhead() }
    }
    // Unfiltered once the canvas is read, in bands on every core (the inflating could not be).
    for recording in verifying { recording.golden?.finishAhead() }
    // Every film's frames differ from its last one where the canvas changed since.
    for recording in openFilms {
      recording.changed = recording.changed.flatMap { before in drawn.changed.map { before.union($0) } }
    }
    return (drawn.width, drawn.height)
  }

  /// Adds a film's frame: compared with its golden while they agree, else encoded.
  private func add(
    _ frame: [UInt8], size: (width: Int, height: Int), at time: Double, to recording: Recording
  )
    throws
  {
    if recording.next == 0, recording.encoder == nil, recording.golden == nil {
      recording.golden = matchingGolden(recording, size: size)
      if recording.golden == nil {
        recording.encoder = FilmEncoder(
          width: size.width, height: size.height, frameInterval: recording.frameInterval)
      }
    }
    if let golden = recording.golden {
      if golden.matches(frame, width: size.width, height: size.height, changed: recording.changed) { return }
      recording.golden = nil
      // The first frame that differs: the frames before it, from the golden, start the film.
      recording.encoder = try golden.encoderWithFrames(
        before: recording.next, frameInterval: recording.frameInterval)
    }
    guard size.width == recording.encoder?.width, size.height == recording.encoder?.height else {
      throw RunError(
        "film \"\(recording.line.name)\": the scene changed size while it was filmed (a film keeps one size)")
    }
    try recording.encoder?.append(frame, at: time)
  }

  /// The frame check of `recording`'s golden when there is one of `size` with the very frame
  /// times planned.
  private func matchingGolden(_ recording: Recording, size: (width: Int, height: Int)) -> FilmFrameCheck? {
    guard let goldens else { return nil }
    let path = goldens.directory + "/" + recording.line.name
    let check = GoldenStrategies.strategy(forFileAt: path).frameCheck(
      golden: path, tolerances: goldens.tolerances)
    guard let check, check.fits(width: size.width, height: size.height, times: recording.times) else {
      return nil
    }
    return check
  }

  private func write(_ recording: Recording, into outputs: SessionOutputs) throws {
    try outputs.createDirectory()
    let path = outputs.path(recording.line.name)
    switch recording.line.kind {
    case .film:
      if let golden = recording.golden {
        try writeAtomically(try Data(contentsOf: URL(fileURLWithPath: golden.path)), to: path)
      } else {
        try recording.encoder?.write(to: path)
      }
    case .track:
      try writeAtomically(Data(recording.track.utf8), to: path)
    }
    outputs.report(path)
  }
}
