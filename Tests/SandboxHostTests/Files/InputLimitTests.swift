import Foundation
import Testing

@testable import SandboxHost

/// The documented limits on scripts and scenes (docs/reliability.md): refused with a fault that
/// names the file and line, before any work, and alike by `check` and `replay`.
@Suite struct InputLimitTests {
  @Test(arguments: [
    "[0, -1e300]", "[1e15, 1e300]", "[7769, 1.79e308]", "[0, 1000.5]", "[-1001, 0]",
  ])
  func wheelStepsPastTheLimitAreRefused(_ delta: String) {
    let line = "{\"t\": 0.1, \"wheel\": \(delta), \"x\": 370, \"y\": 340, \"mods\": [\"shift\"]}"
    let parsed = InputScript.parse(line, file: "s.jsonl")
    #expect(parsed.lines.isEmpty)
    #expect(
      parsed.errors.map(\.message).first?.hasPrefix("\"wheel\" steps must be from -1000 to 1000") == true)
  }

  @Test func wheelStepsAtTheLimitAreRead() {
    let parsed = InputScript.parse(
      "{\"t\": 0.1, \"wheel\": [-1000, 1000], \"x\": 370, \"y\": 340}", file: "s.jsonl")
    #expect(parsed.errors.isEmpty)
    #expect(parsed.lines.count == 1)
  }

  @Test func checkAndTheReplaysStreamRefuseAWheelLineAlike() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write(
      "s.jsonl", "{\"t\": 0.1, \"wheel\": [0, -1e300], \"x\": 370, \"y\": 340, \"mods\": [\"shift\"]}\n")
    let checked = checkFile(path).errors
    let streamed = try InputScript.stream(path: path) { _ in }
    #expect(!checked.isEmpty)
    #expect(checked == streamed)
    #expect(checked.first?.line == 1)
  }

  /// The text of a script whose second line is `length` bytes long.
  private func scriptWithLongLine(_ length: Int, ending: Bool) -> String {
    "{\"t\": 0, \"dump\": \"a.json\"}\n" + String(repeating: " ", count: length) + (ending ? "\n" : "")
  }

  @Test(arguments: [true, false])
  func aLineLongerThanTheLimitIsRefusedAtItsLine(_ ending: Bool) throws {
    let folder = try TemporaryDirectory()
    let text = scriptWithLongLine(InputScript.maximumLineBytes + 1, ending: ending)
    let path = try folder.write("s.jsonl", text)
    var reader = try ScriptFileReader(path: path)
    _ = try reader.nextLine()
    #expect(throws: InputErrors.self) { _ = try reader.nextLine() }
    let expected = "\(path):2: the line is longer than 1048576 bytes (1 MiB), the most a line may have"
    #expect(checkFile(path).errors.map(\.placeAndMessage) == [expected])
    do {
      _ = try InputScript.stream(path: path) { _ in }
      Issue.record("the long line was read")
    } catch {
      #expect(error.errors.map(\.placeAndMessage) == [expected])
    }
    #expect(InputScript.parse(text, file: path).errors.map(\.placeAndMessage) == [expected])
  }

  @Test func aLineAtTheLimitIsRead() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write("s.jsonl", scriptWithLongLine(InputScript.maximumLineBytes, ending: true))
    #expect(checkFile(path).errors.isEmpty)
  }

  @Test func aCRLFLineIsMeasuredWithoutItsLineBreakByCheckAndTheReplayAlike() throws {
    // A line of exactly 1 MiB ending in CRLF passed `check` and was refused by the replay's
    // reader, which counted the CR as part of the line.
    let folder = try TemporaryDirectory()
    let dump = "{\"t\": 0, \"dump\": \"a.json\"}\r\n"
    for (length, isRefused) in [
      (InputScript.maximumLineBytes, false), (InputScript.maximumLineBytes + 1, true),
    ] {
      let path = try folder.write("c.jsonl", "#" + String(repeating: "x", count: length - 1) + "\r\n" + dump)
      let checked = checkFile(path).errors
      let streamed: [InputError]
      do {
        streamed = try InputScript.stream(path: path) { _ in }
      } catch {
        streamed = error.errors
      }
      #expect(checked == streamed)
      #expect(checked.map(\.line) == (isRefused ? [1] : []))
    }
  }

  @Test func anEndlessLineIsRefusedInTheMemoryOfOneLine() throws {
    // /dev/zero never ends and holds no line break.
    var reader = try ScriptFileReader(path: "/dev/zero")
    do {
      _ = try reader.nextLine()
      Issue.record("an endless line was read")
    } catch {
      #expect(error.errors.first?.line == 1)
    }
    #expect(throws: InputErrors.self) { _ = try TextFile.readScript("/dev/zero") }
  }

  @Test func linesPastTheLastAScriptMayHaveAreRefused() {
    let fault = InputScript.limitFault(lineNumber: InputScript.maximumLines + 1, bytes: 0, file: "s.jsonl")
    #expect(fault?.line == InputScript.maximumLines + 1)
    #expect(InputScript.limitFault(lineNumber: InputScript.maximumLines, bytes: 10, file: nil) == nil)
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsReadWhole() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write("scene.json", String(repeating: " ", count: 2000))
    #expect(throws: InputErrors.self) { _ = try TextFile.read(path, maximumBytes: 1000) }
    #expect((try? TextFile.read(path, maximumBytes: 2000))?.utf8.count == 2000)
    #expect(throws: InputErrors.self) { _ = try TextFile.read("/dev/zero", maximumBytes: 1 << 20) }
  }

  /// A scene of `count` top-level elements, each the parent of the next when `chained`, and
  /// `interactions` draggables on the first.
  private func scene(elements count: Int, chained: Bool = false, interactions: Int = 0) -> String {
    var text = "{\"size\": [100, 100], \"elements\": [\n"
    for i in 0..<count {
      let parent = chained && i > 0 ? ", \"parent\": \"e\(i - 1)\"" : ""
      text += (i > 0 ? ",\n" : "") + "{\"name\": \"e\(i)\"\(parent), \"position\": [1, 1], \"size\": [1, 1]}"
    }
    text += "],\n\"interactions\": ["
    text += Array(repeating: "{\"type\": \"draggable\", \"element\": \"e0\"}", count: interactions)
      .joined(separator: ",\n")
    return text + "]}"
  }

  private func faults(_ text: String) -> [String] {
    do {
      _ = try SceneDescription.parse(text, file: "big.json", defaultName: "big")
      return []
    } catch {
      return error.errors.map(\.placeAndMessage)
    }
  }

  @Test func aSceneWithMoreElementsThanTheLimitIsRefused() {
    let limit = SceneDescription.maximumElements
    #expect(
      faults(scene(elements: limit + 1)) == [
        "big.json:\(limit + 2): the scene has \(limit + 1) elements; a scene may have at most \(limit)"
      ])
  }

  @Test func aSceneWithMoreInteractionsThanTheLimitIsRefused() {
    let limit = SceneDescription.maximumInteractions
    let found = faults(scene(elements: 1, interactions: limit + 1))
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix("the scene has \(limit + 1) interactions; a scene may have at most \(limit)")
        == true)
  }

  @Test func aSceneNestedDeeperThanTheLimitIsRefused() {
    let limit = SceneDescription.maximumDepth
    #expect(faults(scene(elements: limit, chained: true)).isEmpty)
    #expect(
      faults(scene(elements: limit + 1, chained: true)) == [
        "big.json:\(limit + 2): the element lies \(limit + 1) deep in the tree of parents; a scene may nest at most \(limit) deep"
      ])
  }
}
