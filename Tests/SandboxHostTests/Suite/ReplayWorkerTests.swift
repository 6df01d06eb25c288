import Foundation
import Testing

@testable import SandboxHost

@Suite struct ReplayWorkerTests {
  @Test func aRequestCarriesWhatTheReplaysCommandLineWouldAndReadsBack() throws {
    var suiteCase = SuiteCase(suiteName: "suite", name: "one", directory: "/cases/one", scene: "toss")
    suiteCase.fps = 120
    suiteCase.settle = 2.5
    let request = ReplayWorker.Request(
      suiteCase, outputDirectory: "/work/1/out", logPath: "/work/1/replay.log")
    #expect(!request.line.contains("\n"))
    let read = try JSONDecoder().decode(ReplayWorker.Request.self, from: Data(request.line.utf8))
    #expect(read == request)
    let options = read.options
    #expect(options.scriptPath == suiteCase.scriptPath && options.scene == "toss")
    #expect(options.fps == 120 && options.settle == 2.5 && options.outputDirectory == "/work/1/out")
    #expect(options.goldens == GoldenReference(directory: suiteCase.expectedDirectory, pixelTolerance: 0))
    #expect(!options.overwrite && !options.window && !options.overlay && !options.contactSheet)
  }
}
