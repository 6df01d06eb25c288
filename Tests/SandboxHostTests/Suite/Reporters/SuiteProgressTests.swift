import Foundation
import Testing

@testable import SandboxHost

/// `--reporter`: what each style prints for a run with a failing case.
@Suite struct SuiteProgressTests {
  func run(
    _ style: ReporterStyle, cases: [String] = ["one", "two", "three"], failing: Set<String> = ["two"]
  ) throws -> [String] {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: cases, golden: StandInSuite.dump)
    var options = TestOptions(suites: [suite])
    options.reporter = style
    options.jobs = 1
    var lines: [String] = []
    _ = Commands.test(options, replay: StandInSuite.replay(failing: failing), output: { lines.append($0) })
    return lines
  }

  @Test func dotPrintsACharacterPerCaseAndTheFailuresAfter() throws {
    let lines = try run(.dot)
    #expect(Array(lines.prefix(4)) == [".", ".", "F", ""], "\(lines)")
    #expect(lines[4].hasPrefix("FAIL suite/two: 2 files differ"), "\(lines)")
    #expect(lines.last == "2 passed, 1 failed")
  }

  @Test func githubAnnotatesTheScriptLineOfTheFirstDifference() throws {
    let lines = try run(.github)
    let annotations = lines.filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 1, "\(lines)")
    let annotation = annotations[0]
    #expect(annotation.contains("/suite/two/script.jsonl,line=1,title=suite/two::a.json: "), "\(annotation)")
    #expect(annotation.hasSuffix("(and 1 more file)"), "\(annotation)")
  }

  @Test func githubPrintsNoLineThatStartsAWorkflowCommandFromACaseName() throws {
    // A folder name may hold a line break; printed raw, what follows it would be a line of its
    // own, and GitHub Actions runs a line that begins with `::` as a command.
    let name = "two\n::warning title=injected::from a folder name"
    let lines = try run(.github, cases: ["one", name], failing: [name])
    let written = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    let commands = written.filter { $0.hasPrefix("::") || $0.hasPrefix("##[") }
    #expect(commands.count == 1, "\(written)")
    #expect(commands.allSatisfy { $0.hasPrefix("::error file=") }, "\(written)")
    #expect(
      lines.contains { $0.hasPrefix("FAIL suite/two%0A::warning title=injected::from a folder name: ") },
      "\(lines)")
  }

  @Test func lineInALogPrintsFailuresAndTheLastStatus() throws {
    let lines = try run(.line)
    // Cases run by name: one, three, two. The failure in full, then its status line.
    let failure = try #require(
      lines.firstIndex { $0.hasPrefix("FAIL suite/two: 2 files differ") }, "\(lines)")
    #expect(lines[failure + 1].hasPrefix("    a.json: "), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("[3/3] FAIL suite/two") }, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("PASS ") }, "\(lines)")
  }

  @Test func lineOnATerminalRewritesOneStatusLineThatFitsTheWidth() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(
      folder, cases: ["a-case-with-a-rather-long-name", "b"], golden: StandInSuite.dump)
    var options = TestOptions(suites: [suite])
    options.reporter = .line
    options.jobs = 1
    var written = ""
    let terminal = SuiteOutput(
      line: { written += $0 + "\n" }, text: { written += $0 }, isTerminal: true, columns: 30)
    #expect(
      Commands.test(options, replay: StandInSuite.replay(writing: StandInSuite.dump), output: terminal) == 0)
    let statuses = written.components(separatedBy: "\r\u{1B}[2K")
    #expect(statuses.count == 3, "\(written.debugDescription)")
    #expect(statuses[0] == "[1/2] PASS suite/a-case-with…", "\(written.debugDescription)")
    #expect(statuses[2].hasPrefix("2 passed, 0 failed\n"), "\(written.debugDescription)")
  }

  @Test func githubEscapesWhatWouldEndAProperty() {
    #expect(GitHubAnnotation.escapeProperty("a:b,c%\nd") == "a%3Ab%2Cc%25%0Ad")
    #expect(GitHubAnnotation.escapeData("a:b,c%\r\n") == "a:b,c%25%0D%0A")
    #expect(GitHubAnnotation.escapeLineBreaks("a:b%\r\n::c") == "a:b%%0D%0A::c")
  }
}
