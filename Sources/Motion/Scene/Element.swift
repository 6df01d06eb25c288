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
  public private(set) var children: [Element] = []
  // Unchecked for exclusivity: read on every event routed here, and changed only by plain
  // appends and removals that run no other code while they last.
  /// The recognizers attached to this element, which see the touches routed to it.
  @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The touch router that lists this element among those with a recognizer in progress, if
  /// one does (see `TouchRouter.noteManipulation(of:)`): it asks here rather than in its table.
  @exclusivity(unchecked) var listedAsManipulatedBy: ObjectIdentifier?

  let positionProperty: ReactiveProperty<Point>
  let sizeProperty: ReactiveProperty<Size>
  let anchorPointProperty: ReactiveProperty<Point>
  let scaleProperty: ReactiveProperty<Double>
  let rotationProperty: ReactiveProperty<Double>

  /// The fill colour.
  public var color: Color
  /// The radius of the rounded corners, in unscaled points.
  public var cornerRadius: Double

  /// Creates a detached element.
  public init(
    name: String, position: Point, size: Size, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    scale: Double = 1, rotation: Double = 0, color: Color = .white, cornerRadius: Double = 0
  ) {
    self.name = name
    positionProperty = ReactiveProperty(position)
    sizeProperty = ReactiveProperty(size)
    anchorPointProperty = ReactiveProperty(anchorPoint)
    scaleProperty = ReactiveProperty(scale)
    rotationProperty = ReactiveProperty(rotation)
    self.color = color
    self.cornerRadius = cornerRadius
  }

  /// Where the anchor point lies in the parent's space.
  public var position: Point {
    get { positionProperty.read() }
    set { positionProperty.write(newValue) }
  }
  /// The same property as `position`, as UIKit's `view.center` is its layer's position.
  public var center: Point {
    get { positionProperty.read() }
    set { positionProperty.write(newValue) }
  }
  /// The unscaled width and height.
  public var size: Size {
    get { sizeProperty.read() }
    set { sizeProperty.write(newValue) }
  }
  /// The point of the bounds, in unit coordinates, that `position` places and that scale and
  /// rotation turn about.
  public var anchorPoint: Point {
    get { anchorPointProperty.read() }
    set { anchorPointProperty.write(newValue) }
  }
  /// Uniform scale factor.
  public var scale: Double {
    get { scaleProperty.read() }
    set { scaleProperty.write(newValue) }
  }
  /// Rotation in radians; positive turns clockwise on screen.
  public var rotation: Double {
    get { rotationProperty.read() }
    set { rotationProperty.write(newValue) }
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
    children.append(child)
  }

  /// Detaches the element from its parent, if any.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    parentLink = nil
  }

  /// Attaches a recognizer; touches routed to this element reach it from now on.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
    // Taken from another element, as `removeGestureRecognizer` takes it: a gesture in progress
    // there is cancelled, or its touches (routed to that element) would hold it for good.
    recognizer.element?.removeGestureRecognizer(recognizer)
    recognizer.element = self
    recognizer.isAttached = true
    gestureRecognizers.append(recognizer)
  }

  /// Detaches `recognizer` when it is attached here: touches routed to this element no longer
  /// reach it. A gesture it is in the middle of is cancelled first (its observers see
  /// `cancelled`, or `failed` before it was recognized), so nothing it drives is left held.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
    for touch in recognizer.touches {
      recognizer.handle(
        TouchEvent(id: touch.id, phase: .cancelled, location: touch.location, time: recognizer.lastEventTime))
    }
    gestureRecognizers.removeAll { $0 === recognizer }
    // An observer told of the cancel may have given the recognizer to another element already:
    // it stays there.
    guard recognizer.element === self else { return }
    recognizer.element = nil
    recognizer.isAttached = false
    recognizer.attachedByInteraction = false
  }

  // MARK: Fetching ahead of an event

  /// The bytes of the object that routing an event to this element reaches first: its reference
  /// count (bytes 8 to 16), its recognizer list, its listing as manipulated and its position
  /// property. A test holds the range to where they really lie.
  static let routingBytes = 8..<80

  /// Where the recognizer list and the listing as manipulated lie in this object.
  var routingFieldBytes: Range<Int> {
    storedBytes(of: [field(&gestureRecognizers), field(&listedAsManipulatedBy)], in: self)
  }

  /// Asks for the object's bytes an event routed here reaches first.
  func prefetchForRouting() {
    prefetchForWrite(self, bytes: Self.routingBytes)
  }

  /// Asks for the recognizer list's storage (which the event walks) and the position property's
  /// value and observers (which a drag writes); the object itself is in the cache by now.
  func prefetchRecognizerList() {
    prefetchArrayForWrite(
      storageAddress(of: &gestureRecognizers), elements: 0..<gestureRecognizers.count,
      stride: MemoryLayout<GestureRecognizer>.stride)
    prefetchForWrite(positionProperty, bytes: ReactiveProperty<Point>.writeBytes)
  }

  /// Calls `body` with each recognizer of the element, unretained, for fetching ahead: none of
  /// them is retained or released, which would write to the memory being asked for.
  func forEachRecognizerUnretained(_ body: (Unmanaged<GestureRecognizer>) -> Void) {
    let storage = storageAddress(of: &gestureRecognizers) + arrayElementsOffset
    for index in 0..<gestureRecognizers.count {
      body(
        storage.load(
          fromByteOffset: index * MemoryLayout<GestureRecognizer>.stride,
          as: Unmanaged<GestureRecognizer>.self))
    }
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
    var doomed = children
    children = []
    while var element = doomed.popLast() {
      // Only an element nobody else holds dies here; its children are taken before it goes.
      guard isKnownUniquelyReferenced(&element) else { continue }
      doomed.append(contentsOf: element.children)
      element.children = []
    }
  }
}
