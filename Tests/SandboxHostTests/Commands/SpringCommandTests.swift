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
    var both = SpringOptions()
    both.values = [("stiffness", 100), ("damping", 10)]
    both.json = true
    #expect(Commands.spring(both) == 0)
    both.format = "css"
    #expect(Commands.spring(both) == 2)
    var outOfRange = SpringOptions()
    outOfRange.values = [("bounciness", 60), ("speed", 3)]
    #expect(Commands.spring(outOfRange) == 2)
    var badStops = SpringOptions()
    badStops.values = [("tension", 170), ("friction", 26)]
    badStops.stops = 1
    #expect(Commands.spring(badStops) == 2)
    // Without a bound, 99999999999 stops sampled the spring for hours.
    badStops.stops = CSSLinearEasing.stopCounts.upperBound + 1
    #expect(Commands.spring(badStops) == 2)
    badStops.stops = 99_999_999_999
    #expect(Commands.spring(badStops) == 2)
    var missing = SpringOptions()
    missing.scene = "toss"
    #expect(Commands.spring(missing) == 2)
    missing.interaction = 0  // the circle's draggable: no spring
    #expect(Commands.spring(missing) == 2)
  }

  @Test func aValidSpringTooSlowForAnEasingConvertsInEveryFormat() {
    // It settles in some 7e16 s: the CSS code stopped the program converting its milliseconds.
    var slow = SpringOptions()
    slow.values = [("duration", 1e9), ("bounce", 0.99999999)]
    #expect(Commands.spring(slow) == 0)
    slow.format = "css"
    #expect(Commands.spring(slow) == 0)
    slow.format = nil
    slow.json = true
    #expect(Commands.spring(slow) == 0)
  }

  @Test func aSceneSpringConverts() {
    var options = SpringOptions()
    options.scene = "toss"
    options.interaction = 1
    options.format = "uikit"
    #expect(Commands.spring(options) == 0)
  }

  @Test func aSceneWithoutInteractionNamesEverySpringItHas() throws {
    // It listed the tossables only: "this scene has none" of the taps scene, whose tap springs.
    guard case .failure(let errors) = Commands.sceneSpring("taps", interaction: nil) else {
      Issue.record("the taps scene without --interaction converted")
      return
    }
    #expect(errors.errors.map(\.description).joined().contains("(here: 0)"), "\(errors)")
  }
}
