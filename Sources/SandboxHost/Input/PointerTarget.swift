import Motion

/// What lies under a scene point, as mouse emulation needs it.
///
/// `owner` identifies the element a touch going down there would be routed to (the deepest
/// element under the point that has recognizers; nil when none has). `center` is the point the
/// two emulated fingers of a Ctrl-drag mirror about: the scene-space centre of the element under
/// the point, or the window's centre when that element is the scene itself.
struct PointerTarget: Equatable, Sendable {
  /// The element a touch there would be routed to, or nil.
  var owner: ObjectIdentifier?
  /// The mirror centre for a two-finger drag starting there, in scene space.
  var center: Point

  /// Creates a target.
  init(owner: ObjectIdentifier?, center: Point) {
    self.owner = owner
    self.center = center
  }

  /// The target under `point` in `scene`, following docs/gestures.md for the owner.
  static func probe(_ scene: Scene, at point: Point) -> PointerTarget {
    let hit = scene.hitTest(point) ?? scene
    let center: Point
    if hit === scene {
      center = Point(x: scene.size.width / 2, y: scene.size.height / 2)
    } else {
      center = hit.convert(Point(x: hit.size.width / 2, y: hit.size.height / 2), to: nil)
    }
    var owner: Element? = hit
    while let o = owner, o.gestureRecognizers.isEmpty { owner = o.parent }
    return PointerTarget(owner: owner.map(ObjectIdentifier.init), center: center)
  }
}
