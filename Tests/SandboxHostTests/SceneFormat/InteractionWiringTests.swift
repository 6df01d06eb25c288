import Motion
import Testing

@testable import SandboxHost

@Suite struct InteractionWiringTests {
  private func live(_ json: String) throws -> LoadedScene {
    try SceneDescription.parse(json, file: "test.json", defaultName: "test").makeLiveScene()
  }

  private func touch(_ runtime: MotionRuntime, _ phase: TouchPhase, _ x: Double, _ y: Double, _ t: Double) {
    runtime.handle(TouchEvent(id: 1, phase: phase, location: Point(x: x, y: y), time: t))
  }

  @Test func everyTypeBecomesItsInteractionWithTheFilesAnchorPreference() throws {
    let loaded = try live(
      """
      {"size": [400, 300], "elements": [
        {"name": "a", "position": [50, 50], "size": [20, 20]},
        {"name": "b", "position": [100, 50], "size": [20, 20]},
        {"name": "c", "position": [150, 50], "size": [20, 20]},
        {"name": "d", "position": [200, 50], "size": [20, 20]}],
       "interactions": [
        {"type": "draggable", "element": "a", "anchorPointAdjustment": true},
        {"type": "pinchable", "element": "b"},
        {"type": "rotatable", "element": "c", "anchorPointAdjustment": false},
        {"type": "directlyManipulable", "element": "d"}]}
      """)
    let wired = loaded.runtime.interactions
    #expect(
      wired.map { InteractionType.name(of: $0.interaction) } == [
        "draggable", "pinchable", "rotatable", "directlyManipulable",
      ])
    #expect(wired.map { $0.element.name } == ["a", "b", "c", "d"])
    #expect((wired[0].interaction as? Draggable)?.wantsAnchorPointAdjustment == true)
    #expect((wired[1].interaction as? Pinchable)?.wantsAnchorPointAdjustment == true)
    #expect((wired[2].interaction as? Rotatable)?.wantsAnchorPointAdjustment == false)
    #expect((wired[3].interaction as? DirectlyManipulable)?.wantsAnchorPointAdjustment == true)
  }

  @Test func aTossedSquareLandsOnTheBuiltInTossScenesCircle() throws {
    let loaded = try SceneDescription.load(nameOrPath: "toss").makeLiveScene()
    let runtime = loaded.runtime
    let square = try #require(loaded.scene.element(named: "square"))
    let circle = try #require(loaded.scene.element(named: "circle"))
    let start = square.position
    touch(runtime, .began, start.x, start.y, 0)
    for i in 1...10 {
      touch(runtime, .moved, start.x + 10 * Double(i), start.y - 5 * Double(i), Double(i) / 60)
    }
    touch(runtime, .ended, start.x + 100, start.y - 50, 11.0 / 60)
    #expect(!runtime.isAtRest)
    for i in 1...600 { runtime.advance(to: 11.0 / 60 + Double(i) / 60) }
    #expect(runtime.isAtRest)
    #expect(square.position == circle.position)
  }

  @Test func aDestinationElementInAnotherSpaceIsFollowedInTheContainersSpace() throws {
    // The circle lies in a panel shifted by (100, 50) and scaled by 2; the square's container
    // is the scene, so the destination is the circle's scene position.
    let loaded = try live(
      """
      {"size": [800, 600], "elements": [
        {"name": "panel", "position": [100, 50], "size": [200, 200], "anchorPoint": [0, 0], "scale": 2},
        {"name": "circle", "parent": "panel", "position": [100, 100], "size": [20, 20]},
        {"name": "square", "position": [50, 500], "size": [20, 20]}],
       "interactions": [
        {"type": "tossable", "element": "square", "destination": {"element": "circle"},
         "spring": {"stiffness": 200, "damping": 25, "mass": 2, "threshold": 0.5}}]}
      """)
    let runtime = loaded.runtime
    let square = try #require(loaded.scene.element(named: "square"))
    let circle = try #require(loaded.scene.element(named: "circle"))
    let tossable = try #require(runtime.interactions.first?.interaction as? Tossable)
    #expect(tossable.destination.read() == Point(x: 300, y: 250))
    #expect(tossable.spring.stiffness.read() == 200 && tossable.spring.mass.read() == 2)
    #expect(tossable.spring.threshold == 0.5)
    touch(runtime, .began, 50, 500, 0)
    touch(runtime, .moved, 60, 490, 0.02)
    touch(runtime, .ended, 60, 490, 0.03)
    circle.position = Point(x: 150, y: 100)
    #expect(tossable.destination.read() == Point(x: 400, y: 250))
    for i in 1...900 { runtime.advance(to: 0.03 + Double(i) / 60) }
    #expect(square.position == Point(x: 400, y: 250))
  }

  @Test func theFilesConstraintsBindTheDraggedPosition() throws {
    let loaded = try live(
      """
      {"size": [400, 300], "elements": [
        {"name": "knob", "position": [100, 100], "size": [20, 20]}],
       "interactions": [
        {"type": "draggable", "element": "knob", "axis": "horizontal", "bounds": [50, 0, 200, 300],
         "rubberBand": 20}]}
      """)
    let runtime = loaded.runtime
    let knob = try #require(loaded.scene.element(named: "knob"))
    touch(runtime, .began, 100, 100, 0)
    for i in 1...30 {
      touch(runtime, .moved, 100 + 20 * Double(i), 100 + 3 * Double(i), Double(i) / 60)
      #expect(knob.position.y == 100)
      #expect(knob.position.x < 270)
    }
    #expect(knob.position.x > 250)
    touch(runtime, .ended, 700, 190, 31.0 / 60)
    var t = 31.0 / 60
    while !runtime.isAtRest && t < 10 {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    #expect(abs(knob.position.x - 250) < 1e-9 && knob.position.y == 100)
  }
}
