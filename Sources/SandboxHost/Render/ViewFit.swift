import Motion

/// How a scene is fitted into a window: scaled uniformly to the largest size that fits the
/// drawable, centred, with bars (letterbox) on the two sides that are left over.
///
/// It maps both ways: scene points to drawable pixels for drawing, and window points (where SDL
/// reports the mouse and fingers) back to scene points, so hit testing and mouse emulation follow
/// the window's size. On a high-DPI display the drawable has more pixels than the window has
/// points, and drawing happens at pixel size.
struct ViewFit: Sendable, Equatable {
  /// Drawable pixels per scene point.
  var scale: Double
  /// Where the scene's origin lies in the drawable, in pixels.
  var offset: Point
  /// Drawable pixels per window point: 1, or 2 on a typical high-DPI display.
  var pixelsPerWindowPoint: Double

  /// The fit of a scene of `sceneSize` into a drawable of `drawable` pixels shown in a window of
  /// `window` points. Degenerate sizes give the identity.
  init(sceneSize: Size, drawable: Size, window: Size) {
    let density = window.width > 0 && drawable.width > 0 ? drawable.width / window.width : 1
    pixelsPerWindowPoint = density.isFinite && density > 0 ? density : 1
    let fitted = min(drawable.width / sceneSize.width, drawable.height / sceneSize.height)
    guard fitted.isFinite, fitted > 0 else {
      scale = pixelsPerWindowPoint
      offset = Point(x: 0, y: 0)
      return
    }
    scale = fitted
    offset = Point(
      x: ((drawable.width - sceneSize.width * fitted) / 2).rounded(.down),
      y: ((drawable.height - sceneSize.height * fitted) / 2).rounded(.down))
  }

  /// The fit that draws scene points as they are (replays: the event coordinates are scene
  /// points already).
  static let identity = ViewFit(scale: 1, offset: Point(x: 0, y: 0), pixelsPerWindowPoint: 1)

  init(scale: Double, offset: Point, pixelsPerWindowPoint: Double) {
    self.scale = scale
    self.offset = offset
    self.pixelsPerWindowPoint = pixelsPerWindowPoint
  }

  /// The scene point under a window point.
  func scenePoint(fromWindowPoint point: Point) -> Point {
    Point(
      x: (point.x * pixelsPerWindowPoint - offset.x) / scale,
      y: (point.y * pixelsPerWindowPoint - offset.y) / scale)
  }
}
