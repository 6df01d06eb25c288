import ArgumentParser

/// Where `test` writes its results besides the terminal.
struct SuiteReportOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "PATH"))
  var junit: String?

  @Option(help: ArgumentHelp("Write a static HTML report into this folder.", valueName: "DIR"))
  var report: String?
}
