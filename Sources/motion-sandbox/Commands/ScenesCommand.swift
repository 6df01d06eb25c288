import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in scenes.")

    func run() throws {
      try finish(Commands.scenes())
    }
  }
}
