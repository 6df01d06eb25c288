import Foundation
import Testing

@testable import Motion

/// Thousands of random touch sequences, replayed from fixed seeds: whatever arrives, nothing
/// crashes, no value is NaN, states follow UIKit's transitions, and once every touch is up no
/// recognizer is left in progress.
@Suite struct GestureFuzzTests {
  private static let ids = 0..<6

  /// A random event: mostly plausible, often odd (repeated downs, strays, cancels, one shared
  /// point, huge, tiny and non-finite coordinates, repeated and backward times).
  private static func randomEvent(
    time: inout Double, shared: inout Point, using random: inout SeededRandom
  ) -> TouchEvent {
    let id = Int.random(in: ids, using: &random)
    let phase: TouchPhase
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<5: phase = .began
    case 5..<14: phase = .moved
    case 14..<18: phase = .ended
    default: phase = .cancelled
    }
    let location: Point
    switch Int.random(in: 0..<40, using: &random) {
    case 0..<20:
      location = Point(
        x: Double.random(in: -50...850, using: &random), y: Double.random(in: -50...650, using: &random))
    case 20..<28:
      location = shared
    case 28..<30:
      shared = Point(
        x: Double.random(in: 0...800, using: &random), y: Double.random(in: 0...600, using: &random))
      location = shared
    case 30:
      location = Point(x: 1.7e308, y: -1.7e308)
    case 31:
      location = Point(x: -1.7e308, y: 1e308)
    case 32:
      location = Point(
        x: Double.random(in: -1e300...1e300, using: &random),
        y: Double.random(in: -1e300...1e300, using: &random))
    case 33:
      location = Point(x: 1e-300, y: -1e-300)
    case 34:
      location = Point(
        x: Double.random(in: -1e-300...1e-300, using: &random),
        y: Double.random(in: -1e-300...1e-300, using: &random))
    case 35:
      location = Point(x: .nan, y: 5)
    case 36:
      location = Point(x: .infinity, y: -.infinity)
    default:
      location =
        shared
        + Point(
          x: Double.random(in: -1...1, using: &random), y: Double.random(in: -1...1, using: &random))
    }
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<3: break  // the same time again
    case 3: time -= Double.random(in: 0...0.1, using: &random)
    case 4: return TouchEvent(id: id, phase: phase, location: location, time: .nan)
    case 5: time += Double.random(in: 0...1, using: &random)
    default: time += Double.random(in: 0...0.02, using: &random)
    }
    return TouchEvent(id: id, phase: phase, location: location, time: time)
  }

  /// Checks every value a recognizer reports is a number, in scene space and in `element`'s.
  private static func expectFinite(_ recognizer: GestureRecognizer, in element: Element) -> Bool {
    var ok = recognizer.sceneCentroid.isFinite && recognizer.lastEventTime.isFinite
    if let drag = recognizer as? DragGestureRecognizer {
      ok = ok && drag.sceneTranslation.isFinite && drag.sceneVelocity.isFinite
      ok = ok && !drag.translation(in: element).x.isNaN && !drag.translation(in: element).y.isNaN
      ok = ok && !drag.velocity(in: element).x.isNaN && !drag.velocity(in: element).y.isNaN
    }
    if let pinch = recognizer as? PinchGestureRecognizer {
      ok = ok && pinch.scale.isFinite && pinch.scale > 0 && pinch.velocity.isFinite
    }
    if let rotation = recognizer as? RotationGestureRecognizer {
      ok = ok && rotation.rotation.isFinite && rotation.velocity.isFinite
    }
    return ok
  }

  /// Records whether every notification follows a legal UIKit transition.
  private final class TransitionChecker {
    private(set) var illegal: [(GestureRecognizerState, GestureRecognizerState)] = []
    private var previous: GestureRecognizerState = .possible
    private var subscription: Subscription?

    init(_ recognizer: GestureRecognizer) {
      subscription = recognizer.observe { [unowned self] recognizer in
        let next = recognizer.state
        let legal: Bool
        switch (self.previous, next) {
        case (.possible, .possible), (.possible, .began), (.possible, .failed): legal = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): legal = true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): legal = true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): legal = true
        default: legal = false
        }
        if !legal { self.illegal.append((self.previous, next)) }
        self.previous = next
      }
    }
  }

  private static func makeScene() -> (Scene, [GestureRecognizer]) {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(
      name: "sticker", position: Point(x: 300, y: 250), size: Size(width: 200, height: 120),
      scale: 1.5, rotation: 0.7)
    let badge = Element(
      name: "badge", position: Point(x: 20, y: 20), size: Size(width: 40, height: 40), scale: 0.5,
      rotation: -2)
    let plain = Element(
      name: "plain", position: Point(x: 600, y: 400), size: Size(width: 150, height: 150))
    let dot = Element(
      name: "dot", position: Point(x: 75, y: 75), size: Size(width: 10, height: 10), scale: 1e-3)
    scene.addChild(sticker)
    sticker.addChild(badge)
    scene.addChild(plain)
    plain.addChild(dot)
    var recognizers: [GestureRecognizer] = []
    func attach(_ recognizer: GestureRecognizer, to element: Element) {
      element.addGestureRecognizer(recognizer)
      recognizers.append(recognizer)
    }
    attach(DragGestureRecognizer(), to: scene)
    attach(DragGestureRecognizer(), to: sticker)
    attach(PinchGestureRecognizer(), to: sticker)
    attach(RotationGestureRecognizer(), to: sticker)
    attach(PinchGestureRecognizer(), to: badge)
    attach(DragGestureRecognizer(), to: dot)
    attach(RotationGestureRecognizer(), to: dot)
    return (scene, recognizers)
  }

  @Test func randomSequencesThroughTheRuntimeStayFiniteAndSettle() {
    var random = SeededRandom(seed: 20_240_601)
    for sequence in 0..<2000 {
      let (scene, recognizers) = Self.makeScene()
      let checkers = recognizers.map(TransitionChecker.init)
      let runtime = MotionRuntime(scene: scene)
      var time = Double.random(in: 0...10, using: &random)
      var shared = Point(x: 400, y: 300)
      let length = Int.random(in: 1...60, using: &random)
      for _ in 0..<length {
        runtime.handle(Self.randomEvent(time: &time, shared: &shared, using: &random))
        for recognizer in recognizers where !Self.expectFinite(recognizer, in: recognizer.element!) {
          Issue.record("sequence \(sequence): a \(type(of: recognizer)) reported a NaN")
        }
      }
      for id in Self.ids {
        let location = Point(x: Double.random(in: 0...800, using: &random), y: 10)
        runtime.handle(TouchEvent(id: id, phase: .ended, location: location, time: time + 1))
      }
      #expect(runtime.routedTouchIDs.isEmpty)
      for (recognizer, checker) in zip(recognizers, checkers) {
        #expect(recognizer.numberOfTouches == 0, "sequence \(sequence)")
        #expect(
          !recognizer.state.isActive, "sequence \(sequence): \(type(of: recognizer)) \(recognizer.state)")
        #expect(checker.illegal.isEmpty, "sequence \(sequence): \(checker.illegal)")
        #expect(Self.expectFinite(recognizer, in: scene))
      }
      #expect(runtime.isAtRest)
    }
  }

  @Test func randomSequencesFedStraightToRecognizersStayFiniteAndSettle() {
    var random = SeededRandom(seed: 77)
    let scene = Scene(width: 800, height: 600)
    for sequence in 0..<2000 {
      let recognizers: [GestureRecognizer] = [
        DragGestureRecognizer(), PinchGestureRecognizer(), RotationGestureRecognizer(),
      ]
      let checkers = recognizers.map(TransitionChecker.init)
      var time = 0.0
      var shared = Point(x: 400, y: 300)
      for _ in 0..<Int.random(in: 1...80, using: &random) {
        let event = Self.randomEvent(time: &time, shared: &shared, using: &random)
        for recognizer in recognizers {
          recognizer.handle(event)
          if !Self.expectFinite(recognizer, in: scene) {
            Issue.record("sequence \(sequence): a \(type(of: recognizer)) reported a NaN")
          }
        }
      }
      for id in Self.ids {
        for recognizer in recognizers {
          recognizer.handle(TouchEvent(id: id, phase: .ended, location: shared, time: time))
        }
      }
      for (recognizer, checker) in zip(recognizers, checkers) {
        #expect(recognizer.numberOfTouches == 0, "sequence \(sequence)")
        #expect(
          !recognizer.state.isActive, "sequence \(sequence): \(type(of: recognizer)) \(recognizer.state)")
        #expect(checker.illegal.isEmpty, "sequence \(sequence): \(checker.illegal)")
      }
    }
  }
}
