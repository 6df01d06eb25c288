import Motion
import Testing

@testable import SandboxHost

/// `setPositionOnTap` and `tween` in scene files: read, checked and wired.
@Suite struct TapAndTweenSceneTests {
  private static func scene(_ interactions: String) -> String {
    """
    {"size": [400, 300],
     "elements": [
      {"name": "dot", "position": [100, 100], "size": [20, 20]}
     ],
     "interactions": [
      \(interactions)
     ]}
    """
  }

  private static func errors(_ text: String) -> [String] {
    do {
      _ = try SceneDescription.parse(text, file: "s.json", defaultName: "s")
      return []
    } catch {
      return error.errors.map(\.message)
    }
  }

  @Test func aTapMovesTheElementAndADoubleTapIsNamedByTaps() throws {
    let loaded = try SceneDescription.parse(
      Self.scene(#"{"type": "setPositionOnTap", "element": "dot", "taps": 2}"#), file: nil, defaultName: "s"
    ).makeLiveScene()
    let runtime = loaded.runtime
    let dot = try #require(runtime.scene.element(named: "dot"))
    for (index, t) in [0.0, 0.2].enumerated() {
      runtime.handle(TouchEvent(id: index, phase: .began, location: Point(x: 300, y: 200), time: t))
      runtime.handle(TouchEvent(id: index, phase: .ended, location: Point(x: 300, y: 200), time: t + 0.05))
    }
    #expect(dot.position == Point(x: 300, y: 200))
    #expect(InteractionType.name(of: runtime.interactions[0].interaction) == "setPositionOnTap")
  }

  @Test func aTapWithASpringCarriesTheElementThereInAFlightThePanelCanTune() throws {
    let loaded = try SceneDescription.parse(
      Self.scene(
        #"{"type": "setPositionOnTap", "element": "dot", "spring": {"stiffness": 200, "damping": 12}}"#),
      file: nil, defaultName: "s"
    ).makeLiveScene()
    let runtime = loaded.runtime
    let dot = try #require(runtime.scene.element(named: "dot"))
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 300, y: 200), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 300, y: 200), time: 0.05))
    // Not there at once: on its way, and past the tap before it settles (ζ 0.42 overshoots).
    runtime.advance(to: 0.1)
    #expect(dot.position.x > 100 && dot.position.x < 300)
    #expect(runtime.interactions[0].interaction.state == .active)
    var farthest = 0.0
    for step in 1...300 {
      runtime.advance(to: 0.1 + Double(step) / 100)
      farthest = max(farthest, dot.position.x)
    }
    #expect(farthest > 305)
    #expect(dot.position == Point(x: 300, y: 200))
    #expect(runtime.isAtRest)
    // The spring is the file's, and the one a `set` line and the panel tune.
    let spring = try #require(TunableSprings.spring(at: 0, in: loaded))
    #expect(spring.stiffnessValue == 200 && spring.dampingValue == 12)
    #expect(TunableSprings.indices(in: loaded) == [0])
  }

  @Test func aTapWithoutASpringHasNothingToTune() throws {
    let loaded = try SceneDescription.parse(
      Self.scene(#"{"type": "setPositionOnTap", "element": "dot"}"#), file: nil, defaultName: "s"
    ).makeLiveScene()
    #expect(TunableSprings.indices(in: loaded).isEmpty)
  }

  @Test func aTweenRunsItsPropertyThroughItsKeyframes() throws {
    let loaded = try SceneDescription.parse(
      Self.scene(
        #"{"type": "tween", "element": "dot", "property": "scale", "duration": 1, "values": [1, 2], "timingFunction": "linear"}"#
      ), file: nil, defaultName: "s"
    ).makeLiveScene()
    let dot = try #require(loaded.runtime.scene.element(named: "dot"))
    loaded.runtime.advance(to: 0.25)
    #expect(dot.scale == 1.25)
    loaded.runtime.advance(to: 2)
    #expect(dot.scale == 2)
    #expect(loaded.runtime.isAtRest)
  }

  @Test func badTapAndTweenOptionsAreNamed() {
    #expect(
      Self.errors(Self.scene(#"{"type": "setPositionOnTap", "element": "dot", "taps": 3}"#)) == [
        "\"taps\" must be 1 or 2, not 3"
      ])
    #expect(
      Self.errors(
        Self.scene(#"{"type": "tween", "element": "dot", "property": "size", "duration": 1, "values": [1]}"#))
        == ["\"property\" must be one of position, scale, rotation, not \"size\""])
    #expect(
      Self.errors(
        Self.scene(
          #"{"type": "tween", "element": "dot", "property": "scale", "duration": -1, "values": [1], "timingFunction": "bouncy"}"#
        )
      ).count == 2)
    #expect(
      Self.errors(
        Self.scene(#"{"type": "setPositionOnTap", "element": "dot", "spring": {"stiffness": -1}}"#)
      ).count == 1)
    #expect(
      Self.errors(
        Self.scene(
          #"{"type": "tween", "element": "dot", "property": "scale", "duration": 1, "values": [1], "spring": {}}"#
        )
      ) == [
        "\"spring\" is only for draggable, directlyManipulable, tossable, setPositionOnTap interactions, not tween"
      ])
    #expect(
      Self.errors(Self.scene(#"{"type": "draggable", "element": "dot", "taps": 1}"#)) == [
        "\"taps\" is only for setPositionOnTap interactions, not draggable"
      ])
  }

  /// A scene whose dot turns to 1 radian over 0.2 s when `trigger` is recognized on it.
  private static func triggered(_ trigger: String) -> String {
    scene(
      #"{"type": "tween", "element": "dot", "property": "rotation", "duration": 0.2, "values": [0, 1], "timingFunction": "linear", "trigger": "\#(trigger)"}"#
    )
  }

  @Test func aTweenThatWouldReachPastTheLargestNumberIsAnError() {
    // check accepted them and replay stopped the program (exit 132): the element was given inf.
    let overshoot = Self.errors(
      Self.scene(
        #"{"type": "tween", "element": "dot", "property": "position", "duration": 1, "values": [[0, 0], [1e9, 0]], "timingFunction": [0, 1e300, 1, 1]}"#
      ))
    #expect(overshoot.count == 1 && overshoot[0].contains("reach past the largest number"), "\(overshoot)")
    let apart = Self.errors(
      Self.scene(
        #"{"type": "tween", "element": "dot", "property": "rotation", "duration": 1, "values": [-1e308, 1e308], "timingFunction": "linear"}"#
      ))
    #expect(apart.count == 1, "\(apart)")
    // A Bézier that overshoots within numbers is fine.
    #expect(
      Self.errors(
        Self.scene(
          #"{"type": "tween", "element": "dot", "property": "scale", "duration": 1, "values": [1, 2], "timingFunction": [0.3, -2, 0.7, 3]}"#
        )
      ).isEmpty)
  }

  @Test func aTriggerIsReadForEachGesture() throws {
    for trigger in TweenDescription.Trigger.allCases {
      let description = try SceneDescription.parse(
        Self.triggered(trigger.rawValue), file: nil, defaultName: "s")
      guard case .tween(let tween) = description.interactions[0].kind else {
        Issue.record("not a tween")
        continue
      }
      #expect(tween.trigger == trigger)
    }
  }

  @Test func aBadTriggerIsAnErrorNamingTheFileAndLine() {
    let text = Self.triggered("hold")
    #expect(throws: InputErrors.self) {
      try SceneDescription.parse(text, file: "bell.json", defaultName: "s")
    }
    do {
      _ = try SceneDescription.parse(text, file: "bell.json", defaultName: "s")
    } catch {
      #expect(
        error.description
          == #"error: bell.json:6: "trigger" must be one of tap, doubleTap, longPress, not "hold""#)
    }
    #expect(
      Self.errors(Self.scene(#"{"type": "setPositionOnTap", "element": "dot", "trigger": "tap"}"#)) == [
        "\"trigger\" is only for tween interactions, not setPositionOnTap"
      ])
  }

  @Test func aLongPressedTweenWaitsForTheFingerToBeHeldAndStartsOverAtEachPress() throws {
    let loaded = try SceneDescription.parse(Self.triggered("longPress"), file: nil, defaultName: "s")
      .makeLiveScene()
    let runtime = loaded.runtime
    let dot = try #require(runtime.scene.element(named: "dot"))
    runtime.advance(to: 1)
    #expect(dot.rotation == 0 && runtime.isAtRest)
    // A finger held still on the dot: nothing until the press is recognized at 0.5 s.
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 1))
    #expect(runtime.isAnimating)
    runtime.advance(to: 1.4)
    #expect(dot.rotation == 0)
    runtime.advance(to: 1.5)
    #expect(dot.rotation == 0)
    runtime.advance(to: 1.6)
    #expect(abs(dot.rotation - 0.5) < 1e-9)
    runtime.advance(to: 1.8)
    #expect(dot.rotation == 1)
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 100), time: 1.9))
    // A second press turns it from the start again.
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 3))
    runtime.advance(to: 3.5)
    runtime.advance(to: 3.55)
    #expect(abs(dot.rotation - 0.25) < 1e-9)
  }

  @Test func aTapOrDoubleTapStartsItsTweenAndAShortTouchStartsNoLongPress() throws {
    // Two short touches on the dot, at 0 and 0.2 s, each lifted 0.05 s later; the rotation just
    // before the second touch and at 0.35 s.
    let expected: [String: (beforeSecond: Double, after: Double)] = [
      "tap": (0.75, 0.5),  // started at 0.05 s, and over at 0.25 s
      "doubleTap": (0, 0.5),  // started at 0.25 s
      "longPress": (0, 0),
    ]
    for (trigger, rotations) in expected {
      let loaded = try SceneDescription.parse(Self.triggered(trigger), file: nil, defaultName: "s")
        .makeLiveScene()
      let runtime = loaded.runtime
      let dot = try #require(runtime.scene.element(named: "dot"))
      var beforeSecond = Double.nan
      for (index, t) in [0.0, 0.2].enumerated() {
        runtime.advance(to: t)
        if index == 1 { beforeSecond = dot.rotation }
        runtime.handle(TouchEvent(id: index, phase: .began, location: Point(x: 100, y: 100), time: t))
        runtime.advance(to: t + 0.05)
        runtime.handle(TouchEvent(id: index, phase: .ended, location: Point(x: 100, y: 100), time: t + 0.05))
      }
      runtime.advance(to: 0.35)
      #expect(abs(beforeSecond - rotations.beforeSecond) < 1e-9, "\(trigger)")
      #expect(abs(dot.rotation - rotations.after) < 1e-9, "\(trigger)")
    }
  }
}
