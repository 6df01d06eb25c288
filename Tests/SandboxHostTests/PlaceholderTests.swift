import Testing

@testable import SandboxHost

@Test func sdlLinks() {
  #expect(linkedSDLVersion().hasPrefix("2."))
}
