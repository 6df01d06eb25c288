import Foundation
import Motion

/// The one way a capture is made, live or replayed: the session's frame drawn offscreen by SDL's
/// software renderer at scene size (supersampled, then filtered down), never read back from a
/// window. So a capture depends only on the state, and `c` pressed live writes the same pixels as
/// the replay of its recording.
///
/// It keeps one canvas for the scene's size and makes a new one when a scene of another size is
/// shown.
final class SceneCapturer {
  private var canvas: OffscreenCanvas
  private var painter: FramePainter
  private var canvasSize: Size
  /// Which pixels of the canvas changed since its frame was last read (`frame`, `capture`): each
  /// frame is averaged down again only there. Nothing but the painter draws into the canvas.
  private var unread = SurfaceChange.everything
  /// Which pixels changed since the last `frame` (captures between frames included).
  private var sinceFrame = SurfaceChange.everything

  /// Creates a capturer for scenes the size of `scene`.
  init(sizeOf scene: Scene) throws {
    canvas = try OffscreenCanvas(sizeOf: scene)
    painter = try FramePainter(renderer: canvas.renderer)
    painter.retainsFrames = true
    canvasSize = scene.size
  }

  /// Draws `session`'s frame (scene, and the overlay when the session shows it, else the marks
  /// of pinned and emulated fingers) and writes it as a PNG at `path`. With the path of its
  /// `golden`, a capture whose every pixel is the golden's is written as the golden's own bytes
  /// (see `GoldenStrategy.sameStill`), as a film alike with its golden is.
  func capture(_ session: Session, to path: String, golden: String? = nil) throws {
    try paint(session)
    guard let golden else {
      try canvas.capture(to: path, changed: unread)
      unread = .none
      return
    }
    var frame: [UInt8] = []
    try canvas.readFrame(into: &frame, changed: unread)
    unread = .none
    let strategy = GoldenStrategies.strategy(forFileAt: golden)
    if let bytes = strategy.sameStill(golden: golden, as: frame, width: canvas.width, height: canvas.height) {
      try writeAtomically(bytes, to: path)
    } else {
      try canvas.capture(to: path, changed: .none)
    }
  }

  /// Draws `session`'s frame as `capture` does and reads its RGB pixels into `frame`; returns
  /// the frame's width and height, and the box of its pixels that may differ from the frame this
  /// returned before (nil when any may). A film's frames are made so, and so equal captures.
  /// `alongside` runs on another thread while the pixels are read (see
  /// `OffscreenCanvas.readFrame(into:alongside:)`).
  func frame(
    _ session: Session, into frame: inout [UInt8], alongside: () -> Void = {}
  ) throws -> (width: Int, height: Int, changed: PixelBox?) {
    try paint(session)
    try canvas.readFrame(into: &frame, changed: unread, alongside: alongside)
    unread = .none
    var changed: PixelBox?
    switch sinceFrame {
    case .none: changed = .empty
    case .within(let box): changed = box.shrunk(by: canvas.renderer.supersampling)
    case .everything: changed = nil
    }
    sinceFrame = .none
    return (canvas.width, canvas.height, changed)
  }

  private func paint(_ session: Session) throws {
    let scene = session.loaded.scene
    let before = (unread, sinceFrame)
    // Until the painting is done, any pixel may have changed.
    (unread, sinceFrame) = (.everything, .everything)
    if scene.size != canvasSize {
      canvas = try OffscreenCanvas(sizeOf: scene)
      painter = try FramePainter(renderer: canvas.renderer)
      painter.retainsFrames = true
      canvasSize = scene.size
    }
    let change = try painter.paint(session)
    (unread, sinceFrame) = (before.0.followed(by: change), before.1.followed(by: change))
  }
}
