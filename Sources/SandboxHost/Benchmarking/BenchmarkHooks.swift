import CSDL2
import Motion

/// What the benchmarks (the separate `Benchmarks` package) drive in the host: loading a scene
/// as `run` does, drawing it on the capture canvas, capturing, and a headless replay. It is
/// SPI, not part of the host's API: `@_spi(Benchmarks) import SandboxHost` reaches it.
@_spi(Benchmarks) public enum BenchmarkHooks {
  /// A scene loaded from a scene file's text, with its interactions wired as `run` wires them.
  public static func loadScene(json text: String) throws -> (scene: Scene, runtime: MotionRuntime) {
    let loaded = try LoadedScene.live(text: text, file: nil, defaultName: "benchmark", replacing: nil)
    return (loaded.scene, loaded.runtime)
  }

  /// A scene loaded from a scene file, with its interactions wired as `run` wires them.
  public static func loadScene(path: String) throws -> (scene: Scene, runtime: MotionRuntime) {
    let loaded = try SceneSource(nameOrPath: path).load()
    return (loaded.scene, loaded.runtime)
  }

  /// Scenes loaded one after another as `r` loads them: each load retires the scene before it,
  /// which is then let go of in slices, as the frame loop lets it go between frames.
  public final class SceneReloads {
    private var current: LoadedScene
    private let retirement = SceneRetirement()

    /// Loads the first scene from a scene file's text.
    public init(json text: String) throws {
      current = try Self.load(text)
    }

    /// The scene loaded last.
    public var scene: Scene { current.scene }

    /// Loads `text` as the new scene and retires the one before it, as a reload does before its
    /// first frame: text the same as the last scene's is not parsed again.
    public func reload(json text: String) throws {
      let replacement = try LoadedScene.live(
        text: text, file: nil, defaultName: "benchmark", replacing: current)
      retirement.retire(current)
      current = replacement
    }

    /// Lets go of the retired scene in slices of `slice` seconds, as the frame loop does; returns
    /// how many slices it took and the longest, in seconds.
    public func letGoOfRetired(slice: Double) -> (slices: Int, longest: Double) {
      var slices = 0
      var longest = 0.0
      while retirement.isPending {
        let start = Self.seconds()
        retirement.letGo(until: start + slice, now: Self.seconds)
        slices += 1
        longest = max(longest, Self.seconds() - start)
      }
      return (slices, longest)
    }

    private static func load(_ text: String) throws -> LoadedScene {
      try LoadedScene.live(text: text, file: nil, defaultName: "benchmark", replacing: nil)
    }

    private static func seconds() -> Double { SDLSystem.seconds }
  }

  /// The supersampling factor captures are drawn at.
  public static var captureSupersampling: Int { OffscreenCanvas.preferredSupersampling }

  /// Replays `script` against `scene` headless into the new folder `out`, settling for `settle`
  /// seconds at most, without progress lines.
  public static func replay(script: String, scene: String, out: String, settle: Double) throws {
    var options = ReplayOptions(scriptPath: script, scene: scene)
    options.outputDirectory = out
    options.showsProgress = false
    options.settle = settle
    try HeadlessReplay(options: options).run()
  }

  /// The capture canvas for a scene, with the scene renderer drawing on it.
  public final class Canvas {
    private let canvas: OffscreenCanvas
    private let renderer: SceneRenderer

    /// A canvas the size of `scene`, drawn at `captureSupersampling`.
    public init(sizeOf scene: Scene) throws {
      canvas = try OffscreenCanvas(sizeOf: scene)
      renderer = SceneRenderer(renderer: canvas.renderer)
    }

    /// Draws `scene` as a capture draws it (no overlay).
    public func draw(_ scene: Scene) throws { try renderer.draw(scene) }

    /// Writes what is drawn as a PNG at `path`, as a capture does.
    public func capture(to path: String) throws { try canvas.capture(to: path) }

    /// The SDL renderer, for the floor program's flush.
    public var sdlRenderer: OpaquePointer { canvas.renderer.pointer }

    private var frame: [UInt8] = []
    private var film: FilmEncoder?
    private var golden: FilmDecoder?

    /// Reads what is drawn as a film's frame is read (RGB at scene size, no PNG).
    public func readFrame() throws { try canvas.readFrame(into: &frame) }

    /// Starts a new film of the canvas's size (what `--update` encodes).
    public func startFilm() { film = FilmEncoder(width: canvas.width, height: canvas.height) }

    /// Adds the frame last read to the film, shown from `time`.
    public func appendFrame(at time: Double) throws { try film?.append(frame, at: time) }

    /// Writes the film at `path`.
    public func writeFilm(to path: String) throws { try film?.write(to: path) }

    /// Opens the film at `path` as the golden that `verifyFrame` compares with.
    public func openGolden(_ path: String) throws { golden = try FilmDecoder(path: path) }

    /// Reads what is drawn and compares it with the golden's next frame, decoded on another core
    /// while the canvas is read, as a suite verifies a film in memory; true when they are the
    /// same pixels.
    public func verifyFrame() throws -> Bool {
      var decoded = false
      // Decoded in place: a copy of the decoder would copy its canvas on the first write.
      try canvas.readFrame(into: &frame) { decoded = golden != nil && (try? golden!.inflateNext()) == true }
      guard decoded, (try? golden!.unfilterInflated()) != nil, let golden else { return false }
      return ImageComparison.differences(
        golden.canvas, frame, width: canvas.width, height: canvas.height, channels: 3, tolerance: 0
      ).count == 0
    }
  }
}
