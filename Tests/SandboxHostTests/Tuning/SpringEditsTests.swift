import Testing

@testable import SandboxHost

@Test func undoSetsBackAndRedoSetsOnAndANewChangeDropsTheRedo() {
  var edits = SpringEdits()
  let a = SpringParameters(stiffness: 342)
  let b = SpringParameters(stiffness: 376.2)
  let c = SpringParameters(stiffness: 376.2, damping: 10)
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

@Test func theMovesOfOneSliderDragAreOneEdit() {
  var edits = SpringEdits()
  let a = SpringParameters(stiffness: 342)
  edits.record(interaction: 1, from: a, to: SpringParameters(stiffness: 300), drag: 7)
  edits.record(
    interaction: 1, from: SpringParameters(stiffness: 300), to: SpringParameters(stiffness: 250), drag: 7)
  edits.record(
    interaction: 1, from: SpringParameters(stiffness: 250), to: SpringParameters(stiffness: 200), drag: 8)
  #expect(edits.undo()! == (1, SpringParameters(stiffness: 250)))
  #expect(edits.undo()! == (1, a))
  #expect(edits.undo() == nil)
}
