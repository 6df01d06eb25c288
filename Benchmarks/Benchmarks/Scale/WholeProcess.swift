// Whole-process figures of a scene of tossables: the release binary replaying an empty script
// (start to exit, and its peak resident memory), and a reload in the process against its
// start-up. Tearing a scene down is part of each: before removal and teardown were linear, the
// empty replay of 50k tossables took 29.5 s.
import Benchmark
import Foundation
import Motion
@_spi(Benchmarks) import SandboxHost

#if canImport(Glibc)
  import Glibc
#endif

/// The release build of the sandbox, which `make bench` builds first.
let releaseBinary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
  "../../../.build/release/motion-sandbox"
).standardized.path

/// A scene file of `n` tossables, each element tossed back to where it lies by a drag on the
/// scene (every drag recognizer on one element: the case whose teardown was quadratic).
func tossableSceneFile(_ n: Int) -> String {
  var random = Sequence()
  var elements: [String] = []
  var interactions: [String] = []
  for i in 0..<n {
    let (x, y) = (random.next(784) + 8, random.next(588) + 6)
    elements.append(
      "{\"name\": \"e\(i)\", \"position\": [\(x), \(y)], \"size\": [16, 12], \"color\": \"#FFCA28\"}")
    interactions.append("{\"type\": \"tossable\", \"element\": \"e\(i)\", \"destination\": [\(x), \(y)]}")
  }
  return """
    {"name": "tossables", "size": [800, 600], "background": "#1E1E28",
     "elements": [\(elements.joined(separator: ",\n"))],
     "interactions": [\(interactions.joined(separator: ",\n"))]}
    """
}

/// What one run of a child process took: its time from spawn to exit, the processor time it
/// used (user and system: what a busy machine does not stretch), and its peak resident memory in
/// bytes.
struct ProcessRun {
  var nanoseconds: Double
  var processorNanoseconds: Double
  var peakResidentBytes: Int
}

/// Runs `arguments` (the program first) to its exit, and says how long it took and its peak
/// resident memory; fails when it exits with a status other than 0.
func runToExit(_ arguments: [String]) throws -> ProcessRun {
  var pid: pid_t = 0
  let argv = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  // package-benchmark preloads its malloc interposer into the benchmark's process, which counts
  // allocations by adding a header to each: the child runs without it, as a user runs it.
  let environment =
    ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }.map {
      strdup("\($0.key)=\($0.value)")
    }
    + [nil]
  defer { for pointer in environment { free(pointer) } }
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawn(&pid, arguments[0], nil, nil, argv, environment) == 0 else {
    throw BenchmarkFailure("cannot start \(arguments[0]) (make bench builds it)")
  }
  var status: Int32 = 0
  var usage = rusage()
  guard wait4(pid, &status, 0, &usage) == pid else { throw BenchmarkFailure("lost \(arguments[0])") }
  let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
  guard status == 0 else {
    throw BenchmarkFailure("\(arguments.joined(separator: " ")) exited with \(status)")
  }
  let processor = nanoseconds(of: usage.ru_utime) + nanoseconds(of: usage.ru_stime)
  // Linux reports the peak in kilobytes.
  return ProcessRun(
    nanoseconds: elapsed, processorNanoseconds: processor, peakResidentBytes: usage.ru_maxrss * 1024)
}

/// A `timeval` in nanoseconds.
func nanoseconds(of time: timeval) -> Double {
  let seconds = Double(time.tv_sec)
  let microseconds = Double(time.tv_usec)
  return seconds * 1e9 + microseconds * 1e3
}

struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A scene file of `n` elements laid out as the outside performance checks lay theirs out:
/// `n - 1` rotated 30 × 30 squares, every fourth with rounded corners, each tossable by a drag
/// on the scene back to its home (every tenth to a lead element, followed live), with a spring of
/// 200/8/1, and a 60 × 60 directly manipulable lead drawn last at the centre.
func fieldSceneFile(_ n: Int, width: Int = 800, height: Int = 600) -> String {
  var elements: [String] = []
  var interactions: [String] = []
  for i in 0..<max(n - 1, 0) {
    let (x, y) = (20 + (i * 37) % (width - 40), 20 + (i * 53) % (height - 40))
    // Rounded to six places as gen.py's `round(…, 6)` writes it, so the file is the same text.
    let rotation = ((0.3 * Double(i)).truncatingRemainder(dividingBy: 2 * Double.pi) * 1e6).rounded() / 1e6
    let green = String(i % 255, radix: 16, uppercase: true)
    let corner = i % 4 == 0 ? ", \"cornerRadius\": 8" : ""
    elements.append(
      "{\"name\": \"e\(i)\", \"position\": [\(x), \(y)], \"size\": [30, 30], "
        + "\"rotation\": \(rotation), \"color\": \"#C8\(green.count < 2 ? "0" + green : green)78\"\(corner)}")
    let destination = i % 10 == 0 ? "{\"element\": \"lead\"}" : "[\(x), \(y)]"
    interactions.append(
      "{\"type\": \"tossable\", \"element\": \"e\(i)\", \"destination\": \(destination), "
        + "\"spring\": {\"stiffness\": 200, \"damping\": 8, \"mass\": 1, \"threshold\": 1}}")
  }
  elements.append(
    "{\"name\": \"lead\", \"position\": [\(width / 2), \(height / 2)], \"size\": [60, 60], "
      + "\"color\": \"#E91E63\", \"cornerRadius\": 8, \"rotation\": 0.2}")
  interactions.append("{\"type\": \"directlyManipulable\", \"element\": \"lead\"}")
  return """
    {"name": "field-\(n)", "size": [\(width), \(height)],
     "elements": [\(elements.joined(separator: ",\n"))],
     "interactions": [\(interactions.joined(separator: ",\n"))]}
    """
}

/// The files of an empty replay of `n` tossables and of the floor's (an empty script on an
/// empty scene: the process's own start and exit).
final class EmptyReplayWorkload {
  let folder: String
  let scene: String
  let emptyScene: String
  let script: String
  let elementCount: Int
  var run = 0

  /// `sceneText` is the scene replayed (the benchmark's tossables by default).
  init(_ n: Int, name: String = "empty-replay", sceneText: (Int) -> String = tossableSceneFile) throws {
    folder = temporaryFolder + "/\(name)-\(n)"
    elementCount = n
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    scene = folder + "/tossables.json"
    emptyScene = folder + "/empty.json"
    script = folder + "/empty.jsonl"
    try Data(sceneText(n).utf8).write(to: URL(fileURLWithPath: scene))
    try Data(tossableSceneFile(0).utf8).write(to: URL(fileURLWithPath: emptyScene))
    try Data().write(to: URL(fileURLWithPath: script))
  }

  /// Replays the empty script on `scene` into a folder of its own, to the process's exit.
  func replay(on scene: String) throws -> ProcessRun {
    run += 1
    return try runToExit([
      releaseBinary, "replay", script, "--scene", scene, "--out", folder + "/out-\(run)", "--settle", "0",
    ])
  }
}

/// A scene of tossables loaded as `run` loads it, its text for loading it again, and the text
/// of the same scene with its first element moved (a saved edit).
final class ReloadWorkload {
  var text: String
  var editedText: String
  let reloads: BenchmarkHooks.SceneReloads
  let canvas: BenchmarkHooks.Canvas

  init(_ n: Int) throws {
    text = tossableSceneFile(n)
    editedText = text.replacingOccurrences(of: "\"size\": [16, 12]", with: "\"size\": [17, 12]")
    reloads = try BenchmarkHooks.SceneReloads(json: text)
    canvas = try BenchmarkHooks.Canvas(sizeOf: reloads.scene)
  }
}

/// Registers an empty replay's benchmark: the scene's replay and the floor's, one of each a sample.
func registerEmptyReplay(_ name: String, make: @escaping () throws -> EmptyReplayWorkload) {
  benchmark(
    name,
    .init(
      metrics: [metric("ms"), metric("processor ms"), metric("floor ms"), metric("peak bytes per element")],
      timeUnits: .milliseconds,
      warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(30), maxIterations: 5),
    make: make
  ) { benchmark, workload in
    let replay = try workload.replay(on: workload.scene)
    let floor = try workload.replay(on: workload.emptyScene)
    benchmark.measurement(metric("ms"), Int(replay.nanoseconds / 1_000_000))
    benchmark.measurement(metric("processor ms"), Int(replay.processorNanoseconds / 1_000_000))
    benchmark.measurement(metric("floor ms"), Int(floor.nanoseconds / 1_000_000))
    benchmark.measurement(
      metric("peak bytes per element"),
      (replay.peakResidentBytes - floor.peakResidentBytes) / max(workload.elementCount, 1))
  }
}

func registerWholeProcessBenchmarks(_ n: Int) {
  // The release binary replaying an empty script on n tossables, start to exit, beside the same
  // on an empty scene (the floor: the process's own start and exit), one of each a sample; and
  // the peak resident memory that the n tossables add, per element. Then the same on the scene
  // the outside checks use (rotated, rounded, every tenth following a lead): the goal of at most
  // 1.5 s of processor time at 50k holds on both scenes.
  registerEmptyReplay("Empty replay of \(label(n)) tossables, start to exit") {
    try EmptyReplayWorkload(n)
  }
  registerEmptyReplay("Empty replay of \(label(n)) field tossables, start to exit") {
    try EmptyReplayWorkload(n, name: "field-replay", sceneText: { fieldSceneFile($0) })
  }
  // `check` of the same scene, start to exit, beside `check` of an empty scene: what a CI job
  // that checks its scene files waits for (the text was parsed three times before 2026-12-07).
  benchmark(
    "Check of \(label(n)) field tossables, start to exit",
    .init(
      metrics: [metric("ms"), metric("processor ms"), metric("floor ms")], timeUnits: .milliseconds,
      warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 5),
    make: { try EmptyReplayWorkload(n, name: "field-check", sceneText: { fieldSceneFile($0) }) }
  ) { benchmark, workload in
    let check = try runToExit([releaseBinary, "check", workload.scene])
    let floor = try runToExit([releaseBinary, "check", workload.emptyScene])
    benchmark.measurement(metric("ms"), Int(check.nanoseconds / 1_000_000))
    benchmark.measurement(metric("processor ms"), Int(check.processorNanoseconds / 1_000_000))
    benchmark.measurement(metric("floor ms"), Int(floor.nanoseconds / 1_000_000))
  }

  // Reloads of the scene to their first frame (the text loaded again, the first frame drawn, the
  // old scene retired, as the sandbox's `r` does) against a start-up (the same without a scene
  // to retire), interleaved: `r` on the file as it was (a reset, whose text is not parsed
  // again) and on a file saved with an edit (parsed); after each, the old scene let go of in
  // the 8 ms slices the frame loop gives it while idle: how long that takes in all, and its
  // longest slice.
  benchmark(
    "Reload of \(label(n)) tossables ÷ start-up",
    configuration(
      [
        ratio, metric("reset ÷ start-up ‰"), metric("edited reload ms"), metric("reset ms"),
        metric("start-up ms"),
        metric("letting go ms"), metric("longest slice ms"),
      ],
      seconds: 20, iterations: 5),
    make: { try ReloadWorkload(n) }
  ) { benchmark, workload in
    var started: (scene: Scene, runtime: MotionRuntime)?
    let startUp = try nanoseconds {
      let made = try BenchmarkHooks.loadScene(json: workload.text)
      try workload.canvas.draw(made.scene)
      started = made
    }
    // Let go of outside the timing: a start-up has nothing to tear down.
    blackHole(started)
    started = nil
    let reset = try nanoseconds {
      try workload.reloads.reload(json: workload.text)
      try workload.canvas.draw(workload.reloads.scene)
    }
    _ = workload.reloads.letGoOfRetired(slice: 0.008)
    let edited = try nanoseconds {
      try workload.reloads.reload(json: workload.editedText)
      try workload.canvas.draw(workload.reloads.scene)
    }
    swap(&workload.text, &workload.editedText)
    var slices = (slices: 0, longest: 0.0)
    let lettingGo = nanoseconds { slices = workload.reloads.letGoOfRetired(slice: 0.008) }
    benchmark.measurement(ratio, Int(1000 * edited / startUp))
    benchmark.measurement(metric("reset ÷ start-up ‰"), Int(1000 * reset / startUp))
    benchmark.measurement(metric("edited reload ms"), Int(edited / 1_000_000))
    benchmark.measurement(metric("reset ms"), Int(reset / 1_000_000))
    benchmark.measurement(metric("start-up ms"), Int(startUp / 1_000_000))
    benchmark.measurement(metric("letting go ms"), Int(lettingGo / 1_000_000))
    benchmark.measurement(metric("longest slice ms"), Int(slices.longest * 1000))
  }
}
