import Foundation

extension Commands {
  /// `review REPORT_DIR [--port N]`: serves the report with Accept and Reject (see
  /// `ReviewServer`) until the process is stopped; 2 when the folder is no report or the port
  /// cannot be had.
  package static func review(reportDirectory: String, port: Int) -> Int32 {
    let server: ReviewServer
    do {
      server = try ReviewServer(reportDirectory: reportDirectory, port: port) {
        FileHandle.standardError.write(Data(($0 + "\n").utf8))
      }
    } catch let error as InputErrors {
      return reportBadInput(error.errors)
    } catch {
      printError("\(error)")
      return badInput
    }
    print("review: \(server.address) (the report in \(server.reportDirectory); Ctrl-C to stop)")
    fflush(nil)
    server.serve()
  }
}
