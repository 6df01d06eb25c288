import Motion

/// The state dump of docs/dumps.md: elements, interactions, gestures and rest, as JSON text.
enum StateDump {
  /// The dump of `loaded` at script time `t`, ending with a newline.
  ///
  /// The same state always gives the same bytes: keys in the contract's order, numbers in
  /// Swift's shortest round-trip spelling, `-0.0` written as `0.0`. Elements and interactions
  /// are in file order; gestures are every recognizer of the scene tree, the scene's first and
  /// then the elements' in drawing order.
  static func json(at t: Double, of loaded: LoadedScene) -> String {
    var text = JSONText()
    write(at: t, of: loaded, into: &text)
    return text.string
  }

  /// Writes the dump of `loaded` at script time `t`, ending with a newline, into `text`: each
  /// element, interaction and gesture is made as it is written, so the dump of a large scene
  /// is never held whole.
  static func write(at t: Double, of loaded: LoadedScene, into text: inout JSONText) {
    JSONWriter().write(output(at: t, of: loaded), into: &text)
    text.append("\n")
  }

  /// The dump as a JSON value, before writing; its arrays are made item by item as they are
  /// written.
  static func output(at t: Double, of loaded: LoadedScene) -> JSONOutput {
    let runtime = loaded.runtime
    // One walk down the tree gives every parent's map to scene space in linear time; asking
    // each element walks up to the root, quadratic in the depth. Only parents are kept: an
    // element's map is its own map to its parent's space then its parent's, as the walk makes
    // it, and a flat scene of fifty thousand elements has one parent.
    var parentToScene: [ObjectIdentifier: Transform] = [:]
    var walk = ElementWalk()
    walk.forEach(inSubtreeOf: loaded.scene, rootParentTransform: .identity) { step in
      if !step.element.children.isEmpty { parentToScene[ObjectIdentifier(step.element)] = step.transform }
      return true
    }
    func transformToScene(_ element: Element) -> Transform {
      guard let parent = element.parent, let parentTransform = parentToScene[ObjectIdentifier(parent)] else {
        return element.transformToScene
      }
      return element.transformToParent.then(parentTransform)
    }
    let elements = loaded.elementsInFileOrder
    var nextElement = 0
    let interactions = runtime.interactions
    var nextInteraction = 0
    var elementsByPosition = ElementsByPosition(elements)
    let subtree = loaded.scene.subtree
    var gestures = subtree.lazy.flatMap { element in
      element.gestureRecognizers.lazy.map { (element: element, recognizer: $0) }
    }.makeIterator()
    let gestureCount = subtree.reduce(0) { $0 + $1.gestureRecognizers.count }
    // Each item is written straight into the text, on one line, as `JSONWriter` writes the
    // object it stands for (docs/dumps.md): a dump of fifty thousand elements makes no value of
    // each.
    return .object([
      ("t", .number(t)),
      ("atRest", .bool(runtime.isAtRest)),
      (
        "elements",
        .written(count: elements.count) { text in
          let element = elements[nextElement]
          nextElement += 1
          let velocity = runtime.velocity(of: element)
          let corners = element.corners(transformToScene: transformToScene(element))
          text.append("{\"name\": ")
          text.appendQuoted(element.name)
          text.append(", \"position\": ")
          text.append(pair: element.position.x, element.position.y)
          text.append(", \"size\": ")
          text.append(pair: element.size.width, element.size.height)
          text.append(", \"anchorPoint\": ")
          text.append(pair: element.anchorPoint.x, element.anchorPoint.y)
          text.append(", \"scale\": ")
          text.append(number: element.scale)
          text.append(", \"rotation\": ")
          text.append(number: element.rotation)
          text.append(", \"corners\": [")
          for (index, corner) in corners.enumerated() {
            if index > 0 { text.append(", ") }
            text.append(pair: corner.x, corner.y)
          }
          text.append("], \"velocity\": ")
          text.append(pair: velocity.x, velocity.y)
          text.append("}")
        }
      ),
      (
        "interactions",
        .written(count: interactions.count) { text in
          let entry = interactions[nextInteraction]
          nextInteraction += 1
          text.append("{\"type\": ")
          text.appendQuoted(InteractionType.name(of: entry.interaction))
          text.append(", \"element\": ")
          text.appendQuoted(entry.element.name)
          text.append(
            entry.interaction.state == .active ? ", \"state\": \"active\"" : ", \"state\": \"atRest\"")
          for field in releaseFields(of: entry.interaction, naming: &elementsByPosition) {
            text.append(", ")
            text.appendQuoted(field.key)
            text.append(": ")
            JSONWriter.writeInline(field.value, into: &text)
          }
          text.append("}")
        }
      ),
      (
        "gestures",
        .written(count: gestureCount) { text in
          guard let entry = gestures.next() else { return }
          let elementName = entry.element === loaded.scene ? SceneDescription.sceneName : entry.element.name
          text.append("{\"kind\": ")
          text.appendQuoted(GestureKind.name(of: entry.recognizer))
          text.append(", \"element\": ")
          text.appendQuoted(elementName)
          text.append(", \"state\": ")
          text.appendQuoted(entry.recognizer.state.rawValue)
          text.append(", \"touches\": ")
          text.append(String(entry.recognizer.numberOfTouches))
          text.append("}")
        }
      ),
    ])
  }

  /// What the last release chose, for interactions that choose (docs/dumps.md): a tossable's
  /// projection and chosen destination when it has several or glides, a rotation's projection
  /// and snap angle when it snaps. None for the others, whose dumps stay as they were.
  /// A chosen destination that is an element's position is written as that element's name,
  /// found in `elements`.
  private static func releaseFields(
    of interaction: any Interaction, naming elements: inout ElementsByPosition
  ) -> [(key: String, value: JSONOutput)] {
    let point = { (p: Point?) -> JSONOutput in p.map { .pair($0.x, $0.y) } ?? .null }
    let number = { (n: Double?) -> JSONOutput in n.map { .number($0) } ?? .null }
    switch interaction {
    case let toss as Tossable where toss.destinationCount != 1:
      guard toss.glide == nil else {
        return [
          ("projected", point(toss.projectedPoint)),
          ("glides", toss.lastReleaseGlides.map { .bool($0) } ?? .null),
          ("destination", point(toss.destination.read())),
        ]
      }
      let chosen = toss.destination
      let named = elements.element(whosePositionIs: chosen)
      return [
        ("projected", point(toss.projectedPoint)),
        ("destinationIndex", toss.chosenDestination.map { .integer($0) } ?? .null),
        ("destination", named.map { .string($0.name) } ?? point(chosen.read())),
      ]
    case let rotatable as Rotatable where rotatable.spring != nil:
      return [
        ("projectedAngle", number(rotatable.projectedAngle)), ("snapAngle", number(rotatable.chosenAngle)),
      ]
    case let manipulable as DirectlyManipulable where manipulable.rotatable?.spring != nil:
      let rotatable = manipulable.rotatable
      return [
        ("projectedAngle", number(rotatable?.projectedAngle)), ("snapAngle", number(rotatable?.chosenAngle)),
      ]
    default:
      return []
    }
  }
}

/// The elements of a scene by their position's property, for naming a tossable's chosen
/// destination: indexed once a dump, when the first tossable asks, where searching the elements
/// for each tossable was quadratic (a dump of 20,000 tossables with snap points at the end of
/// the file took 25 s) and made every element's position property on the way.
struct ElementsByPosition {
  private let elements: [Element]
  private var index: [ObjectIdentifier: Element]?

  /// The elements to search, in file order.
  init(_ elements: [Element]) { self.elements = elements }

  /// The first element, in file order, whose position is `property`; nil when none is.
  mutating func element(whosePositionIs property: ReactiveProperty<Point>) -> Element? {
    if index == nil {
      // Only a property that has been made can be `property`, so no other is made here.
      var made: [ObjectIdentifier: Element] = [:]
      for element in elements.reversed() {
        if let position = element.positionPropertyIfMade { made[ObjectIdentifier(position)] = element }
      }
      index = made
    }
    return index?[ObjectIdentifier(property)]
  }
}
