import Testing

@testable import SandboxHost

@Suite struct CommandsTests {
  @Test func errorLinesShowControlCharactersInsteadOfSendingThem() {
    // A name quoted from a file may hold a NUL or an escape sequence; tabs stay.
    #expect(
      Commands.visible("unknown axis \"x\u{0}\u{1B}[31m\"\tline")
        == "unknown axis \"x\\u{0}\\u{1B}[31m\"\tline")
    #expect(Commands.visible("café ✓") == "café ✓")
    // A folder's name with a line break would start a line of its own, which GitHub Actions
    // reads as a workflow command when it begins with `::`, on stderr as well.
    let named = Commands.visible("error: suite/x\n::error::forged: no case.json")
    #expect(named == "error: suite/x\\u{A}::error::forged: no case.json")
    #expect(!named.contains("\n"))
  }
}

@Test func defaultsAreSpelledAsHelpTextsShowThem() {
  #expect(CommandLineDefaults.spelled(CommandLineDefaults.dumpTolerance) == "1e-6")
  #expect(CommandLineDefaults.spelled(CommandLineDefaults.fps) == "60")
  #expect(CommandLineDefaults.spelled(0.25) == "0.25")
  #expect(ReplayOptions(scriptPath: "s", scene: "toss").fps == CommandLineDefaults.fps)
}
