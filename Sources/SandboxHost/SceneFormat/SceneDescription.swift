import Motion

/// A scene file (docs/scene-files.md) read and checked, before any element exists.
///
/// Every name in it is known to resolve: parents are declared earlier, interactions name
/// elements, and so on. `makeLoadedScene(from:wireInteractions:)` turns it into a live scene.
struct SceneDescription: Sendable, Equatable {
  /// The file's `name`, else the file's base name.
  var name: String
  /// The scene's size in points.
  var size: Size
  /// The colour behind every element.
  var background: Color
  /// The elements in file order (the drawing order among siblings).
  var elements: [ElementDescription]
  /// The interactions in file order.
  var interactions: [InteractionDescription]

  /// Creates a description from its parts; use `parse` or `load` to read one from a file.
  init(
    name: String, size: Size, background: Color = SceneDescription.defaultBackground,
    elements: [ElementDescription], interactions: [InteractionDescription] = []
  ) {
    self.name = name
    self.size = size
    self.background = background
    self.elements = elements
    self.interactions = interactions
  }

  /// The background when a file gives none: #1E1E28.
  static let defaultBackground = Color(red: 0x1E, green: 0x1E, blue: 0x28)

  /// The largest width and height of a scene, in points: every scene up to this size can be
  /// shown, replayed and captured (large ones with less supersampling, see `OffscreenCanvas`).
  static let maximumSide = 8192.0

  /// The most elements a scene may have.
  static let maximumElements = 100_000

  /// The most interactions a scene may have.
  static let maximumInteractions = 100_000

  /// The deepest an element may lie in the tree of parents (an element without a parent lies
  /// at depth 1).
  static let maximumDepth = 50_000

  /// The name that refers to the scene itself in `parent` and `container`, and in dumps; no
  /// element may take it.
  static let sceneName = "scene"
}

/// One element of a scene file, with the line where it is declared.
struct ElementDescription: Sendable, Equatable {
  /// The element's unique name.
  var name: String
  /// The name of the element it lies in (declared earlier), or nil for the scene.
  var parent: String? {
    get { placement?.value.parent }
    set { changePlacement { $0.parent = newValue } }
  }
  /// Where its anchor point lies in its parent's space.
  var position: Point
  /// Its unscaled width and height, both above zero.
  var size: Size
  /// The anchor point in unit coordinates (default 0.5, 0.5).
  var anchorPoint: Point {
    get { placement?.value.anchorPoint ?? Placement.defaults.anchorPoint }
    set { changePlacement { $0.anchorPoint = newValue } }
  }
  /// Uniform scale, above zero (default 1).
  var scale: Double {
    get { placement?.value.scale ?? Placement.defaults.scale }
    set { changePlacement { $0.scale = newValue } }
  }
  /// Rotation in radians, clockwise positive (default 0).
  var rotation: Double {
    get { placement?.value.rotation ?? Placement.defaults.rotation }
    set { changePlacement { $0.rotation = newValue } }
  }
  /// Fill colour (default white).
  var color: Color
  /// Radius of the rounded corners, ≥ 0 (default 0).
  var cornerRadius: Double {
    get { placement?.value.cornerRadius ?? Placement.defaults.cornerRadius }
    set { changePlacement { $0.cornerRadius = newValue } }
  }
  /// The parent, anchor point, scale, rotation and corner radius out of line, nil while all are
  /// the defaults: a loaded scene keeps its description, and most elements of a large one leave
  /// them so.
  private var placement: OutOfLine<Placement>?

  private struct Placement: Sendable, Equatable {
    var parent: String?
    var anchorPoint: Point
    var scale: Double
    var rotation: Double
    var cornerRadius: Double
    static let defaults = Placement(
      parent: nil, anchorPoint: Point(x: 0.5, y: 0.5), scale: 1, rotation: 0, cornerRadius: 0)
  }

  private mutating func changePlacement(_ change: (inout Placement) -> Void) {
    var changed = placement?.value ?? Placement.defaults
    change(&changed)
    placement = OutOfLine.boxing(changed, unless: Placement.defaults)
  }
  /// The 1-based line where the element's object starts.
  var line: Int

  /// Creates an element description; the defaults are those of docs/scene-files.md.
  init(
    name: String, parent: String? = nil, position: Point, size: Size,
    anchorPoint: Point = Point(x: 0.5, y: 0.5), scale: Double = 1, rotation: Double = 0,
    color: Color = .white, cornerRadius: Double = 0, line: Int = 0
  ) {
    self.name = name
    self.position = position
    self.size = size
    self.color = color
    self.line = line
    placement = OutOfLine.boxing(
      Placement(
        parent: parent, anchorPoint: anchorPoint, scale: scale, rotation: rotation, cornerRadius: cornerRadius
      ),
      unless: Placement.defaults)
  }
}
