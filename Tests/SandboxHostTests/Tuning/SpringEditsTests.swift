import Testing

@testable import SandboxHost

@Test func undoSetsBackAndRedoSetsOnAndANewChangeDropsTheRedo() throws {
  var edits = SpringEdits()
  let a = try SpringSetting.physical(stiffness: 342)
  let b = try SpringSetting.physical(stiffness: 376.2)
  let c = try SpringSetting.physical(stiffness: 376.2, damping: 10)
  edits.record(interaction: 1, from: a, to: b, drag: nil)
  edits.record(interaction: 1, from: b, to: c, drag: nil)
  #expect(edits.undo()! == (1, b))
  #expect(edits.undo()! == (1, a))
  #expect(edits.undo() == nil)
  #expect(edits.redo()! == (1, b))
  edits.record(interaction: 2, from: a, to: c, drag: nil)
  #expect(edits.redo() == nil)
  #expect(edits.undo()! == (2, a))
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
  #expect(edits.undo()! == (1, d))
  #expect(edits.undo()! == (1, a))
  #expect(edits.undo() == nil)
}
