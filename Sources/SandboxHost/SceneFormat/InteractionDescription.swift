import Motion

/// One interaction of a scene file (docs/scene-files.md): what it is, which element it acts on, and
/// its options, all checked.
struct InteractionDescription: Sendable, Equatable {
  /// The kind of interaction, with the options only a tossable has.
  enum Kind: Sendable, Equatable {
    /// `Draggable`: the position follows the drag.
    case draggable
    /// `Pinchable`: the scale follows the pinch.
    case pinchable
    /// `Rotatable`: the rotation follows the two-finger turn.
    case rotatable
    /// `DirectlyManipulable`: drag, pinch and rotate together.
    case directlyManipulable
    /// `Tossable`: drag, and on release spring to a destination.
    case tossable(TossDescription)
    /// `SetPositionOnTap`: the element moves to each tap (or double tap) on the scene; with a
    /// `spring`, it springs there (nil: it jumps).
    case setPositionOnTap(taps: Int, spring: SpringSetting?)
    /// `Tween`: a property runs through keyframes over a duration.
    case tween(TweenDescription)
  }

  /// What the interaction is.
  var kind: Kind
  /// The name of the element it acts on.
  var element: String
  /// The file's `anchorPointAdjustment`, or nil when it leaves the type's default.
  var anchorPointAdjustment: Bool?
  /// The 1-based line where the interaction's object starts.
  var line: Int
  /// The file's `axis`, `bounds` and `rubberBand` (docs/scene-files.md); empty for none.
  var constraints: ConstraintDescription {
    get { options?.value.constraints ?? ConstraintDescription() }
    set { changeOptions { $0.constraints = newValue } }
  }
  /// The file's `decelerationRate`, `scaleBounds`, `scaleRubberBand` and `snapAngle`: how the
  /// interaction settles on release (see docs/scene-files.md); empty for the defaults.
  var release: ReleaseDescription {
    get { options?.value.release ?? ReleaseDescription() }
    set { changeOptions { $0.release = newValue } }
  }
  /// A draggable's or directly manipulable's `spring`: the spring it springs back inside its
  /// bounds with; nil for the default spring.
  var springBack: SpringSetting? {
    get { options?.value.springBack }
    set { changeOptions { $0.springBack = newValue } }
  }
  /// `constraints`, `release` and `springBack` out of line, nil while all three are the
  /// defaults: most interactions of a large scene leave them so, and a loaded scene keeps its
  /// description (for the script model and for a reload of the same text), so each would
  /// otherwise carry their room inline.
  private var options: OutOfLine<Options>?

  private struct Options: Sendable, Equatable {
    var constraints = ConstraintDescription()
    var release = ReleaseDescription()
    var springBack: SpringSetting?
  }

  /// Changes the options, keeping none out of line while they are the defaults, so that equal
  /// descriptions compare equal however they were made.
  private mutating func changeOptions(_ change: (inout Options) -> Void) {
    var changed = options?.value ?? Options()
    change(&changed)
    options = OutOfLine.boxing(changed, unless: Options())
  }

  /// Creates an interaction description with default options; `constraints`, `release` and
  /// `springBack` are set afterwards.
  init(kind: Kind, element: String, anchorPointAdjustment: Bool? = nil, line: Int = 0) {
    self.kind = kind
    self.element = element
    self.anchorPointAdjustment = anchorPointAdjustment
    self.line = line
  }

  /// The interaction's `type`.
  var type: InteractionType {
    switch kind {
    case .draggable: .draggable
    case .pinchable: .pinchable
    case .rotatable: .rotatable
    case .directlyManipulable: .directlyManipulable
    case .tossable: .tossable
    case .setPositionOnTap: .setPositionOnTap
    case .tween: .tween
    }
  }

  /// The `type` as scene files and dumps spell it.
  var typeName: String { type.rawValue }

  /// Whether the gesture should move the anchor point under the fingers: the file's choice,
  /// else false for draggable and true for the others (docs/scene-files.md).
  var wantsAnchorPointAdjustment: Bool {
    if let anchorPointAdjustment { return anchorPointAdjustment }
    if case .draggable = kind { return false }
    return true
  }

  /// Whether the interaction projects its releases with a deceleration rate (which a `set` line
  /// and the tuning panel can change): a tossable, and a rotation that snaps.
  var hasDecelerationRate: Bool {
    switch kind {
    case .tossable: true
    case .rotatable, .directlyManipulable: release.snapAngle != nil
    case .draggable, .pinchable, .setPositionOnTap, .tween: false
    }
  }

  /// The tossable's options, or nil for the other kinds.
  var toss: TossDescription? {
    if case .tossable(let toss) = kind { return toss }
    return nil
  }

  /// The spring a `set` line tunes, as the file gives it: a tossable's, a tap's that springs to
  /// each tap, or the spring a draggable or directly manipulable springs back on when its
  /// constraints bound the position at rest (`bounds` or `axis`, as the library makes one then),
  /// the default spring when the file names none. Nil for an interaction without a spring.
  var tunableSpring: SpringSetting? {
    if let toss { return toss.spring }
    switch kind {
    case .setPositionOnTap(_, let spring):
      return spring
    case .draggable, .directlyManipulable:
      guard constraints.bounds != nil || constraints.axis != nil else { return nil }
      return springBack ?? .default
    default:
      return nil
    }
  }

  /// The `type`s that take `axis`, `bounds` and `rubberBand`.
  static let constrainableTypeNames = InteractionType.constrainable.map(\.rawValue)

  /// Every `type` a scene file may name, in the order messages list them.
  static let typeNames = InteractionType.allCases.map(\.rawValue)
}

/// Where a tossed element springs to.
enum TossDestination: Sendable, Equatable {
  /// A fixed point in the container's space.
  case point(Point)
  /// The live position of the named element.
  case element(String)
}

/// The options of a tossable interaction.
struct TossDescription: Sendable, Equatable {
  /// Where the element may spring to on release (`destination`, or each of `destinations`):
  /// the one nearest the release's projection is chosen; empty for a tossable that glides
  /// (`"glide": true`).
  var destinations: [TossDestination] {
    get {
      guard let destination else { return [] }
      let others = extras?.value.otherDestinations ?? []
      return others.isEmpty ? [destination] : [destination] + others
    }
    set {
      destination = newValue.first
      changeExtras { $0.otherDestinations = Array(newValue.dropFirst()) }
    }
  }
  /// The first destination, nil for a glide. Kept inline, apart from the others: most tossables
  /// have one, and a loaded scene keeps its description, where a one-element array would be an
  /// allocation of its own for each tossable.
  private(set) var destination: TossDestination?
  /// The element that holds the drag gesture and whose space measures the translation and the
  /// destination, or nil for the tossed element's parent. `SceneDescription.sceneName` names
  /// the scene.
  var container: String? {
    get { extras?.value.container }
    set { changeExtras { $0.container = newValue } }
  }
  /// The spring's parameters.
  var spring: SpringSetting {
    get { extras?.value.spring ?? .default }
    set { changeExtras { $0.spring = newValue } }
  }
  /// The destinations after the first, the container and the spring out of line, nil while
  /// there are no more destinations, no container and the default spring: as most tossables of
  /// a large scene have.
  private var extras: OutOfLine<Extras>?

  private struct Extras: Sendable, Equatable {
    var otherDestinations: [TossDestination] = []
    var container: String?
    var spring = SpringSetting.default
  }

  private mutating func changeExtras(_ change: (inout Extras) -> Void) {
    var changed = extras?.value ?? Extras()
    change(&changed)
    extras = OutOfLine.boxing(changed, unless: Extras())
  }

  /// Creates tossable options with one destination.
  init(destination: TossDestination, container: String? = nil, spring: SpringSetting = .default) {
    self.init(destinations: [destination], container: container, spring: spring)
  }

  /// Creates tossable options with several destinations, or none for a glide.
  init(destinations: [TossDestination], container: String? = nil, spring: SpringSetting = .default) {
    self.container = container
    self.spring = spring
    self.destinations = destinations
  }

  /// The container element: the named one from `elements` (as passed to the wiring), else the
  /// tossed element's parent, else the tossed element's scene.
  func containerElement(for tossed: Element, in elements: [String: Element]) -> Element {
    if let container, let found = elements[container] { return found }
    return tossed.parent ?? tossed.scene ?? tossed
  }
}

/// How an interaction settles on release: the projection's deceleration rate, a pinch's scale
/// bounds and a rotation's snap angle. Each is nil when the file leaves the default.
struct ReleaseDescription: Sendable, Equatable {
  /// `decelerationRate`: the fraction of velocity kept per millisecond, in (0, 1).
  var decelerationRate: Double?
  /// `scaleBounds`: the range a pinched scale settles in.
  var scaleBounds: ClosedRange<Double>?
  /// `scaleRubberBand`: how far past `scaleBounds` a pinch may stretch the scale.
  var scaleRubberBand: Double?
  /// `snapAngle`: the angle, in radians, whose multiples a rotation settles on.
  var snapAngle: Double?

  /// The keys, each with the interaction types that take it.
  static let keysByType: [(key: String, types: [InteractionType])] = [
    ("decelerationRate", [.tossable, .rotatable, .directlyManipulable]),
    ("scaleBounds", [.pinchable, .directlyManipulable]),
    ("scaleRubberBand", [.pinchable, .directlyManipulable]),
    ("snapAngle", [.rotatable, .directlyManipulable]),
  ]

  /// The rate, `.normal` when the file gives none.
  var rate: DecelerationRate { decelerationRate.map { DecelerationRate(perMillisecond: $0) } ?? .normal }
}

/// The constraints on a dragged or tossed element's position (docs/scene-files.md).
struct ConstraintDescription: Sendable, Equatable {
  /// The one axis a constrained element moves along.
  enum Axis: String, Sendable, Equatable, CaseIterable {
    /// Along x only: the y of the position stays where it was when the scene was built.
    case horizontal
    /// Along y only: the x of the position stays where it was when the scene was built.
    case vertical
  }

  /// `axis`: the element moves along this axis only; nil for both.
  var axis: Axis?
  /// `bounds`, in the element's parent's space: its position stays inside; nil for none.
  var bounds: Rect?
  /// `rubberBand` (needs `bounds`): how far past the bounds the element may be pulled, with
  /// growing resistance, before springing back on release; nil for a hard edge.
  var rubberBand: Double?

  /// Creates constraints; none by default.
  init(axis: Axis? = nil, bounds: Rect? = nil, rubberBand: Double? = nil) {
    self.axis = axis
    self.bounds = bounds
    self.rubberBand = rubberBand
  }

  /// True when there is no constraint at all.
  var isEmpty: Bool { axis == nil && bounds == nil }
}
