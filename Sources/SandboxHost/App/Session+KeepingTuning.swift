import Motion

/// Nothing tuned is lost by one key (docs/tuning.md): a quit with tuning not written asks first,
/// tuned springs are kept in an autosave beside the scene, and a scene with an autosave offers
/// it back.
extension Session {
  /// Whether a spring differs from what was last kept of it (the file's values, or what `w`
  /// wrote).
  var hasUnsavedTuning: Bool {
    for index in 0..<savedSprings.count {
      guard let saved = savedSprings[index], let spring = TunableSprings.spring(at: index, in: loaded),
        let current = try? TunableSprings.parameters(of: spring)
      else { continue }
      if current != saved { return true }
    }
    return false
  }

  /// Esc or q: quits, unless springs were tuned and not written, when it asks first.
  func quitOrAsk() {
    guard isLive else { return }
    guard prompt != .quitWithUnsavedTuning, hasUnsavedTuning else {
      wantsToQuit = true
      return
    }
    ask(.quitWithUnsavedTuning)
  }

  /// `w` (or Enter when quitting asks): writes the tuned scene; what it wrote is kept, so the
  /// autosave is no longer needed.
  func writeTunedScene() throws {
    try outputs.writeTunedScene(source: source, loaded: loaded)
    savedSprings = FileSprings(of: loaded)
    tuningChangedSinceAutosave = true
    keepAutosave()
  }

  /// Shows `question` until it is answered, and prints it.
  private func ask(_ question: SessionPrompt) {
    prompt = question
    outputs.report(question.text)
  }

  /// A key while a prompt is shown: returns true when the key answered it (the key then does
  /// nothing else, and is not recorded: a replay asks nothing).
  func answerPrompt(keyName: String, down: Bool) throws -> Bool {
    let name = keyName.lowercased()
    guard down else { return promptKeysDown.remove(name) != nil }
    guard let prompt else { return false }
    let enter = name == "return" || name == "enter" || name == "keypad enter"
    switch prompt {
    case .quitWithUnsavedTuning:
      if name == "escape" || name == "q" {
        wantsToQuit = true
      } else if enter {
        self.prompt = nil
        try writeTunedScene()
        wantsToQuit = true
      } else {
        if !name.hasSuffix("shift") && !name.hasSuffix("ctrl") { self.prompt = nil }
        return false
      }
    case .restoreAutosave(let autosave):
      if enter {
        self.prompt = nil
        try restore(autosave)
      } else if name == "n" {
        self.prompt = nil
        TuningAutosave.remove(at: autosavePath)
        outputs.report("autosaved tuning dropped")
      } else if name == "escape" {
        // Not now: the file stays until a change of a spring takes its place (a quit at once
        // keeps it for the next run).
        self.prompt = nil
        outputs.report("autosaved tuning kept in \(autosavePath)")
      } else {
        return false
      }
    }
    promptKeysDown.insert(name)
    return true
  }

  /// Where the scene shown keeps its autosave.
  var autosavePath: String {
    TuningAutosave.path(for: source, outputDirectory: outputs.directory)
  }

  /// Offers the scene's autosave back when it has one that tunes a spring it has.
  func offerAutosave() {
    guard keepsAutosave, let autosave = TuningAutosave.read(at: autosavePath),
      !autosave.placed(in: loaded).placed.isEmpty
    else { return }
    ask(.restoreAutosave(autosave))
  }

  /// Sets the springs of `autosave` as one step to undo, each recorded as a `set` line.
  private func restore(_ autosave: TuningAutosave) throws {
    var changes: [(interaction: Int, before: SpringSetting, after: SpringSetting)] = []
    let (placed, gone) = autosave.placed(in: loaded)
    for (index, entry) in placed {
      guard let spring = TunableSprings.spring(at: index, in: loaded),
        let before = try? TunableSprings.parameters(of: spring)
      else { continue }
      try setWhole(index, spring, to: entry.spring)
      if let after = try? TunableSprings.parameters(of: spring), after != before {
        changes.append((index, before, after))
      }
      if index != entry.interaction, let key = entry.key {
        outputs.report("the autosaved spring of #\(entry.interaction) goes to its \(key), now #\(index)")
      }
    }
    recordTogether(changes)
    for entry in gone {
      let what = entry.key.map { ", the \($0)," } ?? ""
      outputs.report(
        "the autosaved spring of #\(entry.interaction)\(what) has no interaction in the file now: not restored"
      )
    }
    outputs.report(
      "restored the autosaved tuning (\(changes.count == 1 ? "1 spring" : "\(changes.count) springs"))")
  }

  /// Brings the autosave up to date when a spring changed since it was: the springs that differ
  /// from the file's while any is not written, else no autosave. Nothing while an autosave waits
  /// to be restored (it would be overwritten before the person answered).
  func keepAutosave() {
    guard keepsAutosave, tuningChangedSinceAutosave else { return }
    if case .restoreAutosave = prompt { return }
    tuningChangedSinceAutosave = false
    let path = autosavePath
    guard hasUnsavedTuning,
      let autosave = TuningAutosave.tuned(in: loaded, comparedWith: fileSprings, scene: source.nameOrPath)
    else {
      TuningAutosave.remove(at: path)
      return
    }
    do {
      if BuiltInScenes.named(source.nameOrPath) != nil { try outputs.createDirectory() }
      try autosave.write(to: path)
    } catch {
      if !autosaveFailed { outputs.report("error: cannot autosave the tuning: \(error)") }
      autosaveFailed = true
    }
  }
}
