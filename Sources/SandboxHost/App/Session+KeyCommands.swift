extension Session {
  /// Carries out a key command at the clock's current time.
  func perform(_ command: KeyCommand) throws {
    let time = clock.wallTime
    switch command {
    case .quit:
      if quitKeysEnabled { wantsToQuit = true }
    case .togglePause:
      clock.togglePause(atWallTime: time)
    case .stepFrame:
      clock.stepFrame(frameDuration: Self.stepDuration)
      advanceRuntime(loaded.runtime)
    case .toggleSlowMotion:
      clock.toggleSlowMotion(atWallTime: time)
    case .toggleOverlay:
      showsOverlay.toggle()
    case .toggleHelp:
      showsHelp.toggle()
    case .reset:
      try replaceScene(with: source, keepingTuned: true)
    case .reloadFileSprings:
      try replaceScene(with: source)
    case .switchScene(let index):
      guard let builtIn = SceneSource.builtIn(index: index) else {
        outputs.report("no built-in scene \(index + 1)")
        return
      }
      try replaceScene(with: builtIn)
    case .capture:
      let name = outputs.keyPressFileName("capture", time, "png")
      try recorder?.record(.capture(name: name), at: time)
      try outputs.capture(to: name)
    case .dump:
      let name = outputs.keyPressFileName("dump", time, "json")
      try recorder?.record(.dump(name: name), at: time)
      try outputs.dump(writeStateDump, to: name)
    case .toggleTuning:
      tuner.toggle(in: loaded)
    case .selectNextSpring:
      if tuner.isVisible { tuner.selectNext(in: loaded) }
    case .chooseParameter(let offset):
      if tuner.isVisible { tuner.chooseParameter(by: offset) }
    case .stepParameter(let up, let size):
      if let change = tuner.step(up: up, size: size, in: loaded) {
        try setSpring(change.interaction, change.spring)
      }
    case .stepDecelerationRate(let farther):
      if let change = tuner.stepRate(farther: farther, in: loaded) {
        try setDecelerationRate(change.interaction, change.rate)
      }
    case .nextPlatform:
      if tuner.isVisible { tuner.showNextPlatform() }
    case .typeValue:
      tuner.beginTyping(in: loaded)
    case .undo:
      try undoSpringEdit(redo: false)
    case .redo:
      try undoSpringEdit(redo: true)
    case .writeTunedScene:
      try outputs.writeTunedScene(source: source, loaded: loaded)
    case .toggleTrails:
      showsTrails.toggle()
    case .toggleFilm:
      try toggleFilm(at: time)
    }
  }
}

extension Session {
  /// `f` live: starts a film and its track of what follows (named by the clock, as `c` and `d`
  /// name theirs), recorded as `film` and `track` lines whose `until` the next `f` fills in; or
  /// ends them, and they are written when their last frame is in. Where nothing films (a
  /// replay's press of `f`) it does nothing.
  func toggleFilm(at time: Double) throws {
    guard let films else { return }
    if let names = filmNames {
      for name in [names.film, names.track] { films.stop(name, at: time) }
      try recorder?.closeOpenRecordings(until: time)
      filmNames = nil
      try recordFilmFrames()
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
    try recordFilmFrames()
  }

  /// Records the frames of the live films due by now, from the state shown now.
  func recordFilmFrames() throws {
    guard let films, let capturer = filmCapturer else { return }
    for time in films.due(before: clock.wallTime, including: true) {
      try films.record(at: time, self, capturer: capturer)
    }
  }
}
