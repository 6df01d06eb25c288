// The figures of docs/performance.md, each at 10, 1k, 10k and 50k elements, springs or
// recognizers where it has a size. Each benchmark builds what it measures on once, on its first
// sample, and measures every sample on it (see `Workload`). A ratio is measured from interleaved
// pairs (one of each per sample), so both sides see the same machine load, and reported in per
// mille (1000 = equal).
import Benchmark
import Floor
import Foundation
import Motion
@_spi(Benchmarks) import SandboxHost

let sizes = [10, 1_000, 10_000, 50_000]
let canvasSize = (width: 800, height: 600)

/// The repository's Assets folder, found from this file.
let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
  "../../../Assets"
).standardized.path

func label(_ n: Int) -> String { n >= 1000 ? "\(n / 1000)k" : "\(n)" }

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func metric(_ name: String, larger: Bool = false) -> BenchmarkMetric {
  .custom(name, polarity: larger ? .prefersLarger : .prefersSmaller, useScalingFactor: false)
}

let ratio = metric("ratio ‰")

func configuration(_ metrics: [BenchmarkMetric], seconds: Int = 2, iterations: Int = 100)
  -> Benchmark.Configuration
{
  .init(
    metrics: metrics, timeUnits: .microseconds, warmupIterations: 2, scalingFactor: .one,
    maxDuration: .seconds(seconds), maxIterations: iterations)
}

/// A pseudo-random but fixed sequence, so every run draws the same scene.
struct Sequence {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}

/// A scene of `n` opaque rectangles of 16 × 12 points scattered over the canvas, one in seven
/// turned, each its own colour: what the floor draws as quads.
func scatteredScene(_ n: Int) -> Scene {
  let scene = Scene(width: Double(canvasSize.width), height: Double(canvasSize.height))
  var random = Sequence()
  for i in 0..<n {
    let element = Element(
      name: "e\(i)", position: Point(x: Double(random.next(784) + 8), y: Double(random.next(588) + 6)),
      size: Size(width: 16, height: 12), rotation: i % 7 == 0 ? 0.3 : 0,
      color: Color(
        red: UInt8(random.next(256)), green: UInt8(random.next(256)), blue: UInt8(random.next(256))))
    scene.addChild(element)
  }
  return scene
}

/// The quads of `scene`'s elements in canvas pixels at `scale` pixels a point.
func quads(of scene: Scene, scale: Double) -> [Floor.Quad] {
  scene.children.map { element in
    Floor.Quad(
      corners: element.corners.map { (x: $0.x * scale, y: $0.y * scale) },
      color: (element.color.red, element.color.green, element.color.blue, element.color.alpha))
  }
}

/// A scene of `n` elements on a grid that never overlaps, each with a drag recognizer, for the
/// input benchmarks; the scene is large enough for 50k.
func gridScene(_ n: Int, interaction: (Element, MotionRuntime) -> Void) -> (MotionRuntime, [Element]) {
  let columns = Int(Double(n).squareRoot().rounded(.up))
  let scene = Scene(width: Double(columns * 8 + 8), height: Double(columns * 8 + 8))
  let runtime = MotionRuntime(scene: scene)
  var elements: [Element] = []
  for i in 0..<n {
    let element = Element(
      name: "e\(i)", position: Point(x: Double(i % columns * 8 + 8), y: Double(i / columns * 8 + 8)),
      size: Size(width: 6, height: 6))
    scene.addChild(element)
    interaction(element, runtime)
    elements.append(element)
  }
  return (runtime, elements)
}

/// `n` elements each with a spring on its position, all at rest; `release(at:)` sends every
/// spring to a new destination.
final class Springs {
  let runtime: MotionRuntime
  let destinations: [ReactiveProperty<Point>]
  var flip = false

  init(_ n: Int) {
    let (runtime, elements) = gridScene(n) { _, _ in }
    self.runtime = runtime
    destinations = elements.map { element in
      let destination = ReactiveProperty(element.position)
      let spring = Spring(to: destination, initialValue: propertyOf(element).position)
      runtime.connect(runtime.springSource(spring), to: propertyOf(element).position)
      return destination
    }
  }

  /// Sends every spring 40 points away (or back).
  func release() {
    flip.toggle()
    let offset = flip ? 40.0 : -40.0
    for destination in destinations {
      let p = destination.read()
      destination.write(Point(x: p.x + offset, y: p.y))
    }
  }
}

/// The closed-form solution of the same underdamped springs (k 342, c 30, m 1), written by hand
/// over plain arrays: what stepping a spring costs without the runtime around it.
struct ClosedFormSprings {
  var displacement: [(Double, Double)]
  var velocity: [(Double, Double)]
  var values: [(Double, Double)]
  let zetaOmega = 15.0
  let dampedOmega = (342.0 - 225.0).squareRoot()

  init(_ n: Int) {
    displacement = Array(repeating: (40, 0), count: n)
    velocity = Array(repeating: (0, 0), count: n)
    values = Array(repeating: (0, 0), count: n)
  }

  /// Each spring started at its own time, as springs released by different gestures do, so
  /// each needs its own exponential, sine and cosine.
  mutating func step(to t: Double) {
    for i in values.indices {
      let elapsed = t + Double(i & 15) * 0.0001
      let decay = exp(-zetaOmega * elapsed)
      let c = cos(dampedOmega * elapsed)
      let s = sin(dampedOmega * elapsed)
      let (x0, y0) = displacement[i]
      let (vx, vy) = velocity[i]
      let bx = (vx + zetaOmega * x0) / dampedOmega
      let by = (vy + zetaOmega * y0) / dampedOmega
      values[i] = (decay * (x0 * c + bx * s), decay * (y0 * c + by * s))
    }
  }
}

/// The least a drag can do, written by hand: each finger's state is an object of its own (where
/// it went down, where its element was, a ring of its last 16 samples for the velocity) found by
/// its id in a dictionary, and each move writes the element's new position into the element, an
/// object of its own. The objects are made in the order the benchmark's scene makes its own, so
/// both spread over the heap alike; what grows with the number of fingers here is the memory's
/// cost, not the work's.
final class HandWrittenDrags {
  final class Finger {
    let element: Dragged
    let start: Point
    let origin: Point
    var samples = [(time: Double, location: Point)](repeating: (0, .zero), count: 16)
    var newest = 0

    init(element: Dragged, start: Point) {
      self.element = element
      self.start = start
      origin = element.position
    }
  }

  final class Dragged {
    var position: Point
    init(position: Point) { self.position = position }
  }

  var fingers: [Int: Finger] = [:]

  /// Puts finger `id` down on a new element at `location`.
  func add(id: Int, at location: Point) {
    fingers[id] = Finger(element: Dragged(position: location), start: location)
  }

  func move(id: Int, to location: Point, time: Double) {
    guard let finger = fingers[id] else { return }
    finger.newest = (finger.newest + 1) & 15
    finger.samples[finger.newest] = (time, location)
    finger.element.position = Point(
      x: finger.origin.x + location.x - finger.start.x, y: finger.origin.y + location.y - finger.start.y)
  }
}

/// A scene file of `n` draggable elements, as text.
func sceneFile(_ n: Int) -> String {
  var random = Sequence()
  var elements: [String] = []
  var interactions: [String] = []
  for i in 0..<n {
    elements.append(
      "{\"name\": \"e\(i)\", \"position\": [\(random.next(784) + 8), \(random.next(588) + 6)], "
        + "\"size\": [16, 12], \"color\": \"#4FC3F7\"}")
    interactions.append("{\"type\": \"draggable\", \"element\": \"e\(i)\"}")
  }
  return """
    {"name": "big", "size": [800, 600], "background": "#1E1E28",
     "elements": [\(elements.joined(separator: ",\n"))],
     "interactions": [\(interactions.joined(separator: ",\n"))]}
    """
}

/// Writes a recorded-session-like script of `seconds` at `path`: a finger that goes down, circles
/// for two seconds and lifts, over and over, 126 lines a second (a 4,500 s script has 567k
/// lines). Written a piece at a time, so the writing itself holds little memory.
func writeLongScript(seconds: Double, to path: String) throws {
  FileManager.default.createFile(atPath: path, contents: nil)
  let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
  defer { try? file.close() }
  var chunk = ""
  var isDown = false
  var t = 0.0
  let step = 1.0 / 126
  while t < seconds {
    let phase = t.truncatingRemainder(dividingBy: 2)
    let x = 400 + 150 * cos(t * 3)
    let y = 300 + 100 * sin(t * 3)
    let touch = !isDown && phase < step ? "down" : (isDown && phase > 1.9 ? "up" : (isDown ? "move" : nil))
    if let touch {
      chunk += "{\"t\": \(t), \"touch\": \"\(touch)\", \"id\": 1, \"x\": \(x), \"y\": \(y)}\n"
      isDown = touch != "up"
    }
    if chunk.utf8.count > 1 << 16 {
      file.write(Data(chunk.utf8))
      chunk = ""
    }
    t += step
  }
  chunk += "{\"t\": \(t), \"dump\": \"end.json\"}\n"
  file.write(Data(chunk.utf8))
}

/// Replays `script` headless on the stickers scene into a new folder, measuring milliseconds.
func measureReplay(of script: String, on benchmark: Benchmark) throws {
  let out = script + "-out-\(UUID().uuidString)"
  let time = try nanoseconds {
    try BenchmarkHooks.replay(script: script, scene: assets + "/scenes/stickers.json", out: out, settle: 0)
  }
  benchmark.measurement(metric("ms"), Int(time / 1_000_000))
}

let temporaryFolder: String = {
  let path = NSTemporaryDirectory() + "motion-bench-\(getpid())"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

/// What a benchmark measures on, built by its first sample and kept for the others.
///
/// package-benchmark calls a benchmark's closure once a sample (with the scaling factor `.one`,
/// `scaledIterations` is a single pass), so a scene built inside the closure would be built
/// again for every sample and every figure would be the first, cold, operation on fresh
/// objects: a release right after ten thousand springs were made, a frame right after the
/// scene was loaded. The benchmark's teardown lets go of it.
final class Workload<State> {
  private let make: () throws -> State
  private var state: State?

  init(_ make: @escaping () throws -> State) { self.make = make }

  /// The state, built on first use.
  func get() throws -> State {
    if let state { return state }
    let made = try make()
    state = made
    return made
  }

  func release() { state = nil }
}

/// Registers a benchmark whose samples each run `sample` on one `Workload` built from `make`.
func benchmark<State>(
  _ name: String, _ configuration: Benchmark.Configuration, make: @escaping () throws -> State,
  sample: @escaping (Benchmark, State) throws -> Void
) {
  let workload = Workload(make)
  Benchmark(
    name, configuration: configuration,
    closure: { benchmark in try sample(benchmark, try workload.get()) },
    teardown: { workload.release() })
}

/// A full frame (advance and draw) and the floor drawing the same quads.
final class FrameWorkload {
  let scene: Scene
  let runtime: MotionRuntime
  let renderer: BenchmarkHooks.Canvas
  let floor: Floor
  var time = 0.0

  init(_ n: Int) throws {
    scene = scatteredScene(n)
    runtime = MotionRuntime(scene: scene)
    let scale = Double(BenchmarkHooks.captureSupersampling)
    renderer = try BenchmarkHooks.Canvas(sizeOf: scene)
    floor = Floor(
      width: canvasSize.width * Int(scale), height: canvasSize.height * Int(scale),
      background: (scene.background.red, scene.background.green, scene.background.blue),
      quads: quads(of: scene, scale: scale))
  }
}

/// Springs with the hand-written closed form beside them, and the time since the last release.
final class SpringStepWorkload {
  let springs: Springs
  var closedForm: ClosedFormSprings
  var phase = 0.001

  init(_ n: Int) {
    springs = Springs(n)
    closedForm = ClosedFormSprings(n)
    springs.release()
  }
}

/// Springs and the motion time of the runtime.
final class SpringRestWorkload {
  let springs: Springs
  var time = 0.0

  init(_ n: Int) { springs = Springs(n) }
}

/// `n` fingers, each down on its own draggable element, and how far they have moved.
final class DragWorkload {
  let runtime: MotionRuntime
  let starts: [Point]
  let handWritten: HandWrittenDrags
  /// The moves of one sweep, kept between sweeps so that gathering them allocates nothing.
  var batch: [TouchEvent] = []
  var time = 0.0
  var offset = 0.0

  /// Each finger goes down as its element is added, on top of the drawing order, so putting
  /// them down costs one hit test of one element each rather than a walk of the whole scene
  /// (fifty thousand of those took minutes).
  init(_ n: Int) {
    var finger = 0
    let handWritten = HandWrittenDrags()
    let (runtime, elements) = gridScene(n) { element, runtime in
      runtime.add(Draggable(), to: element)
      runtime.handle(TouchEvent(id: finger, phase: .began, location: element.position, time: 0))
      handWritten.add(id: finger, at: element.position)
      finger += 1
    }
    self.runtime = runtime
    self.handWritten = handWritten
    starts = elements.map(\.position)
  }
}

/// A scene of draggable elements and the element in its middle.
final class TouchWorkload {
  let runtime: MotionRuntime
  let target: Point
  var time = 0.0

  init(_ n: Int) {
    let (runtime, elements) = gridScene(n) { element, runtime in runtime.add(Draggable(), to: element) }
    self.runtime = runtime
    target = elements[n / 2].position
  }
}

nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
  for n in sizes {
    registerWholeProcessBenchmarks(n)
    // A full frame (advance + draw) against the floor drawing the same quads.
    benchmark(
      "Frame ÷ floor, \(label(n)) elements",
      configuration([ratio, metric("frame µs"), metric("floor µs")], iterations: 100),
      make: { try FrameWorkload(n) }
    ) { benchmark, frame in
      let floorTime = nanoseconds { frame.floor.draw() }
      frame.time += 1.0 / 60
      let frameTime = try nanoseconds {
        frame.runtime.advance(to: frame.time)
        try frame.renderer.draw(frame.scene)
        Floor.flush(frame.renderer.sdlRenderer)
      }
      benchmark.measurement(ratio, Int(1000 * frameTime / floorTime))
      benchmark.measurement(metric("frame µs"), Int(frameTime / 1000))
      benchmark.measurement(metric("floor µs"), Int(floorTime / 1000))
    }

    // Stepping moving springs against the hand-written closed form.
    benchmark(
      "Spring advance ÷ closed form, \(label(n)) springs", configuration([ratio, metric("ns per spring")]),
      make: { SpringStepWorkload(n) }
    ) { benchmark, work in
      // Released again before any comes to rest (40 points, threshold 1: about 0.25 s).
      work.phase += 0.001
      if work.phase > 0.15 {
        work.springs.release()
        work.phase = 0.001
      }
      let now = work.springs.runtime.currentTime + 0.001
      let runtimeTime = nanoseconds { work.springs.runtime.advance(to: now) }
      let phase = work.phase
      let closedTime = nanoseconds { work.closedForm.step(to: phase) }
      blackHole(work.closedForm.values[0])
      benchmark.measurement(ratio, Int(1000 * runtimeTime / closedTime))
      benchmark.measurement(metric("ns per spring"), Int(runtimeTime / Double(n)))
    }

    // The release that starts every spring at once.
    benchmark(
      "Release starting \(label(n)) springs", configuration([metric("µs")], iterations: 50),
      make: { SpringRestWorkload(n) }
    ) { benchmark, work in
      let time = nanoseconds { work.springs.release() }
      benchmark.measurement(metric("µs"), Int(time / 1000))
      work.time += 100
      work.springs.runtime.advance(to: work.time)  // all at rest again
    }

    // The frame where every spring comes to rest against a frame where all move.
    benchmark(
      "Rest frame ÷ moving frame, \(label(n)) springs", configuration([ratio], iterations: 50),
      make: { SpringRestWorkload(n) }
    ) { benchmark, work in
      work.springs.release()
      let t = work.time
      let moving = nanoseconds { work.springs.runtime.advance(to: t + 1.0 / 60) }
      let resting = nanoseconds { work.springs.runtime.advance(to: t + 100) }
      work.time += 100
      benchmark.measurement(ratio, Int(1000 * resting / moving))
    }

    // One move of every finger, each dragging its own element, handed over as one batch (as the
    // sandbox hands over a script line's or a device report's touches) and one event at a time,
    // against the same moves of a hand-written drag.
    benchmark(
      "Drag of \(label(n)) elements, per recognizer per event",
      configuration(
        [metric("ns"), metric("one at a time ns"), metric("hand-written ns"), ratio], iterations: 50),
      make: { DragWorkload(n) }
    ) { benchmark, drag in
      drag.time += 1.0 / 60
      drag.offset += 0.5
      let (t, offset) = (drag.time, drag.offset)
      let handTime = nanoseconds {
        for (id, start) in drag.starts.enumerated() {
          drag.handWritten.move(id: id, to: Point(x: start.x + offset, y: start.y), time: t)
        }
      }
      drag.batch.removeAll(keepingCapacity: true)
      for (id, start) in drag.starts.enumerated() {
        drag.batch.append(
          TouchEvent(id: id, phase: .moved, location: Point(x: start.x + offset, y: start.y), time: t))
      }
      let time = nanoseconds { drag.runtime.handle(drag.batch) }
      let (later, laterOffset) = (t + 1.0 / 120, offset + 0.25)
      let singleTime = nanoseconds {
        for (id, start) in drag.starts.enumerated() {
          drag.runtime.handle(
            TouchEvent(
              id: id, phase: .moved, location: Point(x: start.x + laterOffset, y: start.y), time: later))
        }
      }
      benchmark.measurement(metric("ns"), Int(time / Double(n)))
      benchmark.measurement(metric("one at a time ns"), Int(singleTime / Double(n)))
      benchmark.measurement(metric("hand-written ns"), Int(handTime / Double(n)))
      benchmark.measurement(ratio, Int(1000 * time / handTime))
    }

    // A finger landing on (and lifting from) the middle element of a scene of n elements.
    benchmark(
      "Touch-down on \(label(n)) elements", configuration([metric("µs")], iterations: 200),
      make: { TouchWorkload(n) }
    ) { benchmark, touch in
      touch.time += 0.1
      let t = touch.time
      let time = nanoseconds {
        touch.runtime.handle(TouchEvent(id: 1, phase: .began, location: touch.target, time: t))
      }
      touch.runtime.handle(TouchEvent(id: 1, phase: .ended, location: touch.target, time: t + 0.01))
      benchmark.measurement(metric("µs"), Int(time / 1000))
    }

    // Scene file text to the first frame drawn: every sample loads the scene anew, as a user's
    // start-up does.
    benchmark(
      "Start-up to first frame, \(label(n)) elements",
      configuration([metric("ms"), metric("bytes per element")], seconds: 10, iterations: 5),
      make: { sceneFile(n) }
    ) { benchmark, text in
      let before = Floor.allocatedBytes()
      var loaded: (scene: Scene, runtime: MotionRuntime)?
      let time = try nanoseconds {
        let made = try BenchmarkHooks.loadScene(json: text)
        let canvas = try BenchmarkHooks.Canvas(sizeOf: made.scene)
        try canvas.draw(made.scene)
        Floor.flush(canvas.sdlRenderer)
        loaded = made
      }
      let after = Floor.allocatedBytes()
      benchmark.measurement(metric("ms"), Int(time / 1_000_000))
      benchmark.measurement(metric("bytes per element"), (after - before) / n)
      blackHole(loaded)
    }
  }

  // Captures of the 10-element stickers scene: draw, average down, encode, write.
  benchmark(
    "Captures of a 10-element 800×600 scene",
    configuration([metric("captures/s", larger: true), metric("µs")], iterations: 200),
    make: {
      let loaded = try BenchmarkHooks.loadScene(path: assets + "/scenes/stickers.json")
      let canvas = try BenchmarkHooks.Canvas(sizeOf: loaded.scene)
      return (scene: loaded.scene, canvas: canvas, runtime: loaded.runtime)
    }
  ) { benchmark, capture in
    let path = temporaryFolder + "/capture.png"
    let time = try nanoseconds {
      try capture.canvas.draw(capture.scene)
      try capture.canvas.capture(to: path)
    }
    benchmark.measurement(metric("captures/s", larger: true), Int(1e9 / time))
    benchmark.measurement(metric("µs"), Int(time / 1000))
  }

  // Films of the stickers scene with its photo (the one top-level element, everything else on it)
  // moving a point a frame, most of the canvas changing each frame: per frame, writing a still
  // capture (draw, average, encode, write), verifying a film frame against a matching golden in
  // memory (draw, average, decode the golden's frame, compare: nothing encoded), and updating
  // (draw, average, add to the film: the changed rectangle encoded). Interleaved, one of each a
  // sample; the ratio is verify over capture, each after its (identical) drawing.
  benchmark(
    "Film frames of a 10-element 800×600 scene",
    configuration(
      [
        metric("verify frames/s", larger: true), metric("update frames/s", larger: true),
        metric("captures/s", larger: true), metric("verify µs after drawing"),
        metric("capture µs after drawing"), ratio,
      ], seconds: 6, iterations: 240),
    make: { () throws -> FilmWorkload in try FilmWorkload() }
  ) { benchmark, film in
    try film.sample(benchmark)
  }

  // Headless replays of a 5 s and a 4,500 s recorded session: the peak resident memory each adds
  // to the process (the two differ by what holding the script would cost). Each sample is a
  // whole replay; the script is written once.
  for seconds in [5.0, 4_500.0] {
    benchmark(
      "Replay of a \(Int(seconds)) s script",
      .init(
        metrics: [.peakMemoryResidentDelta, metric("ms")], timeUnits: .milliseconds, warmupIterations: 0,
        scalingFactor: .one, maxDuration: .seconds(60), maxIterations: 3),
      make: {
        let script = temporaryFolder + "/session-\(Int(seconds)).jsonl"
        try writeLongScript(seconds: seconds, to: script)
        return script
      }
    ) { benchmark, script in
      try measureReplay(of: script, on: benchmark)
    }
  }

  // A script whose only line is a dump at t = 1e6 s.
  benchmark(
    "Script with one line at t = 1e6", configuration([metric("ms")], seconds: 20, iterations: 3),
    make: {
      let script = temporaryFolder + "/idle.jsonl"
      try Data("{\"t\": 1000000, \"dump\": \"idle.json\"}\n".utf8).write(to: URL(fileURLWithPath: script))
      return script
    }
  ) { benchmark, script in
    try measureReplay(of: script, on: benchmark)
  }
}

/// The stickers scene, its photo moved along a path, and a golden film of that path.
final class FilmWorkload {
  static let frames = 120
  let scene: Scene
  let photo: Element
  let start: Point
  let canvas: BenchmarkHooks.Canvas
  let golden = temporaryFolder + "/golden-film.png"
  var index = 0

  init() throws {
    let loaded = try BenchmarkHooks.loadScene(path: assets + "/scenes/stickers.json")
    scene = loaded.scene
    guard let photo = scene.element(named: "photo") else {
      throw FilmBenchmarkError(message: "the stickers scene has no photo to move")
    }
    self.photo = photo
    start = photo.position
    canvas = try BenchmarkHooks.Canvas(sizeOf: scene)
    canvas.startFilm()
    for frame in 0..<Self.frames {
      try draw(frame)
      try canvas.readFrame()
      try canvas.appendFrame(at: Double(frame) / 60)
    }
    try canvas.writeFilm(to: golden)
    try canvas.openGolden(golden)
    canvas.startFilm()
  }

  /// Draws frame `frame`, the software renderer's queued work done (as a capture's flush would).
  func draw(_ frame: Int) throws {
    photo.position = Point(x: start.x + Double(frame), y: start.y + Double(frame) / 2)
    try canvas.draw(scene)
    Floor.flush(canvas.sdlRenderer)
  }

  func sample(_ benchmark: Benchmark) throws {
    if index == Self.frames {
      index = 0
      try canvas.openGolden(golden)
      canvas.startFilm()
    }
    // Each side draws the same frame first; the ratio compares what follows the drawing, which is
    // where verifying and capturing differ (the drawing is the same function for both).
    let path = temporaryFolder + "/capture.png"
    var capture = 0.0
    let captureTotal = try nanoseconds {
      try draw(index)
      capture = try nanoseconds { try canvas.capture(to: path) }
    }
    var matched = false
    var verify = 0.0
    let verifyTotal = try nanoseconds {
      try draw(index)
      verify = try nanoseconds { matched = try canvas.verifyFrame() }
    }
    guard matched else { throw FilmBenchmarkError(message: "frame \(index) does not match its golden") }
    let updateTotal = try nanoseconds {
      try draw(index)
      try canvas.readFrame()
      try canvas.appendFrame(at: Double(index) / 60)
    }
    index += 1
    benchmark.measurement(metric("verify frames/s", larger: true), Int(1e9 / verifyTotal))
    benchmark.measurement(metric("update frames/s", larger: true), Int(1e9 / updateTotal))
    benchmark.measurement(metric("captures/s", larger: true), Int(1e9 / captureTotal))
    benchmark.measurement(metric("verify µs after drawing"), Int(verify / 1000))
    benchmark.measurement(metric("capture µs after drawing"), Int(capture / 1000))
    benchmark.measurement(ratio, Int(verify / capture * 1000))
  }
}

/// Why the film benchmark cannot measure.
struct FilmBenchmarkError: Error {
  var message: String
}
