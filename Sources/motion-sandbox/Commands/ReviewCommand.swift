import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Serve a test report on 127.0.0.1 with Accept and Reject buttons.",
      discussion: """
        Serves REPORT_DIR (written by test --report) at http://127.0.0.1:PORT/, printed when it \
        starts, until stopped (Ctrl-C). Each failing case and file gets Accept (its actual \
        outputs become its goldens, as test --accept does) and Reject (its actual outputs are \
        dropped, the goldens stay). It listens on the loopback address alone, and a change needs \
        the page's own token and origin, so a page of another site open in the same browser \
        cannot accept goldens. Exit status 2 when REPORT_DIR is no report or the port cannot be \
        had. See docs/review.md.
        """)

    @Argument(help: ArgumentHelp("A report folder written by test --report.", valueName: "REPORT_DIR"))
    var reportDirectory: String

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("The port to listen on (default: a free one).", valueName: "N"))
    var port: Int = 0

    func run() throws {
      try finish(Commands.review(reportDirectory: reportDirectory, port: port))
    }
  }
}
