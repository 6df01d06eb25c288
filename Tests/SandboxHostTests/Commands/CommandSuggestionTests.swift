import Testing

@testable import SandboxHost

@Suite struct CommandSuggestionTests {
  let names = ["run", "replay", "compare", "scenes", "check", "help"]

  @Test func aMistypedCommandGetsTheClosestName() {
    // `rn` got no "did you mean `run`?" (issue 9, point 11).
    #expect(CommandSuggestion.closest(to: "rn", among: names) == "run")
    #expect(CommandSuggestion.closest(to: "rnu", among: names) == "run")
    #expect(CommandSuggestion.closest(to: "rpelay", among: names) == "replay")
    #expect(CommandSuggestion.closest(to: "Scene", among: names) == "scenes")
    #expect(CommandSuggestion.closest(to: "comp", among: names) == "compare")
    #expect(CommandSuggestion.closest(to: "chek", among: names) == "check")
  }

  @Test func aWordFarFromEveryCommandGetsNoSuggestion() {
    #expect(CommandSuggestion.closest(to: "xyzzy", among: names) == nil)
    #expect(CommandSuggestion.closest(to: "board.json", among: names) == nil)
  }

  @Test func editDistanceCountsASwapAsOneEdit() {
    #expect(CommandSuggestion.editDistance("run", "run") == 0)
    #expect(CommandSuggestion.editDistance("rnu", "run") == 1)
    #expect(CommandSuggestion.editDistance("", "run") == 3)
    #expect(CommandSuggestion.editDistance("kitten", "sitting") == 3)
  }
}
