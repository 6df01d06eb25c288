/// Walks an element tree depth first in drawing order (a parent before its children, siblings in
/// order) without recursion, so a tree of any depth is walked in time linear in its size and
/// with a stack of constant height.
///
/// The walk keeps its own work list between walks: a walker kept by a renderer or a runtime
/// allocates nothing once its list has grown to the tree's size. A walk may compose each
/// element's transform on the way down, from a transform for the root's parent space that the
/// caller gives, which costs one composition per element instead of one walk up to the root.
public struct ElementWalk {
  /// One element of a walk with its composed transforms.
  public struct Step {
    /// The element visited.
    public var element: Element
    /// The map from the element's local space to the walk's target space.
    public var transform: Transform
    /// The map from the element's parent's space to the walk's target space.
    public var parentTransform: Transform
  }

  private var pending: [(element: Element, parentTransform: Transform)] = []

  /// Creates a walker with an empty work list.
  public init() {}

  /// Calls `visit` for `root` and every descendant in drawing order, with no transforms
  /// composed. `visit` returns false to end the walk early.
  public mutating func forEach(inSubtreeOf root: Element, _ visit: (Element) -> Bool) {
    pending.removeAll(keepingCapacity: true)
    pending.append((root, .identity))
    while let (element, _) = pending.popLast() {
      guard visit(element) else { break }
      pushChildren(of: element, parentTransform: .identity)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Calls `visit` for `root` and every descendant in drawing order, each with its transform to
  /// the target space: `rootParentTransform` maps the root's parent space (scene space for a
  /// scene) into the target space. `visit` returns false to end the walk early.
  public mutating func forEach(
    inSubtreeOf root: Element, rootParentTransform: Transform, _ visit: (Step) -> Bool
  ) {
    pending.removeAll(keepingCapacity: true)
    pending.append((root, rootParentTransform))
    while let (element, parentTransform) = pending.popLast() {
      let transform = element.transformToParent.then(parentTransform)
      guard visit(Step(element: element, transform: transform, parentTransform: parentTransform)) else {
        break
      }
      pushChildren(of: element, parentTransform: transform)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Pushes the children last first, so the first child comes off the work list next. An index
  /// loop: `for … in` over an array allocates in debug builds, and renderers walk every frame.
  private mutating func pushChildren(of element: Element, parentTransform: Transform) {
    let children = element.children
    var index = children.count
    while index > 0 {
      index -= 1
      pending.append((children[index], parentTransform))
    }
  }
}

extension Element {
  /// The map from this element's parent's space to scene space: identity for a scene or a
  /// detached element.
  var parentTransformToScene: Transform {
    parent?.transformToScene ?? .identity
  }
}
