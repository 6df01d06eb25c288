import Motion
import Testing

@testable import SandboxHost

/// The built-in toss scene: interaction 0 drags the circle, interaction 1 tosses the square.
private func tossScene() throws -> LoadedScene {
  try SceneSource(nameOrPath: "toss").load()
}

@Test func showingThePanelSelectsTheFirstSpring() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  #expect(tuner.isVisible)
  #expect(tuner.selection == 1)
  tuner.selectNext(in: loaded)
  #expect(tuner.selection == 1)
  tuner.toggle(in: loaded)
  #expect(!tuner.isVisible)
}

@Test func theKeysStepTheChosenParameterOnlyWhileShown() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  #expect(tuner.step(up: true, in: loaded) == nil)
  tuner.toggle(in: loaded)
  let up = try #require(tuner.step(up: true, in: loaded))
  #expect(up.interaction == 1 && up.spring == SpringChange(stiffness: 376.2))
  tuner.chooseParameter(by: -1)
  #expect(tuner.parameter == .threshold)
  let down = try #require(tuner.step(up: false, in: loaded))
  #expect(down.spring == SpringChange(threshold: 0.9091))
}

@Test func aSliderDragIsThePanelsAndMovesTheValue() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  let track = tuner.layout.sliderTrack(.damping)
  let middle = Point(x: track.x + track.width / 2, y: track.y)
  // The middle of the damping slider (0.1 … 1000, logarithmic) is 10.
  #expect(
    tuner.mouse(.down, button: .left, at: middle, in: loaded)
      == .change(interaction: 1, spring: SpringChange(damping: 10)))
  #expect(tuner.parameter == .damping)
  let end = Point(x: track.x + track.width + 50, y: track.y + 80)
  #expect(
    tuner.mouse(.move, button: nil, at: end, in: loaded)
      == .change(interaction: 1, spring: SpringChange(damping: 1000)))
  #expect(
    tuner.mouse(.up, button: .left, at: end, in: loaded)
      == .change(interaction: 1, spring: SpringChange(damping: 1000)))
  // After the release the mouse is the scene's again.
  #expect(tuner.mouse(.move, button: nil, at: end, in: loaded) == .passThrough)
}

@Test func theSceneKeepsTheMouseOffThePanelAndWhileHidden() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  let frame = tuner.layout.frame
  let onPanel = Point(x: frame.x + 20, y: frame.y + 20)
  #expect(tuner.mouse(.down, button: .left, at: onPanel, in: loaded) == .passThrough)
  tuner.toggle(in: loaded)
  let shown = tuner.layout.frame
  #expect(
    tuner.mouse(.down, button: .left, at: Point(x: shown.x + 20, y: shown.y + 5), in: loaded) == .consumed)
  // Its moves and release are the panel's too, wherever they go: nothing of it is recorded.
  #expect(tuner.mouse(.move, button: nil, at: Point(x: 5, y: 5), in: loaded) == .consumed)
  #expect(tuner.mouse(.up, button: .left, at: Point(x: 5, y: 5), in: loaded) == .consumed)
  let offPanel = shown.x > 400 ? Point(x: 100, y: 560) : Point(x: 700, y: 560)
  #expect(tuner.mouse(.down, button: .left, at: offPanel, in: loaded) == .passThrough)
  // A drag that began off the panel stays the scene's when it crosses the panel.
  #expect(
    tuner.mouse(.move, button: nil, at: Point(x: shown.x + 20, y: shown.y + 20), in: loaded) == .passThrough)
  #expect(
    tuner.mouse(.up, button: .left, at: Point(x: shown.x + 20, y: shown.y + 20), in: loaded) == .passThrough)
}

@Test func thePanelAvoidsTheDestination() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  // The circle (the destination) is at (620, 170), in the right half.
  #expect(!tuner.layout.contains(Point(x: 620, y: 170)))
}
