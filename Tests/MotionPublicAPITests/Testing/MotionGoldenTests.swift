import Foundation
import Motion
import MotionTesting
import Testing

/// Motion goldens: recorded on the first run, compared after, the first divergence named.
@Suite struct MotionGoldenTests {
  /// A card tossed to the right and springing back, frame by frame.
  private static func toss(stiffness: Double) -> MotionTrack {
    let scene = Scene(width: 400, height: 400)
    let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    scene.addChild(card)
    let runtime = MotionRuntime(scene: scene)
    let toss = Tossable(
      destination: ReactiveProperty(Point(x: 200, y: 200)), toss: card, container: scene,
      springSource: runtime.springSource)
    try? toss.spring.configure(stiffness: stiffness, damping: 30, mass: 1)
    runtime.add(toss, to: card)
    let fingers = Fingers(runtime: runtime)
    var track = MotionTrack()
    fingers.onFrame = { track.record([card], at: fingers.time) }
    fingers.fling(from: Point(x: 200, y: 200), velocity: Point(x: 600, y: 0))
    fingers.settle()
    return track
  }

  private static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motion-goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aGoldenIsRecordedOnceThenMatchedAndADivergenceIsNamed() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = MotionGolden.path(
      named: "toss", testFile: folder.appendingPathComponent("CardTests.swift").path)
    #expect(path == folder.appendingPathComponent("__Motion__/CardTests/toss.jsonl").path)
    let track = Self.toss(stiffness: 342)
    #expect(MotionGolden.check(track, at: path, record: false) == .recorded(path: path))
    #expect(MotionGolden.check(track, at: path, record: false) == .matched)
    let stiffer = Self.toss(stiffness: 500)
    guard case .diverged(let divergence, _) = MotionGolden.check(stiffer, at: path, record: false) else {
      Issue.record("a stiffer spring's track matched")
      return
    }
    #expect(divergence.field == "elements[card].position[0]")
    #expect(divergence.frame > 0)
    #expect(divergence.description.hasPrefix("frame \(divergence.frame) (t = "))
    #expect(MotionGolden.check(stiffer, at: path, record: true) == .recorded(path: path))
    #expect(MotionGolden.check(stiffer, at: path, record: false) == .matched)
  }

  @Test func aTrackReadsBackAsItWasWritten() throws {
    let track = Self.toss(stiffness: 342)
    #expect(try MotionTrack(decoding: track.encoded()) == track)
    #expect(throws: MotionTrackError.unreadableLine(2)) {
      try MotionTrack(decoding: "{\"t\": 0, \"elements\": []}\nnot json\n")
    }
  }

  /// A draggable box at (100, 100), its runtime and fingers for it.
  private static func draggableBox() -> (box: Element, runtime: MotionRuntime, fingers: Fingers) {
    let scene = Scene(width: 600, height: 200)
    let box = Element(name: "box", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
    scene.addChild(box)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: box)
    return (box, runtime, Fingers(runtime: runtime))
  }

  /// The box dragged, its last move made without a frame, and lifted: what `recordMotion` takes.
  private static func dragTrack(lastMoveTo x: Double) -> MotionTrack {
    let (box, _, fingers) = draggableBox()
    return recordMotion(of: [box], driving: fingers) {
      fingers.touchDown(at: Point(x: 100, y: 100))
      fingers.move(to: Point(x: 200, y: 100), duration: 0.2)
      fingers.move(to: Point(x: x, y: 100))
      fingers.lift()
    }
  }

  @Test func theTouchesAfterTheLastFrameAreInTheTrack() throws {
    // They showed only at a next frame, which the body never took: a last move to 400 instead
    // of 250 made the same track, and passed its golden.
    let track = Self.dragTrack(lastMoveTo: 250)
    #expect(track.frames.last?.elements.first?.position == [250, 100])
    #expect(track.frames.count == 14)  // frame 0, twelve frames of the 0.2 s move, the last
    #expect(Self.dragTrack(lastMoveTo: 400).firstDivergence(from: track)?.frame == 13)
  }

  @Test func elementsMovedOutsideTheFingersFramesAreRecordedAtTheEnd() {
    let (box, runtime, fingers) = Self.draggableBox()
    let track = recordMotion(of: [box], driving: fingers) {
      runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
      runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 300, y: 100), time: 0.1))
      runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 300, y: 100), time: 0.1))
      runtime.advance(to: 0.2)
    }
    #expect(track.frames.map(\.t) == [0, 0.2])
    #expect(track.frames.last?.elements.first?.position == [300, 100])
    // Nothing moved: nothing more is recorded.
    let still = recordMotion(of: [box], driving: fingers) { runtime.advance(to: 0.3) }
    #expect(still.frames.count == 1)
  }

  @Test func aToleranceThatIsNoNumberFailsSayingSo() {
    // NaN failed every frame as "expected 100.0, got 100.0".
    let track = Self.dragTrack(lastMoveTo: 250)
    let path = "/nowhere/__Motion__/CardTests/nan.jsonl"
    #expect(
      MotionGolden.check(track, at: path, record: false, tolerance: .nan)
        == .failed("the tolerance must be a finite number at least 0, not nan", path: path))
  }

  @Test func aGoldenClaimedByTwoAssertionsIsRefusedForTheSecond() {
    let path = "/nowhere/__Motion__/CardTests/\(UUID().uuidString).jsonl"
    #expect(GoldenClaims.claim(path, at: "CardTests.swift:10:5") == nil)
    // The same assertion again (a test repeated) keeps its golden.
    #expect(GoldenClaims.claim(path, at: "CardTests.swift:10:5") == nil)
    let twice = GoldenClaims.claim(path, at: "CardTests.swift:20:5")
    #expect(
      twice
        == "the golden \(path) is also the one of the assertion at CardTests.swift:10:5: give each assertion its own name"
    )
  }

  @Test func theSheetsMotionMatchesItsGolden() {
    let scene = Scene(width: 800, height: 800)
    let sheet = Element(name: "sheet", position: Point(x: 400, y: 700), size: Size(width: 800, height: 600))
    scene.addChild(sheet)
    let runtime = MotionRuntime(scene: scene)
    let detents = [350.0, 520, 700].map { ReactiveProperty(Point(x: 400, y: $0)) }
    let toss = Tossable(
      destinations: detents, toss: sheet, container: scene, touchTarget: sheet,
      springSource: runtime.springSource)
    runtime.add(toss, to: sheet) { $0.xLocked(to: 400) }
    let fingers = Fingers(runtime: runtime)
    assertMotion(of: [sheet], driving: fingers, named: "sheet-flicked-up") {
      fingers.fling(from: Point(x: 400, y: 500), velocity: Point(x: 0, y: -900))
      fingers.settle()
    }
    #expect(sheet.position == Point(x: 400, y: 350))
  }
}
