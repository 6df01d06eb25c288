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
