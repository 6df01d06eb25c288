import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "spring",
      abstract:
        "Print a spring in every form and as code for SwiftUI, UIKit, Compose, Android, the web and Origami.",
      discussion: """
        Give the spring of a scene's interaction (--scene FILE --interaction N, N counted from \
        0 in the file's "interactions") or one form's values:

          --stiffness K --damping C [--mass M]          physical (react-spring's too)
          --response R --damping-fraction Z             SwiftUI
          --duration D --bounce B                       SwiftUI (bounce in (-1, 1))
          --stiffness K --damping-ratio Z [--mass M]    Android / Compose
          --tension K --friction C [--mass M]           react-spring
          --origami-tension T --origami-friction F      Origami
          --bounciness B --speed S                      Origami / React Native

        Prints the spring in every form (saying which forms cannot hold it, and the nearest \
        they can), then ready-to-paste code for each platform with what it does with a \
        release velocity: SwiftUI and UIKit take it relative to the distance to travel, \
        Android, Compose, framer-motion and React Native in px/s, react-spring in px/ms, and a \
        CSS linear() easing not at all. Where a platform cannot reproduce the spring exactly \
        (framer-motion's time-based spellings, CSS linear(), bounciness and speed, \
        react-spring's 1 ms steps) it says the largest position error in percent of the \
        distance, measured on a release --distance points away at --velocity points per \
        second. --format NAME prints one platform's code; --json prints everything as data. \
        Exit status 2, with error: lines, for a missing interaction or a bad form. See \
        docs/springs.md.
        """)

    @Option(help: ArgumentHelp("A built-in scene's name or a scene file.", valueName: "FILE"))
    var scene: String?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("With --scene: the interaction's index in the file, from 0.", valueName: "N"))
    var interaction: Int?

    @OptionGroup var form: SpringFormOptions

    @Option(
      parsing: .unconditional, help: ArgumentHelp("Rest threshold, points (default 1).", valueName: "T"))
    var threshold: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Distance of the release the losses are measured on, points (default 100).", valueName: "D"))
    var distance: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Release velocity towards the destination, points per second (default 0).", valueName: "V"))
    var velocity: Double = 0

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Stops of the CSS linear() easing (default 40).", valueName: "N"))
    var stops: Int = 40

    @Option(
      help: ArgumentHelp(
        "Print one platform's code: \(Commands.springFormats.joined(separator: ", ")).", valueName: "NAME"))
    var format: String?

    @Flag(help: "Print every form and platform as JSON.")
    var json = false

    func run() throws {
      var options = SpringOptions()
      options.scene = scene
      options.interaction = interaction
      options.values = form.given
      options.threshold = threshold
      if let distance { options.distance = distance }
      options.velocity = velocity
      options.stops = stops
      options.format = format
      options.json = json
      try finish(Commands.spring(options))
    }
  }
}
