/// The changes made to a scene's springs from the tuning panel, for Ctrl-Z and Ctrl-Shift-Z:
/// each edit is a spring's parameters before and after, so undoing one sets the spring back
/// whole (and is recorded as the `set` line that does that), whatever came between.
///
/// The moves of one slider drag are one edit; a new change after an undo drops what could
/// have been redone, as editors do.
struct SpringEdits: Sendable {
  /// One change of one spring.
  struct Edit: Sendable, Equatable {
    /// The interaction's index in the scene file.
    var interaction: Int
    /// The spring's parameters before the change.
    var before: SpringSetting
    /// The spring's parameters after it.
    var after: SpringSetting
    /// The slider drag that made it, if one did.
    var drag: Int?
  }

  private(set) var done: [Edit] = []
  private(set) var undone: [Edit] = []

  /// Creates an empty history.
  init() {}

  /// Notes a change of interaction `interaction`'s spring from `before` to `after`; a move of
  /// the drag that made the last edit joins that edit.
  mutating func record(
    interaction: Int, from before: SpringSetting, to after: SpringSetting, drag: Int?
  ) {
    undone.removeAll()
    if let drag, let last = done.last, last.drag == drag, last.interaction == interaction {
      done[done.count - 1].after = after
      return
    }
    done.append(Edit(interaction: interaction, before: before, after: after, drag: drag))
  }

  /// The last edit, now undone: what to set its spring back to. Nil when there is none.
  mutating func undo() -> (interaction: Int, parameters: SpringSetting)? {
    guard let edit = done.popLast() else { return nil }
    undone.append(edit)
    return (edit.interaction, edit.before)
  }

  /// The last edit undone, now done again. Nil when there is none.
  mutating func redo() -> (interaction: Int, parameters: SpringSetting)? {
    guard let edit = undone.popLast() else { return nil }
    done.append(edit)
    return (edit.interaction, edit.after)
  }

  /// Forgets every edit (another scene).
  mutating func removeAll() {
    done.removeAll()
    undone.removeAll()
  }
}
