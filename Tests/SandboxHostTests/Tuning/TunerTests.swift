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
  tuner.chooseParameter(by: -3)
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
  // The middle of the damping slider (1 … 1000, logarithmic) is 31.62.
  #expect(
    tuner.mouse(.down, button: .left, at: middle, in: loaded)
      == .change(interaction: 1, spring: SpringChange(damping: 31.62)))
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

@Test func thePanelLiesBesideTheSceneAndTakesTheWheelOverIt() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  // The panel floated over the scene and hid the square in flight; docked, it starts where the
  // 800-point scene ends.
  #expect(tuner.layout.frame.x >= 800)
  #expect(!tuner.layout.contains(Point(x: 620, y: 170)))
  #expect(tuner.takesWheel(at: Point(x: 900, y: 300)))
  #expect(!tuner.takesWheel(at: Point(x: 300, y: 300)))
  tuner.toggle(in: loaded)
  #expect(!tuner.takesWheel(at: Point(x: 900, y: 300)))
}

@Test func openingThePanelChoosesStiffness() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  tuner.chooseParameter(by: 2)
  tuner.toggle(in: loaded)
  tuner.toggle(in: loaded)
  #expect(tuner.parameter == .stiffness)
}

@Test func enterTypesAValueEnterAppliesItAndEscCancels() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  tuner.chooseParameter(by: 1)
  tuner.beginTyping(in: loaded)
  #expect(tuner.typed == "")
  for key in ["1", "Keypad 0", ".", "5", "5", "Backspace", "x"] {
    #expect(tuner.type(keyName: key, down: true, in: loaded) == .consumed)
  }
  #expect(tuner.typed == "10.5")
  #expect(tuner.type(keyName: "Left Shift", down: true, in: loaded) == .passThrough)
  #expect(
    tuner.type(keyName: "Return", down: true, in: loaded)
      == .change(interaction: 1, spring: SpringChange(damping: 10.5)))
  #expect(tuner.typed == nil)
  #expect(tuner.type(keyName: "5", down: true, in: loaded) == .passThrough)
  tuner.beginTyping(in: loaded)
  _ = tuner.type(keyName: "7", down: true, in: loaded)
  #expect(tuner.type(keyName: "Escape", down: true, in: loaded) == .consumed)
  #expect(tuner.typed == nil)
  // A typed bounce may be negative; it keeps the duration.
  tuner.chooseParameter(by: 4)
  #expect(tuner.parameter == .bounce)
  tuner.beginTyping(in: loaded)
  for key in ["-", "0", ".", "2"] { _ = tuner.type(keyName: key, down: true, in: loaded) }
  guard case .change(_, let change) = tuner.type(keyName: "Keypad Enter", down: true, in: loaded) else {
    Issue.record("no change")
    return
  }
  #expect(change.stiffness == nil && change.damping != nil)
}

@Test func aTypedValueThatMakesNoSpringIsRefusedWithWhy() throws {
  let loaded = try tossScene()
  let tuner = Tuner()
  tuner.toggle(in: loaded)
  tuner.chooseParameter(by: 4)
  #expect(tuner.parameter == .duration)
  tuner.beginTyping(in: loaded)
  _ = tuner.type(keyName: "0", down: true, in: loaded)
  guard case .rejected(let why) = tuner.type(keyName: "Return", down: true, in: loaded) else {
    Issue.record("a duration of 0 was not refused")
    return
  }
  #expect(why.hasPrefix("duration 0 not applied: \"duration\" must be a number of seconds above 0"))
}
