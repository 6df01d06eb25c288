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
  private var backwards: [BackwardStep] = []

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

  /// The last element in drawing order of `root`'s subtree for which `matches` is true, given
  /// each element with its transform to the target space (`rootParentTransform` maps the root's
  /// parent space there), or nil when none is.
  ///
  /// The walk goes backwards through the drawing order (the last child's subtree first, a
  /// parent after its children) and stops at the first match, so a hit near the top of the
  /// drawing order tests only the elements above it. A parent's transform is composed before its
  /// children's, once per element.
  public mutating func lastInDrawingOrder(
    inSubtreeOf root: Element, rootParentTransform: Transform, where matches: (Element, Transform) -> Bool
  ) -> Element? {
    backwards.removeAll(keepingCapacity: true)
    backwards.append(BackwardStep(Unmanaged.passUnretained(root), rootParentTransform, isComposed: false))
    var found: Element?
    while let step = backwards.popLast() {
      if step.isComposed {
        if step.element._withUnsafeGuaranteedRef({ matches($0, step.transform) }) {
          found = step.element.takeUnretainedValue()
          break
        }
        continue
      }
      step.element._withUnsafeGuaranteedRef { element in
        let own = element.transformToParent.then(step.transform)
        backwards.append(BackwardStep(step.element, own, isComposed: true))
        // Read as unmanaged references (the same bits), so that no child is retained.
        element.children.withUnsafeBufferPointer { children in
          children.withMemoryRebound(to: Unmanaged<Element>.self) { children in
            for child in children { backwards.append(BackwardStep(child, own, isComposed: false)) }
          }
        }
      }
    }
    backwards.removeAll(keepingCapacity: true)
    return found
  }

  /// An element of `lastInDrawingOrder`'s work list, with its parent's transform until its own
  /// is composed, then with its own. The element is not retained: the root holds the tree for
  /// the walk, which must not change it (`matches` only reads), and retaining every element
  /// cost more than testing it.
  private struct BackwardStep {
    var element: Unmanaged<Element>
    var transform: Transform
    var isComposed: Bool

    init(_ element: Unmanaged<Element>, _ transform: Transform, isComposed: Bool) {
      self.element = element
      self.transform = transform
      self.isComposed = isComposed
    }
  }

  /// Pushes the children last first, so the first child comes off the work list next.
  private mutating func pushChildren(of element: Element, parentTransform: Transform) {
    for child in element.children.reversed() { pending.append((child, parentTransform)) }
  }
}

extension Element {
  /// The map from this element's parent's space to scene space: identity for a scene or a
  /// detached element.
  var parentTransformToScene: Transform {
    parent?.transformToScene ?? .identity
  }
}
