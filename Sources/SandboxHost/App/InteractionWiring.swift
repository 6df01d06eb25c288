import Motion

/// Adds a scene file's interaction to the runtime: the plan of its type on its element, with
/// the file's anchor point adjustment; a tossable with its destination (a fixed point, or an
/// element's live position), its container and its spring's stiffness, damping and mass.
///
/// The spring's rest threshold stays the `Tossable`'s own (1 point), as the seed builds it.
public func wireInteraction(
  _ description: InteractionDescription, to element: Element, elements: [String: Element],
  runtime: MotionRuntime
) {
  switch description.kind {
  case .draggable:
    let plan = Draggable()
    plan.wantsAnchorPointAdjustment = description.wantsAnchorPointAdjustment
    runtime.add(plan, to: element)
  case .pinchable:
    let plan = Pinchable()
    plan.wantsAnchorPointAdjustment = description.wantsAnchorPointAdjustment
    runtime.add(plan, to: element)
  case .rotatable:
    let plan = Rotatable()
    plan.wantsAnchorPointAdjustment = description.wantsAnchorPointAdjustment
    runtime.add(plan, to: element)
  case .directlyManipulable:
    let plan = DirectlyManipulable()
    plan.wantsAnchorPointAdjustment = description.wantsAnchorPointAdjustment
    runtime.add(plan, to: element)
  case .tossable(let toss):
    let container = toss.containerElement(for: element, in: elements)
    let destination: ReactiveProperty<Point>
    switch toss.destination {
    case .point(let point): destination = ReactiveProperty(point)
    case .element(let name): destination = propertyOf(elements[name] ?? element).center
    }
    let tossable = Tossable(
      destination: destination, toss: element, container: container, springSource: runtime.springSource)
    tossable.spring.stiffness.write(toss.spring.stiffness)
    tossable.spring.damping.write(toss.spring.damping)
    tossable.spring.mass.write(toss.spring.mass)
    tossable.connect(with: runtime)
  }
}
