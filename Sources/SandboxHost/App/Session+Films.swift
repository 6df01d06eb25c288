extension Session {
  /// `f` live: starts a film and its track of what follows (named by the clock, as `c` and `d`
  /// name theirs), recorded as `film` and `track` lines whose `until` the next `f` fills in; or
  /// ends them, and they are written once their last frame is drawn. Where nothing films (a
  /// replay's press of `f`) it does nothing.
  func toggleFilm(at time: Double) throws {
    guard let films else { return }
    if let names = filmNames {
      for name in [names.film, names.track] { films.stop(name, at: time) }
      // Frames are on the replay's grid: the last may already be drawn.
      try films.writeFinished(into: outputs)
      try recorder?.closeOpenRecordings(until: time)
      filmNames = nil
      return
    }
    let names = (
      film: outputs.keyPressFileName("film", time, "png"),
      track: outputs.keyPressFileName("track", time, "jsonl")
    )
    for (kind, name) in [(FilmLine.Kind.film, names.film), (.track, names.track)] {
      let line = FilmLine(kind: kind, name: name, until: .infinity)
      films.start(line, at: time)
      try recorder?.recordOpen(line, at: time)
    }
    filmNames = names
    outputs.report("filming: \(names.film) and \(names.track) until f is pressed again")
  }

  /// Whether a live film or track is being made: `f` started one, or its last frames are still
  /// to be drawn.
  var isFilming: Bool { films?.isRecording ?? false }

  /// Ends the live film and track, if one runs, at the clock's time and writes them (the session
  /// closes: its recording ends there too).
  func finishFilms() throws {
    advance(toWallTime: lastFilmFrameTime.nextUp)
    if filmNames != nil { try toggleFilm(at: clock.wallTime) }
    try recordFilmFrames(before: clock.wallTime.nextUp)
  }

  /// Draws the frames of the live films due before `wallTime`, in order, each at its own time (the
  /// clock stepped to it). So a live frame shows what every input up to its time did and nothing
  /// later, as the replay of the recording draws it: the window's own frames fall at other times,
  /// and a frame at the very time of an input comes after the input, in the replay's order
  /// (docs/scripts.md), which is why the frames at the clock's time wait until the clock moves on,
  /// and why an input stamped no later than a frame already drawn acts just after it.
  func recordFilmFrames(before wallTime: Double) throws {
    while try recordFilmFrame(before: wallTime) {}
  }

  /// Draws the next frame of the live films when it is due before `wallTime`, as
  /// `recordFilmFrames(before:)` does; says whether there was one.
  func recordFilmFrame(before wallTime: Double) throws -> Bool {
    guard let films, let capturer = filmCapturer, let time = films.nextDue, time < wallTime else {
      return false
    }
    advance(toWallTime: time)
    try films.record(at: time, self, capturer: capturer)
    lastFilmFrameTime = time
    return true
  }
}
