/// The root element: its local space is scene space (window points, origin top-left, y down).
///
/// A scene is the outermost element for hit testing: every point, even one outside its size,
/// hits the scene when nothing inside it does.
public final class Scene: Element {
  /// The colour behind every element.
  public var background: Color

  /// Creates an empty scene of the given size, named `scene`.
  public init(
    width: Double, height: Double, background: Color = Color(red: 0x1E, green: 0x1E, blue: 0x28)
  ) {
    self.background = background
    super.init(
      name: "scene", position: .zero, size: Size(width: width, height: height),
      anchorPoint: .zero, color: background)
  }

  /// The deepest element under the point, or the scene itself when no element is.
  public override func hitTest(_ scenePoint: Point) -> Element? {
    let hit = hitWalk.lastInDrawingOrder(inSubtreeOf: self, rootParentTransform: .identity) {
      $0 !== self && $0.contains(scenePoint: scenePoint, transformToScene: $1)
    }
    return hit ?? self
  }

  /// The walker of `hitTest`, kept so that a touch-down allocates nothing once it has grown.
  private var hitWalk = ElementWalk()

  /// The elements of the scene in drawing order, the scene itself excluded.
  public var elements: [Element] { Array(subtree.dropFirst()) }
}
