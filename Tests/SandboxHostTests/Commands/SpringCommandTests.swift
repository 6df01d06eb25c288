import Foundation
import Testing

@testable import SandboxHost

@Suite struct SpringCommandTests {
  @Test func optionsAreTheSceneKeysSpelledForTheCommandLine() {
    #expect(SpringOptions.option(forKey: "dampingFraction") == "--damping-fraction")
    #expect(SpringOptions.option(forKey: "origamiTension") == "--origami-tension")
    #expect(SpringOptions.option(forKey: "speed") == "--speed")
  }

  @Test func badInputIsExitTwo() throws {
    var nothing = SpringOptions()
    #expect(Commands.spring(nothing) == 2)
    nothing.values = [("duration", 0.5), ("bounce", 0.3), ("damping", 4)]
    #expect(Commands.spring(nothing) == 2)
    var outOfRange = SpringOptions()
    outOfRange.values = [("bounciness", 60), ("speed", 3)]
    #expect(Commands.spring(outOfRange) == 2)
    var badStops = SpringOptions()
    badStops.values = [("tension", 170), ("friction", 26)]
    badStops.stops = 1
    #expect(Commands.spring(badStops) == 2)
    var missing = SpringOptions()
    missing.scene = "toss"
    #expect(Commands.spring(missing) == 2)
    missing.interaction = 0  // the circle's draggable: no spring
    #expect(Commands.spring(missing) == 2)
  }

  @Test func aSceneSpringConverts() {
    var options = SpringOptions()
    options.scene = "toss"
    options.interaction = 1
    options.format = "uikit"
    #expect(Commands.spring(options) == 0)
  }
}
