extension Session {
  /// Carries out a key command at the clock's current time.
  func perform(_ command: KeyCommand) throws {
    let time = clock.wallTime
    if !isLive, command.isTuningPanelKey { return }
    switch command {
    case .quit:
      quitOrAsk()
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
      try writeTunedScene()
    case .pinReference:
      if tuner.isVisible, let pinned = tuner.pinReference(in: loaded), let selection = tuner.selection {
        outputs.report(
          "pinned as before: #\(selection) stiffness \(TunedParameter.stiffness.figure(pinned.stiffness)), "
            + "damping \(TunedParameter.damping.figure(pinned.damping))")
      }
    case .toggleTrails:
      showsTrails.toggle()
    case .toggleFilm:
      try toggleFilm(at: time)
    }
  }
}
