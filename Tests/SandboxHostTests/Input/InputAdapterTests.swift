import Motion
import Testing

@testable import SandboxHost

private func nowhere(_ p: Point) -> PointerTarget { PointerTarget(owner: nil, center: Point(x: 400, y: 300)) }

private struct AdapterDriver {
  var adapter = InputAdapter()
  var touches: [TouchEvent] = []

  mutating func send(_ action: InputAction, at time: Double = 0.5) -> KeyCommand? {
    touches.removeAll()
    return adapter.translate(action, time: time, probe: nowhere, into: &touches)
  }

  mutating func finger(_ phase: TouchPhase, _ id: Int, _ x: Double, _ y: Double) -> [TouchEvent] {
    _ = send(.touch(phase: phase, id: id, location: Point(x: x, y: y)))
    return touches
  }
}

private func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchEvent {
  TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), time: 0.5)
}

@Test func fingersGetSmallIdsWhileTheyAreDown() {
  var d = AdapterDriver()
  #expect(d.finger(.began, 77_000, 10, 20) == [touch(1, .began, 10, 20)])
  #expect(d.finger(.began, 5, 30, 40) == [touch(2, .began, 30, 40)])
  #expect(d.finger(.moved, 77_000, 11, 21) == [touch(1, .moved, 11, 21)])
  #expect(d.finger(.ended, 77_000, 12, 22) == [touch(1, .ended, 12, 22)])
  // The freed id 1 goes to the next finger; id 2 is still held.
  #expect(d.finger(.began, 9, 50, 60) == [touch(1, .began, 50, 60)])
  #expect(d.finger(.cancelled, 5, 31, 41) == [touch(2, .cancelled, 31, 41)])
  #expect(d.adapter.activeTouches == [ActiveTouch(id: 1, location: Point(x: 50, y: 60), kind: .finger)])
}

@Test func fingerMovesAndLiftsWithoutAPressAreDropped() {
  var d = AdapterDriver()
  #expect(d.finger(.moved, 3, 10, 20).isEmpty)
  #expect(d.finger(.ended, 3, 10, 20).isEmpty)
  #expect(d.finger(.began, 3, .nan, 20).isEmpty)
}

@Test func mouseAndWheelGoThroughTheEmulatorStampedWithTheGivenTime() {
  var d = AdapterDriver()
  _ = d.send(.mouse(phase: .down, button: .left, location: Point(x: 100, y: 100), modifiers: [.ctrl]), at: 2)
  #expect(
    d.touches == [
      TouchEvent(id: MouseEmulator.primaryID, phase: .began, location: Point(x: 100, y: 100), time: 2),
      TouchEvent(id: MouseEmulator.secondID, phase: .began, location: Point(x: 700, y: 500), time: 2),
    ])
  _ = d.send(.wheel(delta: Point(x: 0, y: 1), location: Point(x: 10, y: 10), modifiers: []), at: 3)
  // Two fingers land, make a priming move and the step, and lift.
  #expect(d.touches.count == 8)
  #expect(d.touches.allSatisfy { $0.time == 3 })
}

@Test func keyPressesBecomeCommandsAndReleasesDoNot() {
  var d = AdapterDriver()
  #expect(d.send(.key(down: true, name: "Space")) == .togglePause)
  #expect(d.send(.key(down: false, name: "Space")) == nil)
  #expect(d.send(.key(down: true, name: "Escape")) == .quit)
  #expect(d.send(.key(down: true, name: "Q")) == .quit)
  #expect(d.send(.key(down: true, name: ".")) == .stepFrame)
  #expect(d.send(.key(down: true, name: "S")) == .toggleSlowMotion)
  #expect(d.send(.key(down: true, name: "o")) == .toggleOverlay)
  #expect(d.send(.key(down: true, name: "R")) == .reset)
  #expect(d.send(.key(down: true, name: "C")) == .capture)
  #expect(d.send(.key(down: true, name: "D")) == .dump)
  #expect(d.send(.key(down: true, name: "1")) == .switchScene(index: 0))
  #expect(d.send(.key(down: true, name: "9")) == .switchScene(index: 8))
  #expect(d.send(.key(down: true, name: "0")) == nil)
  #expect(d.send(.key(down: true, name: "H")) == .toggleHelp)
  #expect(d.send(.key(down: true, name: "F1")) == nil)
  #expect(d.touches.isEmpty)
}

@Test func questionMarkIsShiftSlash() {
  var d = AdapterDriver()
  #expect(d.send(.key(down: true, name: "/")) == nil)
  _ = d.send(.key(down: true, name: "Left Shift"))
  #expect(d.send(.key(down: true, name: "/")) == .toggleHelp)
  _ = d.send(.key(down: false, name: "Left Shift"))
  #expect(d.send(.key(down: true, name: "/")) == nil)
  #expect(d.send(.key(down: true, name: "?")) == .toggleHelp)
}

@Test func cancelAllCancelsFingersMouseAndPins() {
  var d = AdapterDriver()
  _ = d.finger(.began, 42, 1, 2)
  _ = d.send(.mouse(phase: .down, button: .right, location: Point(x: 5, y: 6), modifiers: []))
  _ = d.send(.mouse(phase: .down, button: .left, location: Point(x: 7, y: 8), modifiers: []))
  var out: [TouchEvent] = []
  d.adapter.cancelAll(time: 0.5, into: &out)
  #expect(
    out == [
      touch(1, .cancelled, 1, 2), touch(MouseEmulator.primaryID, .cancelled, 7, 8),
      touch(MouseEmulator.firstPinnedID, .cancelled, 5, 6),
    ])
  #expect(d.adapter.activeTouches.isEmpty)
  // After the cancel the finger's platform id is unknown: its later events are dropped.
  #expect(d.finger(.moved, 42, 3, 4).isEmpty)
}

@Test func probeFindsTheOwnerAndTheCentreOfTheElementUnderThePoint() {
  let scene = Scene(width: 800, height: 600)
  let a = Element(
    name: "a", position: Point(x: 200, y: 150), size: Size(width: 100, height: 50), rotation: .pi / 2)
  scene.addChild(a)
  a.addGestureRecognizer(DragGestureRecognizer())
  let b = Element(
    name: "b", position: Point(x: 10, y: 10), size: Size(width: 20, height: 20), anchorPoint: .zero)
  a.addChild(b)
  // b's centre (10, 10) is (20, 20) in a, (−30, −5) from a's anchor, turned a quarter clockwise.
  let onB = PointerTarget.probe(scene, at: Point(x: 205, y: 120))
  #expect(onB.owner == ObjectIdentifier(a))
  #expect(onB.center.distance(to: Point(x: 205, y: 120)) < 1e-9)
  let onA = PointerTarget.probe(scene, at: Point(x: 210, y: 180))
  #expect(onA.owner == ObjectIdentifier(a))
  #expect(onA.center.distance(to: Point(x: 200, y: 150)) < 1e-9)
  // Outside a's turned bounds (it is 50 wide and 100 tall on screen): empty space.
  let empty = PointerTarget.probe(scene, at: Point(x: 240, y: 150))
  #expect(empty.owner == nil)
  #expect(empty.center == Point(x: 400, y: 300))
  scene.addGestureRecognizer(DragGestureRecognizer())
  #expect(PointerTarget.probe(scene, at: Point(x: 240, y: 150)).owner == ObjectIdentifier(scene))
}
