/// Walks an element tree depth first in drawing order (a parent before its children, siblings in
/// order) without recursion, so a tree of any depth is walked in time linear in its size and
/// with a stack of constant height.
///
/// The walk keeps its own work list between walks: a walker kept by a renderer or a runtime
/// allocates nothing once its list has grown to the tree's depth (a parent's children are gone
/// through by position, not listed one entry each). A walk may compose each
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

  /// The parents whose children the walk is going through, outermost first: as deep as the
  /// tree, whatever its width, so a parent of fifty thousand children is not listed whole.
  private var frames: [Frame] = []
  private var backwards: [BackwardStep] = []

  /// Creates a walker with an empty work list.
  public init() {}

  /// Calls `visit` for `root` and every descendant in drawing order, with no transforms
  /// composed. `visit` returns false to end the walk early.
  public mutating func forEach(inSubtreeOf root: Element, _ visit: (Element) -> Bool) {
    walk(from: root, rootParentTransform: .identity, composing: false) { element, _, _ in visit(element) }
  }

  /// Calls `visit` for `root` and every descendant in drawing order, each with its transform to
  /// the target space: `rootParentTransform` maps the root's parent space (scene space for a
  /// scene) into the target space. `visit` returns false to end the walk early.
  public mutating func forEach(
    inSubtreeOf root: Element, rootParentTransform: Transform, _ visit: (Step) -> Bool
  ) {
    walk(from: root, rootParentTransform: rootParentTransform, composing: true) {
      element, transform, parentTransform in
      visit(Step(element: element, transform: transform, parentTransform: parentTransform))
    }
  }

  /// The walk in drawing order: a parent's children are taken when the parent has been visited,
  /// and gone through by position; `composing` false leaves every transform the identity.
  private mutating func walk(
    from root: Element, rootParentTransform: Transform, composing: Bool,
    _ visit: (Element, Transform, Transform) -> Bool
  ) {
    frames.removeAll(keepingCapacity: true)
    defer { frames.removeAll(keepingCapacity: true) }
    let rootTransform = composing ? root.transformToParent.then(rootParentTransform) : .identity
    guard visit(root, rootTransform, rootParentTransform) else { return }
    enter(root, transform: rootTransform)
    while let top = frames.indices.last {
      let index = frames[top].next
      guard index < frames[top].children.count else {
        frames.removeLast()
        continue
      }
      frames[top].next = index + 1
      let child = frames[top].children[index]
      let parentTransform = frames[top].transform
      let transform = composing ? child.transformToParent.then(parentTransform) : .identity
      guard visit(child, transform, parentTransform) else { return }
      enter(child, transform: transform)
    }
  }

  /// Lists `element`'s children, as they are now, to be visited next.
  private mutating func enter(_ element: Element, transform: Transform) {
    let children = element.children
    if !children.isEmpty { frames.append(Frame(children: children, next: 0, transform: transform)) }
  }

  /// The last element in drawing order of `root`'s subtree for which `matches` is true, given
  /// each element with its transform to the target space (`rootParentTransform` maps the root's
  /// parent space there), or nil when none is.
  ///
  /// The walk goes backwards through the drawing order (the last child's subtree first, a
  /// parent after its children) and stops at the first match, so a hit near the top of the
  /// drawing order reaches only the elements above it: the work list holds a parent's children
  /// as a position among them, not as one entry each, so a parent of fifty thousand children is
  /// not listed whole before its last one is tested. A parent's transform is composed before its
  /// children's, once per element.
  public mutating func lastInDrawingOrder(
    inSubtreeOf root: Element, rootParentTransform: Transform, where matches: (Element, Transform) -> Bool
  ) -> Element? {
    backwards.removeAll(keepingCapacity: true)
    let rootTransform = root.transformToParent.then(rootParentTransform)
    backwards.append(BackwardStep(root, rootTransform, stage: .test))
    if !root.children.isEmpty {
      backwards.append(BackwardStep(root, rootTransform, stage: .children(root.children.count - 1)))
    }
    while let step = backwards.popLast() {
      switch step.stage {
      case .test:
        if matches(step.element, step.transform) { return finish(step.element) }
      case .children(let last):
        if let hit = testChildren(of: step.element, through: last, parentTransform: step.transform, matches) {
          return finish(hit)
        }
      }
    }
    return finish(nil)
  }

  /// Tests `parent`'s children from `last` down in one loop while they are leaves (a flat
  /// scene is one loop, with nothing listed); a child with children of its own is listed with
  /// them, after where the loop is to resume, and the loop ends there. Returns a match.
  private mutating func testChildren(
    of parent: Element, through last: Int, parentTransform: Transform,
    _ matches: (Element, Transform) -> Bool
  ) -> Element? {
    let children = parent.children
    var index = last
    while index >= 0 {
      let child = children[index]
      let transform = child.transformToParent.then(parentTransform)
      let count = child.children.count
      guard count == 0 else {
        if index > 0 {
          backwards.append(BackwardStep(parent, parentTransform, stage: .children(index - 1)))
        }
        backwards.append(BackwardStep(child, transform, stage: .test))
        backwards.append(BackwardStep(child, transform, stage: .children(count - 1)))
        return nil
      }
      if matches(child, transform) { return child }
      index -= 1
    }
    return nil
  }

  /// Empties the work list, keeping its room, and passes `found` on.
  private mutating func finish(_ found: Element?) -> Element? {
    backwards.removeAll(keepingCapacity: true)
    return found
  }

  /// An entry of `lastInDrawingOrder`'s work list.
  private struct BackwardStep {
    var element: Element
    /// The element's transform to the target space.
    var transform: Transform
    var stage: Stage

    init(_ element: Element, _ transform: Transform, stage: Stage) {
      self.element = element
      self.transform = transform
      self.stage = stage
    }
  }

  private enum Stage {
    /// Test the element.
    case test
    /// The element's children from this index down to the first, the last of them next.
    case children(Int)
  }

  /// A parent whose children a walk in drawing order is going through.
  private struct Frame {
    var children: [Element]
    /// The position of the child visited next.
    var next: Int
    /// The parent's transform to the target space.
    var transform: Transform
  }
}

extension Element {
  /// The map from this element's parent's space to scene space: identity for a scene or a
  /// detached element.
  var parentTransformToScene: Transform {
    parent?.transformToScene ?? .identity
  }
}
