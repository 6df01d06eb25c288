extension InputScript {
  /// The touch lines of `lines` that do nothing, or not what they seem to, when replayed:
  /// a move, lift or cancel of a touch id that is not down (the replay ignores the line), and a
  /// down of an id that is already down (the replay cancels the earlier touch and starts a new
  /// one); and a capture or dump (a line, or a press of `c` or `d`, named by its time) whose
  /// name an earlier line already wrote (only the later file is kept); and a film or track of
  /// more than `FilmLine.longFilmFrames` frames at 60 frames a second. `check` prints these as
  /// warnings; they are not faults, so a script with them still replays. `r` and the keys of built-in scenes cancel every touch, as they do live.
  static func warnings(in lines: [ScriptLine], file: String?) -> [InputError] {
    // `check` does not know the replay's frame rate: films are judged at the default.
    let longFilmFPS = 60.0
    var warnings: [InputError] = []
    var downSince: [Int: Int] = [:]
    var writtenBy: [String: Int] = [:]
    for line in lines {
      switch line.action {
      case .capture, .dump, .record:
        guard let (name, _) = line.action.goldenOutput else { break }
        let kind = line.action.lineKind
        if let earlier = writtenBy[name] {
          warnings.append(
            InputError(
              file: file, line: line.lineNumber,
              message: "\(kind) \"\(name)\" writes over the file line \(earlier) wrote; only this one is kept"
            ))
        }
        writtenBy[name] = line.lineNumber
        if case .record(let film) = line.action,
          film.frameCount(from: line.time, fps: longFilmFPS) > FilmLine.longFilmFrames
        {
          let frames = film.frameCount(from: line.time, fps: longFilmFPS)
          warnings.append(
            InputError(
              file: file, line: line.lineNumber,
              message:
                "\(kind) \"\(name)\" is long: \(frames) frames at \(Int(longFilmFPS)) frames a second "
                + "(\((film.until - line.time).messageSpelling) s); give it \"every\" or a shorter span to keep it small"
            ))
        }
      case .touch(let phase, let id, _):
        let verb: String
        switch phase {
        case .began:
          if let since = downSince[id] {
            warnings.append(
              InputError(
                file: file, line: line.lineNumber,
                message: "touch \(id) goes down while it is already down (since line \(since)); "
                  + "the replay cancels that touch and starts a new one"))
          }
          downSince[id] = line.lineNumber
          continue
        case .moved: verb = "moves"
        case .ended: verb = "lifts"
        case .cancelled: verb = "is cancelled"
        }
        if downSince[id] == nil {
          warnings.append(
            InputError(
              file: file, line: line.lineNumber,
              message: "touch \(id) \(verb) but is not down; the replay ignores this line"))
        }
        if phase != .moved { downSince[id] = nil }
      case .key(true, let name):
        let command = KeyCommand(keyName: name, shift: false)
        switch command {
        case .reset: downSince = [:]
        case .switchScene(let index) where SceneSource.builtIn(index: index) != nil: downSince = [:]
        case .capture, .dump:
          guard let written = SessionOutputs.replayedPressFileName(command, at: line.time) else { break }
          if let earlier = writtenBy[written] {
            warnings.append(
              InputError(
                file: file, line: line.lineNumber,
                message:
                  "key \"\(name)\" writes \(written) over the file line \(earlier) wrote; only this one is kept"
              )
            )
          }
          writtenBy[written] = line.lineNumber
        default: break
        }
      default:
        break
      }
    }
    return warnings
  }
}
