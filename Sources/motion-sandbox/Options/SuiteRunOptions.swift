import ArgumentParser
import SandboxHost

extension ReporterStyle: ExpressibleByArgument {}

/// How `test` replays each case and shows its progress.
struct SuiteRunOptions: ParsableArguments {
  @Option(
    name: .customLong("repeat-each"), parsing: .unconditional,
    help: ArgumentHelp(
      "Replay every case N times; a case whose outputs are not the same bytes every time fails, naming the first "
        + "file and frame that differ.",
      valueName: "N"))
  var repeatEach = 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Stop a case's replay after S seconds and fail that case alone (default: no limit).", valueName: "S"))
  var timeout: Double?

  @Option(
    help: ArgumentHelp(
      "How progress shows: list (a line per case, the default), line (one line rewritten in place), dot (a "
        + "character per case), github (the list and ::error annotations for GitHub Actions).",
      valueName: "list|line|dot|github"))
  var reporter = ReporterStyle.list
}
