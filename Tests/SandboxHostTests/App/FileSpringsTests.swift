import Motion
import Testing

@testable import SandboxHost

/// The springs a scene file gave, by interaction: each interaction reads back its own, whether
/// it shares its parameters with others or not, and one without a spring reads nil.
@Test func fileSpringsGiveEachInteractionItsOwnSpring() throws {
  let text = """
    {"name": "springs", "size": [400, 300], "elements": [
      {"name": "a", "position": [50, 50], "size": [20, 20]},
      {"name": "b", "position": [100, 50], "size": [20, 20]},
      {"name": "c", "position": [150, 50], "size": [20, 20]},
      {"name": "d", "position": [200, 50], "size": [20, 20]}
    ], "interactions": [
      {"type": "tossable", "element": "a", "destination": [50, 50]},
      {"type": "draggable", "element": "b"},
      {"type": "tossable", "element": "c", "destination": [150, 50], "spring": {"stiffness": 500, "damping": 20}},
      {"type": "tossable", "element": "d", "destination": [200, 50]}
    ]}
    """
  let loaded = try LoadedScene.live(text: text, file: nil, defaultName: "springs", replacing: nil)
  let springs = FileSprings(of: loaded)
  #expect(springs.count == 4)
  #expect(springs[0] == SpringSetting.default)
  #expect(springs[1] == nil)
  #expect(springs[2]?.stiffness == 500 && springs[2]?.damping == 20)
  #expect(springs[3] == SpringSetting.default)
  #expect(springs[4] == nil && springs[-1] == nil)
  #expect(FileSprings().count == 0 && FileSprings()[0] == nil)
}
