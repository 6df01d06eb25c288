/// A question the live window asks and waits for, shown until it is answered: nothing the
/// person tuned is thrown away by one key.
enum SessionPrompt: Equatable, Sendable {
  /// Esc or q with tuned springs not written: a second Esc or q quits, Enter writes them as
  /// `w` does and quits, any other key carries on.
  case quitWithUnsavedTuning
  /// The scene has an autosave of tuned springs: Enter restores them, n drops it, Esc leaves it
  /// for later.
  case restoreAutosave(TuningAutosave)

  /// The line the window shows and standard output prints.
  var text: String {
    switch self {
    case .quitWithUnsavedTuning:
      "tuning not written: Enter writes it and quits, Esc or q quits without, other keys go on"
    case .restoreAutosave(let autosave):
      "autosaved tuning of \(autosave.springs.count == 1 ? "1 spring" : "\(autosave.springs.count) springs")"
        + " found: Enter restores it, n drops it, Esc keeps it for later"
    }
  }
}
