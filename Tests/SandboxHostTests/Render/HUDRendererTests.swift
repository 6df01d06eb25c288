import Testing

@testable import SandboxHost

@Test func theKeyListNamesEveryBuiltInSceneWithItsKey() {
  let lines = HUDRenderer.helpLines.joined(separator: "\n")
  for (index, scene) in BuiltInScenes.all.enumerated() {
    #expect(lines.contains("\(index + 1) \(scene.name)"), "key \(index + 1) for \(scene.name)")
  }
}
