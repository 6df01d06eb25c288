import Testing

@testable import SandboxHost

@Suite struct CommandsTests {
  @Test func errorLinesShowControlCharactersInsteadOfSendingThem() {
    // A name quoted from a file may hold a NUL or an escape sequence; tabs and line breaks stay.
    #expect(
      Commands.visible("unknown axis \"x\u{0}\u{1B}[31m\"\tline\n")
        == "unknown axis \"x\\u{0}\\u{1B}[31m\"\tline\n")
    #expect(Commands.visible("café ✓") == "café ✓")
  }
}
