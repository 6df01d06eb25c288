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

@Test func defaultsAreSpelledAsHelpTextsShowThem() {
  #expect(CommandLineDefaults.spelled(CommandLineDefaults.dumpTolerance) == "1e-6")
  #expect(CommandLineDefaults.spelled(CommandLineDefaults.fps) == "60")
  #expect(CommandLineDefaults.spelled(0.25) == "0.25")
  #expect(ReplayOptions(scriptPath: "s", scene: "toss").fps == CommandLineDefaults.fps)
}
