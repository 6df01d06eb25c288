import Testing

@testable import SandboxHost

@Test func theMotionStretchEndsWhenMotionStopsOrTheSceneChanges() {
  var stretch = MotionStretch()
  let a = ObjectIdentifier(Tuner())
  let b = ObjectIdentifier(SelectionHistory())
  let frames: [(moving: Bool, scene: ObjectIdentifier)] = [
    (false, a), (true, a), (true, a), (false, a), (false, a), (false, b), (false, b),
  ]
  var ends: [Bool] = []
  for frame in frames { ends.append(stretch.ends(moving: frame.moving, scene: frame.scene)) }
  // Motion stopped (the fourth frame): the HUD forgets its rates and says it is idle; another
  // scene (the sixth): the previous scene's rates are not its own.
  #expect(ends == [false, false, false, true, false, true, false])
}
