import Motion
import Testing

@testable import SandboxHost

/// The scene-file keys that say where an interaction settles on release: a tossable's
/// `destinations` and `glide`, `decelerationRate`, `scaleBounds`, `scaleRubberBand`, `snapAngle`.
@Suite struct ReleaseKeysTests {
  /// A scene with a square (line 3) and a circle (line 4), and `interaction` on line 6.
  private func text(_ interaction: String) -> String {
    """
    {"size": [400, 300],
     "elements": [
      {"name": "square", "position": [100, 100], "size": [40, 40]},
      {"name": "circle", "position": [300, 100], "size": [40, 40]}
     ], "interactions": [
      \(interaction)
     ]}
    """
  }

  private func parse(_ interaction: String) throws(InputErrors) -> InteractionDescription? {
    try SceneDescription.parse(text(interaction), file: "s.json", defaultName: "s").interactions.first
  }

  private func faults(_ interaction: String) -> [String] {
    do {
      _ = try parse(interaction)
      return []
    } catch {
      return error.errors.map { String($0.description.trimmingPrefix("error: ")) }
    }
  }

  @Test func readsSeveralDestinationsAndARate() throws {
    let interaction = try #require(
      try parse(
        #"{"type": "tossable", "element": "square", "destinations": [[10, 20], {"element": "circle"}], "#
          + #""decelerationRate": "fast"}"#))
    #expect(interaction.toss?.destinations == [.point(Point(x: 10, y: 20)), .element("circle")])
    #expect(interaction.release.rate == .fast)
  }

  @Test func aGlideHasNoDestination() throws {
    let interaction = try #require(
      try parse(#"{"type": "tossable", "element": "square", "glide": true, "decelerationRate": 0.99}"#))
    #expect(interaction.toss?.destinations == [])
    #expect(interaction.release.decelerationRate == 0.99)
  }

  @Test func readsScaleBoundsAndASnapAngle() throws {
    let interaction = try #require(
      try parse(
        #"{"type": "directlyManipulable", "element": "square", "scaleBounds": [0.5, 3], "#
          + #""scaleRubberBand": 0.2, "snapAngle": 0.5}"#))
    #expect(interaction.release.scaleBounds == 0.5...3)
    #expect(interaction.release.scaleRubberBand == 0.2)
    #expect(interaction.release.snapAngle == 0.5)
  }

  @Test func faultsNameTheFileTheLineAndTheRule() {
    #expect(
      faults(#"{"type": "tossable", "element": "square", "destination": [1, 2], "glide": true}"#)
        == [
          "s.json:6: a tossable takes one of \"destination\", \"destinations\" and \"glide\", not "
            + "\"destination\" and \"glide\""
        ])
    #expect(
      faults(#"{"type": "tossable", "element": "square"}"#)
        == ["s.json:6: a tossable interaction is missing the required key \"destination\""])
    #expect(
      faults(#"{"type": "tossable", "element": "square", "destinations": []}"#)
        == [
          "s.json:6: \"destinations\" must be a non-empty array of points [x, y] or {\"element\": NAME}, "
            + "not an empty array"
        ])
    #expect(
      faults(#"{"type": "tossable", "element": "square", "destinations": [[1, 2], {"element": "moon"}]}"#)
        == ["s.json:6: unknown destination element \"moon\""])
    #expect(
      faults(#"{"type": "tossable", "element": "square", "glide": false}"#)
        == [
          "s.json:6: \"glide\" must be true (a tossable that springs takes \"destination\" or \"destinations\")"
        ])
    #expect(
      faults(#"{"type": "tossable", "element": "square", "glide": true, "decelerationRate": 1}"#)
        == [
          "s.json:6: \"decelerationRate\" must be above 0 and below 1 (the fraction of velocity kept per "
            + "millisecond), not 1"
        ])
    #expect(
      faults(#"{"type": "tossable", "element": "square", "glide": true, "decelerationRate": "slow"}"#)
        == ["s.json:6: \"decelerationRate\" must be a number in (0, 1), \"normal\" or \"fast\", not a string"]
    )
    #expect(
      faults(#"{"type": "pinchable", "element": "square", "scaleBounds": [2, 1]}"#)
        == ["s.json:6: \"scaleBounds\" must be [min, max] with 0 < min ≤ max"])
    #expect(
      faults(#"{"type": "pinchable", "element": "square", "scaleRubberBand": 0.2}"#)
        == ["s.json:6: \"scaleRubberBand\" needs \"scaleBounds\" to stretch past"])
    #expect(
      faults(#"{"type": "rotatable", "element": "square", "snapAngle": 0}"#)
        == ["s.json:6: \"snapAngle\" must be above 0 (radians), not 0"])
    #expect(
      faults(#"{"type": "draggable", "element": "square", "snapAngle": 1}"#)
        == ["s.json:6: \"snapAngle\" is only for rotatable, directlyManipulable interactions, not draggable"])
    #expect(
      faults(#"{"type": "rotatable", "element": "square", "scaleBounds": [1, 2]}"#)
        == [
          "s.json:6: \"scaleBounds\" is only for pinchable, directlyManipulable interactions, not rotatable"
        ])
  }
}
