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
    var walk = ElementWalk()
    var hit: Element = self
    walk.forEach(inSubtreeOf: self, rootParentTransform: .identity) { step in
      if step.element !== self,
        step.element.contains(scenePoint: scenePoint, transformToScene: step.transform)
      {
        hit = step.element
      }
      return true
    }
    return hit
  }

  /// The elements of the scene in drawing order, the scene itself excluded.
  public var elements: [Element] { Array(subtree.dropFirst()) }
}
