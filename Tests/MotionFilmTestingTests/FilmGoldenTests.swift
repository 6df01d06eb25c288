import Foundation
import Motion
import MotionFilmTesting
import MotionTesting
import Synchronization
import Testing

/// Film goldens in `swift test`: the pictures of a motion, recorded on the first run and
/// compared after, the first differing frame named.
@Suite struct FilmGoldenTests {
  /// A small scene with a square tossed right that springs back on `stiffness`, and fingers
  /// driving it.
  private static func tossScene(stiffness: Double) -> (Scene, Fingers) {
    let scene = Scene(width: 160, height: 80)
    let square = Element(
      name: "square", position: Point(x: 40, y: 40), size: Size(width: 30, height: 30),
      color: Color(red: 0x26, green: 0xA6, blue: 0x9A), cornerRadius: 6)
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)
    let toss = Tossable(
      destination: ReactiveProperty(Point(x: 40, y: 40)), toss: square, container: scene,
      springSource: runtime.springSource)
    try? toss.spring.configure(stiffness: stiffness, damping: 20, mass: 1)
    runtime.add(toss, to: square)
    return (scene, Fingers(runtime: runtime, frameRate: 30))
  }

  /// The film of a fling on `stiffness`'s scene, drawn by hand.
  private static func tossFilm(stiffness: Double) throws -> MotionFilm {
    let (scene, fingers) = tossScene(stiffness: stiffness)
    let film = try MotionFilm(of: scene, frameRate: fingers.frameRate)
    try film.drawFrame(at: fingers.time)
    var drawn: (any Error)?
    fingers.onFrame = {
      do { try film.drawFrame(at: fingers.time) } catch { drawn = error }
    }
    fingers.fling(from: Point(x: 40, y: 40), velocity: Point(x: 500, y: 0))
    fingers.settle()
    if let drawn { throw drawn }
    return film
  }

  private static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motion-films-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aFilmGoldenIsRecordedOnceThenMatchedAndAChangedMotionIsNamedByItsFirstFrame() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = MotionFilmGolden.path(
      named: "toss", testFile: folder.appendingPathComponent("CardTests.swift").path)
    #expect(path == folder.appendingPathComponent("__Motion__/CardTests/toss.png").path)
    let film = try Self.tossFilm(stiffness: 300)
    #expect(film.frameCount > 5)
    #expect(MotionFilmGolden.check(film, at: path, record: false) == .recorded(path: path))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // a PNG
    #expect(bytes.range(of: Data("acTL".utf8)) != nil)  // animated
    #expect(MotionFilmGolden.check(try Self.tossFilm(stiffness: 300), at: path, record: false) == .matched)
    // A stiffer spring: the same first frames, then the square is elsewhere.
    let outcome = MotionFilmGolden.check(try Self.tossFilm(stiffness: 600), at: path, record: false)
    guard case .filmDiffers(let difference, path, let actual) = outcome else {
      Issue.record("a stiffer spring's film matched: \(outcome)")
      return
    }
    #expect(difference.contains("first at frame "))
    #expect(!difference.hasPrefix("0 of"))
    #expect(FileManager.default.fileExists(atPath: actual))
    #expect(outcome.failureMessage?.contains(actual) == true)
    try? FileManager.default.removeItem(atPath: actual)
    #expect(
      MotionFilmGolden.check(try Self.tossFilm(stiffness: 600), at: path, record: true)
        == .recorded(path: path))
    #expect(MotionFilmGolden.check(try Self.tossFilm(stiffness: 600), at: path, record: false) == .matched)
  }

  /// The issues `assertFilm` records in the test below, where it is meant to fail: kept here for
  /// the test to check, and out of its result.
  static let expectedFailures = Mutex<[String]>([])

  @Test(
    .compactMapIssues { issue in
      let text = issue.comments.map(\.rawValue).joined()
      guard text.contains("__Motion__/SquareTests/fling.") else { return issue }
      FilmGoldenTests.expectedFailures.withLock { $0.append(text) }
      return nil
    })
  func assertFilmFailsOnAChangedMotionNamingTheFrame() throws {
    Self.expectedFailures.withLock { $0 = [] }
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let testFile = folder.appendingPathComponent("SquareTests.swift").path
    func run(stiffness: Double) -> MotionGoldenOutcome {
      let (scene, fingers) = Self.tossScene(stiffness: stiffness)
      return assertFilm(of: scene, driving: fingers, named: "fling", filePath: testFile) {
        fingers.fling(from: Point(x: 40, y: 40), velocity: Point(x: 500, y: 0))
        fingers.settle()
      }
    }
    #expect(run(stiffness: 300) == .recorded(path: MotionFilmGolden.path(named: "fling", testFile: testFile)))
    #expect(run(stiffness: 300) == .matched)
    let changed = run(stiffness: 450)
    guard case .filmDiffers(_, _, let actual) = changed else {
      Issue.record("a changed spring's film matched its golden: \(changed)")
      return
    }
    try? FileManager.default.removeItem(atPath: actual)
    // Each failing run failed the test with its message: the golden recorded, then the first
    // frame that differs.
    let failures = Self.expectedFailures.withLock { $0 }
    #expect(failures.count == 2)
    #expect(failures.first?.hasPrefix("recorded a motion golden at ") == true)
    #expect(failures.last?.contains("first at frame ") == true)
  }

  @Test func theTossedSquaresFilmMatchesItsGolden() {
    let (scene, fingers) = Self.tossScene(stiffness: 300)
    assertFilm(of: scene, driving: fingers, named: "square-tossed") {
      fingers.fling(from: Point(x: 40, y: 40), velocity: Point(x: 500, y: 0))
      fingers.settle()
    }
  }
}
