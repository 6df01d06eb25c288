import Motion
import Testing

@testable import SandboxHost

@Test func everyTunedSpringIsWrittenForEveryPlatformAsCode() throws {
  let loaded = try SceneSource(nameOrPath: "toss").load()
  let spring = try #require(TunableSprings.spring(at: 1, in: loaded))
  try TunableSprings.apply(
    SpringChange(stiffness: 157.91367041742973, damping: 17.59291886010284), to: spring)
  let text = SpringFormsText.text(of: loaded, sceneFile: "toss-tuned-1.json")
  #expect(text.contains("toss-tuned-1.json"))
  #expect(text.contains("interaction 1 (tossable on \"square\")"))
  for form in SpringForm.allCases { #expect(text.contains(form.title)) }
  for platform in SpringPlatform.allCases { #expect(text.contains(platform.title)) }
  // Apple's example, back in SwiftUI's units, and as SwiftUI code.
  #expect(text.contains("duration 0.5, bounce 0.3"))
  #expect(text.contains("Spring(duration: 0.5, bounce: 0.3"))
}
