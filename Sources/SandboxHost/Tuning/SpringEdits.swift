/// The changes made to a scene's springs from the tuning panel, for Ctrl-Z and Ctrl-Shift-Z:
/// each edit is a spring's parameters before and after, so undoing one sets the spring back
/// whole (and is recorded as the `set` line that does that), whatever came between.
///
/// The moves of one slider drag are one edit; the springs one key changes together (Shift-R,
/// restoring an autosave) are one step, undone and redone together; a new change after an undo
/// drops what could have been redone, as editors do.
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
    /// The step of several springs it belongs to, if any.
    var group: Int?
  }

  /// What an undo or a redo sets one spring to.
  struct Restoration: Sendable, Equatable {
    /// The interaction's index in the scene file.
    var interaction: Int
    /// The parameters it gets back.
    var parameters: SpringSetting
  }

  private(set) var done: [Edit] = []
  private(set) var undone: [Edit] = []
  private var groups = 0

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

  /// Notes the changes of several springs made by one key as one step to undo.
  mutating func record(together changes: [(interaction: Int, before: SpringSetting, after: SpringSetting)]) {
    guard !changes.isEmpty else { return }
    undone.removeAll()
    groups += 1
    for change in changes {
      done.append(
        Edit(
          interaction: change.interaction, before: change.before, after: change.after, drag: nil,
          group: groups))
    }
  }

  /// The last step, now undone: what to set its springs back to. Empty when there is none.
  mutating func undo() -> [Restoration] {
    Self.move(from: &done, to: &undone).map {
      Restoration(interaction: $0.interaction, parameters: $0.before)
    }
  }

  /// The last step undone, now done again, its edits in the order they were made. Empty when
  /// there is none.
  mutating func redo() -> [Restoration] {
    Self.move(from: &undone, to: &done).reversed().map {
      Restoration(interaction: $0.interaction, parameters: $0.after)
    }
  }

  /// Moves the last step (an edit, or every edit of its group) from `source` onto `target`.
  private static func move(from source: inout [Edit], to target: inout [Edit]) -> [Edit] {
    guard let last = source.popLast() else { return [] }
    var moved = [last]
    while let group = last.group, let next = source.last, next.group == group {
      moved.append(source.removeLast())
    }
    target.append(contentsOf: moved.reversed())
    return moved
  }

  /// Gives every edit of interaction `interaction` the values `fileChange` sets, before and
  /// after: the scene file changed them on disk, so an undo or a redo moves between values the
  /// person saw rather than bringing the file's old ones back.
  mutating func rebase(interaction: Int, onto fileChange: SpringChange) {
    guard fileChange != SpringChange() else { return }
    for index in done.indices where done[index].interaction == interaction {
      Self.rebase(&done[index], fileChange)
    }
    for index in undone.indices where undone[index].interaction == interaction {
      Self.rebase(&undone[index], fileChange)
    }
  }

  private static func rebase(_ edit: inout Edit, _ change: SpringChange) {
    if let before = try? edit.before.applying(change) { edit.before = before }
    if let after = try? edit.after.applying(change) { edit.after = after }
  }

  /// Gives each edit the index `match` gives its interaction in the file loaded again, and
  /// forgets the edits of interactions gone from it.
  mutating func renumber(by match: InteractionMatch) {
    guard !match.keepsEveryIndex else { return }
    done = Self.renumbered(done, by: match)
    undone = Self.renumbered(undone, by: match)
  }

  private static func renumbered(_ edits: [Edit], by match: InteractionMatch) -> [Edit] {
    edits.compactMap { edit in
      guard match.newIndex.indices.contains(edit.interaction), let index = match.newIndex[edit.interaction]
      else { return nil }
      var renumbered = edit
      renumbered.interaction = index
      return renumbered
    }
  }

  /// Forgets every edit (another scene).
  mutating func removeAll() {
    done.removeAll()
    undone.removeAll()
  }
}
