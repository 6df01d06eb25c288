import Motion

/// Wires one scene-file interaction into a runtime: makes the Motion interaction the
/// description names, with its options, and adds it to the element.
///
/// A tossable's destinations given as elements follow those elements' positions live,
/// converted into the container's space when the two spaces differ.
func wireInteraction(
  _ description: InteractionDescription, element: Element, elements: [String: Element],
  runtime: MotionRuntime
) {
  let interaction: any ConstrainableInteraction<Point>
  let constraints = description.constraints
  let release = description.release
  switch description.kind {
  case .draggable:
    interaction = configured(Draggable(), description)
  case .pinchable:
    let pinchable = configured(Pinchable(scaleBounds: release.scaleBounds), description)
    if let band = release.scaleRubberBand { pinchable.scaleRubberBand = band }
    runtime.add(pinchable, to: element)
    return
  case .rotatable:
    let rotatable = configured(Rotatable(snapAngle: release.snapAngle), description)
    rotatable.decelerationRate = release.rate
    runtime.add(rotatable, to: element)
    return
  case .directlyManipulable:
    let manipulable = configured(DirectlyManipulable(), description)
    manipulable.scaleBounds = release.scaleBounds
    if let band = release.scaleRubberBand { manipulable.scaleRubberBand = band }
    manipulable.snapAngle = release.snapAngle
    manipulable.decelerationRate = release.rate
    interaction = manipulable
  case .setPositionOnTap, .tween:
    wireTapOrTween(description.kind, element: element, runtime: runtime)
    return
  case .tossable(let toss):
    let container = toss.containerElement(for: element, in: elements)
    let tossable = Tossable(
      destinations: toss.destinations.map {
        destinationProperty($0, container: container, elements: elements)
      },
      toss: element, container: container, springSource: runtime.springSource, decelerationRate: release.rate)
    TunableSprings.write(toss.spring, to: tossable.spring)
    interaction = tossable
  }
  if constraints.isEmpty {
    runtime.add(interaction, to: element)
  } else {
    // With anchor point adjustment the constraints act on the element's middle (see `Draggable`),
    // so an axis keeps the middle where the scene put it, whatever the scene's anchor point.
    let adjusts = (interaction as? any AnchorPointAdjustable)?.wantsAnchorPointAdjustment == true
    let lockedAt = adjusts ? middle(of: element) : element.position
    runtime.add(interaction, to: element, constraints: positionConstraints(constraints, at: lockedAt))
    if let parameters = description.springBack, let back = TunableSprings.springBack(of: interaction) {
      TunableSprings.write(parameters, to: back)
    }
  }
}

/// Where `element`'s middle lies in its parent's space.
private func middle(of element: Element) -> Point {
  let corners = element.corners
  let inScene = Point(
    x: corners.map(\.x).reduce(0, +) / Double(corners.count),
    y: corners.map(\.y).reduce(0, +) / Double(corners.count))
  let middle = element.parent?.convert(inScene, from: nil) ?? inScene
  return middle.isFinite ? middle : element.position
}

/// The plan with the file's anchor point preference (or the type's default) applied.
private func configured<Plan: AnchorPointAdjustable>(_ plan: Plan, _ description: InteractionDescription)
  -> Plan
{
  plan.wantsAnchorPointAdjustment = description.wantsAnchorPointAdjustment
  return plan
}

/// The file's constraints as a function of the position stream: the rubber band (or the hard
/// edge) of the bounds first, then the axis lock, at the coordinate `position` has now.
private func positionConstraints(
  _ constraints: ConstraintDescription, at position: Point
) -> PositionConstraints {
  { positions in
    var constrained = positions
    if let bounds = constraints.bounds {
      constrained = constrained.rubberBanded(outsideOf: bounds, maxLength: constraints.rubberBand ?? 0)
    }
    switch constraints.axis {
    case .horizontal: constrained = constrained.yLocked(to: position.y)
    case .vertical: constrained = constrained.xLocked(to: position.x)
    case nil: break
    }
    return constrained
  }
}

/// The destination as a property in the container's space: a fixed point, the named element's
/// own position property when it lies in the container, or a property kept in step with it.
private func destinationProperty(
  _ destination: TossDestination, container: Element, elements: [String: Element]
) -> ReactiveProperty<Point> {
  switch destination {
  case .point(let point):
    return ReactiveProperty(point)
  case .element(let name):
    guard let target = elements[name] else { return ReactiveProperty(.zero) }
    if target.parent === container { return propertyOf(target).center }
    let converted = ReactiveProperty(container.convert(target.position, from: target.parent))
    propertyOf(target).center.observe { [weak target, weak container, weak converted] position in
      guard let target, let container, let converted else { return }
      converted.write(container.convert(position, from: target.parent))
    }
    return converted
  }
}

extension SceneDescription {
  /// Builds the scene's element tree and runtime with every interaction wired.
  func makeLiveScene() -> LoadedScene {
    makeLoadedScene(from: self) { description, element, elements, runtime in
      wireInteraction(description, element: element, elements: elements, runtime: runtime)
    }
  }
}
