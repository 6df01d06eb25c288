import Foundation
import Motion
import Testing

@testable import SandboxHost

/// The constraint keys of scene files (docs/scene-files.md): `axis`, `bounds`, `rubberBand`.
@Suite struct SceneFileConstraintTests {
  /// A scene with one element on line 3 and `interaction` on line 5; its faults or its
  /// description.
  private func parse(_ interaction: String) -> Result<SceneDescription, InputErrors> {
    let text = """
      {"size": [400, 300],
       "elements": [
        {"name": "knob", "position": [100, 100], "size": [40, 40]}
       ], "interactions": [
        \(interaction)
       ]}
      """
    do {
      return .success(try SceneDescription.parse(text, file: "s.json", defaultName: "s"))
    } catch {
      return .failure(error)
    }
  }

  private func messages(_ interaction: String) -> [String] {
    guard case .failure(let errors) = parse(interaction) else { return [] }
    return errors.errors.map { "\($0.line ?? 0): \($0.message)" }
  }

  @Test func readsEveryConstraintOnTheTypesThatTakeThem() throws {
    for type in ["draggable", "directlyManipulable"] {
      let description = try parse(
        #"{"type": "\#(type)", "element": "knob", "axis": "vertical", "bounds": [0, 10, 200, 100], "rubberBand": 30}"#
      ).get()
      let constraints = description.interactions[0].constraints
      #expect(constraints.axis == .vertical)
      #expect(constraints.bounds == Rect(x: 0, y: 10, width: 200, height: 100))
      #expect(constraints.rubberBand == 30)
    }
    let toss = try parse(
      #"{"type": "tossable", "element": "knob", "destination": [1, 2], "axis": "horizontal", "bounds": [0, 0, 10, 10]}"#
    ).get()
    #expect(
      toss.interactions[0].constraints
        == ConstraintDescription(axis: .horizontal, bounds: Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(try parse(#"{"type": "draggable", "element": "knob"}"#).get().interactions[0].constraints.isEmpty)
  }

  @Test func anAxisOfADirectlyManipulableElementHoldsItsMiddleWhereverItsAnchorPoint() throws {
    // The lock took the scene's position, the top-left corner here, for the middle's line: a
    // sideways drag sent the element 30 points up when it was let go.
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "axis.json",
      """
      {"size": [800, 600], "elements": [
        {"name": "corner", "position": [300, 300], "size": [100, 60], "anchorPoint": [0, 0]}
       ], "interactions": [{"type": "directlyManipulable", "element": "corner", "axis": "horizontal"}]}
      """)
    let loaded = try SceneSource(nameOrPath: path).load()
    let runtime = loaded.runtime
    let element = loaded.elementsInFileOrder[0]
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 350, y: 330), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 360, y: 330), time: 0.05))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 360, y: 330), time: 0.1))
    runtime.advance(to: 5)
    let corner = element.corners[0]
    #expect(corner == Point(x: 310, y: 300))
  }

  @Test func rejectsBadConstraintsWithTheirLines() {
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "axis": "diagonal"}"#) == [
        "5: unknown axis \"diagonal\" (allowed: horizontal, vertical)"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "axis": 1}"#) == [
        "5: \"axis\" must be a string, not a number"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "bounds": [0, 0, 10]}"#) == [
        "5: \"bounds\" must be an array of four numbers [x, y, width, height], not an array"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "bounds": [0, 0, 0, 10]}"#) == [
        "5: \"bounds\" must have a width and a height above 0, not [0, 10]"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "bounds": [1.7e308, 0, 1.7e308, 10]}"#) == [
        "5: \"bounds\" reaches past the largest number: x + width and y + height must be finite"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "bounds": [0, "a", 5, 10]}"#) == [
        "5: \"bounds\" must be an array of four finite numbers [x, y, width, height]"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "rubberBand": 20}"#) == [
        "5: \"rubberBand\" needs \"bounds\" to stretch past"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "bounds": [0, 0, 5, 5], "rubberBand": 0}"#) == [
        "5: \"rubberBand\" must be above 0, not 0"
      ])
    #expect(
      messages(#"{"type": "pinchable", "element": "knob", "axis": "vertical"}"#) == [
        "5: \"axis\" is only for draggable, directlyManipulable, tossable interactions, not pinchable"
      ])
    #expect(
      messages(#"{"type": "draggable", "element": "knob", "friction": 1}"#) == [
        "5: unknown key \"friction\" in a draggable interaction (allowed: type, element, anchorPointAdjustment, axis, bounds, rubberBand, spring)"
      ])
  }
}
