import Foundation
import Motion

/// Draws a Motion scene frame by frame into a film, as the sandbox draws its films: SDL's
/// software renderer offscreen at the scene's size, supersampled and filtered down, each frame
/// stored as an APNG frame with its time. What `MotionFilmTesting` records its film goldens with.
///
/// The pixels depend only on the scene's state and the SDL version. One frame is drawn at a
/// time across the process (SDL keeps global state), so films may be recorded from tests that
/// run in parallel.
package final class SceneFilmRecorder {
  private let scene: Scene
  private let canvas: OffscreenCanvas
  private let renderer: SceneRenderer
  private var encoder: FilmEncoder
  private var frame: [UInt8] = []
  /// Serializes drawing across every recorder of the process.
  private static let drawing = NSLock()

  /// A recorder of `scene`'s frames, each shown for `frameInterval` seconds. Throws when the
  /// scene's size makes no canvas.
  package init(scene: Scene, frameInterval: Double) throws {
    precondition(
      frameInterval.isFinite && frameInterval > 0,
      "a frame interval must be finite and above 0, got \(frameInterval)")
    Self.drawing.lock()
    defer { Self.drawing.unlock() }
    self.scene = scene
    canvas = try OffscreenCanvas(sizeOf: scene)
    renderer = SceneRenderer(renderer: canvas.renderer)
    encoder = FilmEncoder(width: canvas.width, height: canvas.height, frameInterval: frameInterval)
  }

  /// How many frames have been drawn.
  package var frameCount: Int { encoder.frameCount }

  /// Draws the scene as it is now as the frame at `time`, which must be later than the last
  /// frame's.
  package func drawFrame(at time: Double) throws {
    Self.drawing.lock()
    defer { Self.drawing.unlock() }
    try renderer.draw(scene)
    try canvas.readFrame(into: &frame)
    try encoder.append(frame, at: time)
  }

  /// The film's bytes (an APNG); at least one frame must have been drawn.
  package func file() -> [UInt8] { encoder.file() }

  /// Compares the films at `expected` and `actual`: nil when they match (a pixel differs when a
  /// channel differs by more than `tolerance`, 0–255), else one line saying where they first
  /// differ, as the suites say it. Throws when either is not a readable film.
  package static func difference(expected: String, actual: String, tolerance: Int) throws -> String? {
    let result = try FilmComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
    return result.matches ? nil : result.summary
  }
}
