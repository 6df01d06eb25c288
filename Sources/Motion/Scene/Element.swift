import Foundation

/// A rectangle in a tree of elements, modelled on Core Animation's layer (docs/geometry.md).
///
/// A local point `p` lands in the parent at
/// `position + R(rotation) · scale · (p − anchorPoint ⊙ size)`. Every geometric property is a
/// `ReactiveProperty`, reachable through `propertyOf(_:)`, so streams can drive it.
public class Element {
  /// The element's unique name within its scene.
  public let name: String
  /// The element this one lies in; nil for a scene or a detached element.
  public var parent: Element? { parentLink?.owner }
  private var parentLink: OwnerLink<Element>?
  /// What parents' children, recognizers and operators hold instead of a weak reference (see
  /// `OwnerLink`); made on the first of them.
  private var ownerLink: OwnerLink<Element>?
  /// The elements inside this one, drawn in this order after (above) this one.
  public var children: [Element] { childList.items(owner: ObjectIdentifier(self)) }
  /// The children, with the gaps that removing one leaves until they are closed: removing a
  /// child costs O(1) amortized, so emptying a scene of n elements one at a time is linear.
  private var childList = GappedList<Element>()
  /// Where this element is listed among its parent's children.
  var listing: (list: ObjectIdentifier, index: Int)?
  /// The recognizers attached to this element, which see the touches routed to it.
  public var gestureRecognizers: [GestureRecognizer] { recognizerList.items(owner: ObjectIdentifier(self)) }
  /// The recognizers with the gaps removals leave (see `childList`).
  private var recognizerList = GappedList<GestureRecognizer>()
  /// Whether any recognizer is attached, without closing the gaps of the list.
  var hasGestureRecognizers: Bool { recognizerList.count > 0 }
  /// The touch router that lists this element among those with a recognizer in progress, if
  /// one does (see `TouchRouter.noteManipulation(of:)`): it asks here rather than in its table.
  var listedAsManipulatedBy: ObjectIdentifier?
  /// The runtime whose interactions are listed under this element, while any are (see
  /// `MotionRuntime.add(_:to:)`): another runtime is refused.
  var drivingRuntime: OwnerLink<MotionRuntime>?

  // The geometry's properties are made when first asked for (see `DeferredProperty`): most
  // elements of a large scene are never driven.
  private var positionValue: DeferredProperty<Point>
  private var sizeValue: DeferredProperty<Size>
  private var anchorPointValue: DeferredProperty<Point>
  private var scaleValue: DeferredProperty<Double>
  private var rotationValue: DeferredProperty<Double>

  // Each property checks what is written to it as the setters below do: a value written through
  // `propertyOf(_:)` or by a stream stops the program with the same message.
  var positionProperty: ReactiveProperty<Point> {
    positionValue.property { [name] in { _ = Element.checked($0, "position", of: name) } }
  }
  /// The position's property if it has been made (see `propertyOf(_:)`), without making it.
  package var positionPropertyIfMade: ReactiveProperty<Point>? { positionValue.made }
  var sizeProperty: ReactiveProperty<Size> {
    sizeValue.property { [name] in { _ = Element.checked($0, "size", of: name) } }
  }
  var anchorPointProperty: ReactiveProperty<Point> {
    anchorPointValue.property { [name] in { _ = Element.checked($0, "anchor point", of: name) } }
  }
  var scaleProperty: ReactiveProperty<Double> {
    scaleValue.property { [name] in { _ = Element.checked($0, "scale", of: name) } }
  }
  var rotationProperty: ReactiveProperty<Double> {
    rotationValue.property { [name] in { _ = Element.checked($0, "rotation", of: name) } }
  }
  /// The position's property when it was made: nothing can drive a position before.
  var madePositionProperty: ReactiveProperty<Point>? { positionValue.made }

  /// The fill colour.
  public var color: Color
  /// How many `forEachGestureRecognizer` walks are under way (a recognizer's observer may
  /// start another), during which removals keep every entry's index.
  private var recognizerWalks: Int32 = 0
  /// The radius of the rounded corners, in unscaled points.
  public var cornerRadius: Double

  /// Creates a detached element.
  ///
  /// - Precondition: every number is finite, and the size's width and height are at least 0: an
  ///   element placed at a point that is not a number could never be drawn, hit or moved.
  public init(
    name: String, position: Point, size: Size, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    scale: Double = 1, rotation: Double = 0, color: Color = .white, cornerRadius: Double = 0
  ) {
    precondition(
      position.isFinite && anchorPoint.isFinite && scale.isFinite && rotation.isFinite,
      "element \"\(name)\": position \(position), anchor point \(anchorPoint), scale \(scale) and rotation "
        + "\(rotation) must be finite numbers")
    _ = Self.checked(size, "size", of: name)
    self.name = name
    positionValue = DeferredProperty(position)
    sizeValue = DeferredProperty(size)
    anchorPointValue = DeferredProperty(anchorPoint)
    scaleValue = DeferredProperty(scale)
    rotationValue = DeferredProperty(rotation)
    self.color = color
    self.cornerRadius = cornerRadius
  }

  /// Where the anchor point lies in the parent's space.
  ///
  /// - Precondition: a new value is finite (see `init`).
  public var position: Point {
    get { positionValue.read() }
    set { store(newValue, "position", in: \.positionValue) }
  }
  /// The same property as `position`, as UIKit's `view.center` is its layer's position.
  public var center: Point {
    get { positionValue.read() }
    set { position = newValue }
  }
  /// The unscaled width and height.
  ///
  /// - Precondition: a new value is finite and at least 0 each way (see `init`).
  public var size: Size {
    get { sizeValue.read() }
    set { store(newValue, "size", in: \.sizeValue) }
  }
  /// The point of the bounds, in unit coordinates, that `position` places and that scale and
  /// rotation turn about.
  ///
  /// - Precondition: a new value is finite (see `init`).
  public var anchorPoint: Point {
    get { anchorPointValue.read() }
    set { store(newValue, "anchor point", in: \.anchorPointValue) }
  }
  /// Uniform scale factor.
  ///
  /// - Precondition: a new value is finite (see `init`).
  public var scale: Double {
    get { scaleValue.read() }
    set { store(newValue, "scale", in: \.scaleValue) }
  }
  /// Rotation in radians; positive turns clockwise on screen.
  ///
  /// - Precondition: a new value is finite (see `init`).
  public var rotation: Double {
    get { rotationValue.read() }
    set { store(newValue, "rotation", in: \.rotationValue) }
  }

  /// Checks `newValue` (see `checked`) and stores it in `value`, the stored value of `field`:
  /// through its property once one is made, written after the access to the stored value ends,
  /// since the property's observers may read the element (see `storeUnlessMade`).
  private func store<Value: ElementGeometryValue>(
    _ newValue: Value, _ field: String, in value: ReferenceWritableKeyPath<Element, DeferredProperty<Value>>
  ) {
    let checked = Self.checked(newValue, field, of: name)
    self[keyPath: value].storeUnlessMade(checked)?.write(checked)
  }

  /// `value`, written to the element's `field`: traps unless it is a value the element can
  /// hold (see `ElementGeometryValue`), naming the element `name`.
  static func checked<Value: ElementGeometryValue>(_ value: Value, _ field: String, of name: String) -> Value
  {
    precondition(
      value.isElementGeometry, "element \"\(name)\": \(field) \(value) must be \(Value.elementGeometryRule)")
    return value
  }

  var link: OwnerLink<Element> {
    if let ownerLink { return ownerLink }
    let made = OwnerLink(self)
    ownerLink = made
    return made
  }

  /// Appends `child` as the topmost child, taking it from any former parent.
  public func addChild(_ child: Element) {
    child.removeFromParent()
    child.parentLink = link
    childList.append(child, owner: ObjectIdentifier(self))
  }

  /// Detaches the element from its parent, if any.
  public func removeFromParent() {
    guard let parent else { return }
    parent.childList.remove(self, owner: ObjectIdentifier(parent))
    parentLink = nil
  }

  /// Attaches a recognizer; touches routed to this element reach it from now on.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard !recognizerList.contains(recognizer, owner: ObjectIdentifier(self)) else { return }
    // Taken from another element, as `removeGestureRecognizer` takes it: a gesture in progress
    // there is cancelled, or its touches (routed to that element) would hold it for good.
    recognizer.element?.removeGestureRecognizer(recognizer)
    recognizer.element = self
    recognizer.isAttached = true
    recognizerList.append(recognizer, owner: ObjectIdentifier(self))
  }

  /// Detaches `recognizer` when it is attached here: touches routed to this element no longer
  /// reach it. A gesture it is in the middle of is cancelled first (its observers see
  /// `cancelled`, or `failed` before it was recognized), so nothing it drives is left held.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizerList.contains(recognizer, owner: ObjectIdentifier(self)) else { return }
    for touch in recognizer.touches {
      recognizer.handle(
        TouchEvent(id: touch.id, phase: .cancelled, location: touch.location, time: recognizer.lastEventTime))
    }
    recognizerList.remove(recognizer, owner: ObjectIdentifier(self), keepingIndices: recognizerWalks > 0)
    // An observer told of the cancel may have given the recognizer to another element already:
    // it stays there.
    guard recognizer.element === self else { return }
    recognizer.element = nil
    recognizer.isAttached = false
    recognizer.attachedByInteraction = false
  }

  /// The scene at the root of this element's tree, if it is in one.
  public var scene: Scene? {
    var node: Element? = self
    while let n = node {
      if let s = n as? Scene { return s }
      node = n.parent
    }
    return nil
  }

  /// The map from this element's local space to its parent's space.
  public var transformToParent: Transform {
    Transform(elementAt: position, size: size, anchorPoint: anchorPoint, scale: scale, rotation: rotation)
  }

  /// The map from this element's local space to scene space (the root's space).
  public var transformToScene: Transform {
    var t = transformToParent
    var node = parent
    while let n = node {
      t = t.then(n.transformToParent)
      node = n.parent
    }
    return t
  }

  /// The map from scene space into this element's local space, or nil when it is degenerate.
  public var transformFromScene: Transform? { transformToScene.inverted }

  /// Converts a point in this element's local space into `other`'s (nil means scene space).
  public func convert(_ point: Point, to other: Element?) -> Point {
    let scenePoint = transformToScene.apply(to: point)
    guard let other else { return scenePoint }
    return other.transformFromScene?.apply(to: scenePoint) ?? scenePoint
  }

  /// Converts a point in `other`'s local space (nil means scene space) into this element's.
  public func convert(_ point: Point, from other: Element?) -> Point {
    let scenePoint = other?.transformToScene.apply(to: point) ?? point
    return transformFromScene?.apply(to: scenePoint) ?? scenePoint
  }

  /// Converts a vector (a translation, a velocity) from this element's space into `other`'s.
  public func convertVector(_ vector: Point, to other: Element?) -> Point {
    let sceneVector = transformToScene.applyToVector(vector)
    guard let other else { return sceneVector }
    return other.transformFromScene?.applyToVector(sceneVector) ?? sceneVector
  }

  /// Converts a vector from `other`'s space (nil means scene space) into this element's.
  public func convertVector(_ vector: Point, from other: Element?) -> Point {
    let sceneVector = other?.transformToScene.applyToVector(vector) ?? vector
    return transformFromScene?.applyToVector(sceneVector) ?? sceneVector
  }

  /// The scene-space positions of the local corners (0,0), (w,0), (w,h), (0,h), in that order.
  public var corners: [Point] { corners(transformToScene: transformToScene) }

  /// The corners as `corners` gives them, for an element whose map to scene space is already
  /// known (from an `ElementWalk`), which saves the walk up to the root.
  public func corners(transformToScene t: Transform) -> [Point] {
    let w = size.width
    let h = size.height
    return [
      t.apply(to: .zero), t.apply(to: Point(x: w, y: 0)), t.apply(to: Point(x: w, y: h)),
      t.apply(to: Point(x: 0, y: h)),
    ]
  }

  /// True when the scene point lies inside this element's transformed bounds (edges included).
  public func contains(scenePoint: Point) -> Bool {
    contains(scenePoint: scenePoint, transformToScene: transformToScene)
  }

  /// The deepest, topmost element of this subtree that contains the scene point, or nil.
  ///
  /// Children are tried from the top of the drawing order down, before the element itself: the
  /// answer is the last element in drawing order that contains the point. One walk, linear in
  /// the subtree's size, whatever its depth.
  public func hitTest(_ scenePoint: Point) -> Element? {
    var walk = ElementWalk()
    return walk.lastInDrawingOrder(inSubtreeOf: self, rootParentTransform: parentTransformToScene) {
      $0.contains(scenePoint: scenePoint, transformToScene: $1)
    }
  }

  /// True when the scene point lies inside the bounds of an element whose transform to scene
  /// space is `transform` (edges included).
  func contains(scenePoint: Point, transformToScene transform: Transform) -> Bool {
    guard let inverse = transform.inverted else { return false }
    let p = inverse.apply(to: scenePoint)
    return p.x >= 0 && p.y >= 0 && p.x <= size.width && p.y <= size.height
  }

  /// This element and all its descendants, depth first in drawing order.
  public var subtree: [Element] {
    var result: [Element] = []
    var walk = ElementWalk()
    walk.forEach(inSubtreeOf: self) { element in
      result.append(element)
      return true
    }
    return result
  }

  /// The descendant (or self) with the given name, or nil; the first in drawing order when
  /// several share it.
  public func element(named name: String) -> Element? {
    var found: Element?
    var walk = ElementWalk()
    walk.forEach(inSubtreeOf: self) { element in
      if element.name == name { found = element }
      return found == nil
    }
    return found
  }

  /// Takes the tree below apart one element at a time: releasing a deep chain of children
  /// would otherwise release each level from inside the one above and run out of stack.
  deinit {
    ownerLink?.owner = nil
    var doomed = childList.removeAll(owner: ObjectIdentifier(self))
    while var element = doomed.popLast() {
      element.parentLink = nil
      // Only an element nobody else holds dies here; its children are taken before it goes.
      guard isKnownUniquelyReferenced(&element) else { continue }
      doomed.append(contentsOf: element.childList.removeAll(owner: ObjectIdentifier(element)))
    }
  }
}

extension Element: GappedListItem {}

extension Element {
  /// Calls `body` with each recognizer attached when the walk begins, in order, until it returns
  /// false; says whether it went through them all. The walk goes over a copy of the list, so a
  /// recognizer that `body` removes or moves to another element still gets its call (the router
  /// then asks whether it is attached at all). Closes no gaps, so a removal between two events
  /// costs nothing here.
  @discardableResult
  func forEachGestureRecognizer(_ body: (GestureRecognizer) -> Bool) -> Bool {
    let list = recognizerList
    let owner = ObjectIdentifier(self)
    // Without gaps every entry is attached here; with them, the indices hold while the walk
    // lasts (removals keep them), so an entry listed where it lies was there from the start.
    let hasGaps = list.gapCount > 0
    recognizerWalks += 1
    defer { recognizerWalks -= 1 }
    for index in list.entries.indices where !hasGaps || list.isListed(at: index, owner: owner) {
      guard body(list.entries[index]) else { return false }
    }
    return true
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "elements are confined with the runtime that drives them")
extension Element: Sendable {}
