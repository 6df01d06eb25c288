import Testing

@testable import SandboxHost

private func step(_ interaction: Int, _ parameters: SpringSetting) -> [SpringEdits.Restoration] {
  [SpringEdits.Restoration(interaction: interaction, parameters: parameters)]
}

@Test func undoSetsBackAndRedoSetsOnAndANewChangeDropsTheRedo() throws {
  var edits = SpringEdits()
  let a = try SpringSetting.physical(stiffness: 342)
  let b = try SpringSetting.physical(stiffness: 376.2)
  let c = try SpringSetting.physical(stiffness: 376.2, damping: 10)
  edits.record(interaction: 1, from: a, to: b, drag: nil)
  edits.record(interaction: 1, from: b, to: c, drag: nil)
  #expect(edits.undo() == step(1, b))
  #expect(edits.undo() == step(1, a))
  #expect(edits.undo().isEmpty)
  #expect(edits.redo() == step(1, b))
  edits.record(interaction: 2, from: a, to: c, drag: nil)
  #expect(edits.redo().isEmpty)
  #expect(edits.undo() == step(2, a))
}

@Test func theMovesOfOneSliderDragAreOneEdit() throws {
  var edits = SpringEdits()
  let a = try SpringSetting.physical(stiffness: 342)
  edits.record(interaction: 1, from: a, to: try SpringSetting.physical(stiffness: 300), drag: 7)
  edits.record(
    interaction: 1, from: try SpringSetting.physical(stiffness: 300),
    to: try SpringSetting.physical(stiffness: 250), drag: 7)
  edits.record(
    interaction: 1, from: try SpringSetting.physical(stiffness: 250),
    to: try SpringSetting.physical(stiffness: 200), drag: 8)
  let d = try SpringSetting.physical(stiffness: 250)
  #expect(edits.undo() == step(1, d))
  #expect(edits.undo() == step(1, a))
  #expect(edits.undo().isEmpty)
}

@Test func springsChangedByOneKeyAreUndoneAndRedoneTogether() throws {
  var edits = SpringEdits()
  let a = try SpringSetting.physical(stiffness: 342)
  let b = try SpringSetting.physical(stiffness: 500)
  let c = try SpringSetting.physical(stiffness: 100)
  edits.record(interaction: 0, from: a, to: c, drag: nil)
  edits.record(together: [(interaction: 1, before: b, after: a), (interaction: 2, before: c, after: a)])
  #expect(
    edits.undo() == [
      SpringEdits.Restoration(interaction: 2, parameters: c),
      SpringEdits.Restoration(interaction: 1, parameters: b),
    ])
  #expect(
    edits.redo() == [
      SpringEdits.Restoration(interaction: 1, parameters: a),
      SpringEdits.Restoration(interaction: 2, parameters: a),
    ])
  _ = edits.undo()
  #expect(edits.undo() == step(0, a))
}

@Test func aRebaseKeepsTheFilesNewValueInEveryEditOfThatSpring() throws {
  var edits = SpringEdits()
  let file = try SpringSetting.physical(stiffness: 342, damping: 30)
  let tuned = try SpringSetting.physical(stiffness: 400, damping: 30)
  edits.record(interaction: 1, from: file, to: tuned, drag: nil)
  edits.rebase(interaction: 1, onto: SpringChange(damping: 40))
  #expect(edits.undo() == step(1, try SpringSetting.physical(stiffness: 342, damping: 40)))
  #expect(edits.redo() == step(1, try SpringSetting.physical(stiffness: 400, damping: 40)))
}

@Test func aReloadRenumbersTheEditsAndForgetsThoseOfInteractionsGone() throws {
  var edits = SpringEdits()
  let a = try SpringSetting.physical(stiffness: 342)
  let b = try SpringSetting.physical(stiffness: 376.2)
  edits.record(interaction: 0, from: a, to: b, drag: nil)
  edits.record(interaction: 1, from: a, to: b, drag: nil)
  // Interaction 0 went; 1 is now 0.
  edits.renumber(
    by: InteractionMatch(
      old: [.init(type: "tossable", element: "x"), .init(type: "draggable", element: "y")],
      new: [.init(type: "draggable", element: "y")]))
  #expect(edits.undo() == step(0, a))
  #expect(edits.undo().isEmpty)
}
