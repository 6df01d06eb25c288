import Motion

/// How a scene-file interaction is turned into live behaviour: given the interaction, the
/// element it acts on, every element by name (the scene under `SceneDescription.sceneName`)
/// and the runtime, it adds the interaction to the runtime.
typealias InteractionWiring = (InteractionDescription, Element, [String: Element], MotionRuntime) ->
  Void

/// Builds the element tree of `description` (scene, elements, parents, colours, corner radii),
/// makes its runtime, and hands each interaction, in file order, to `wireInteractions`.
///
/// The elements come back in file order; siblings are drawn in file order too, so a later
/// element is drawn above an earlier one and a child above its parent.
func makeLoadedScene(
  from description: SceneDescription, wireInteractions: InteractionWiring
) -> LoadedScene {
  let scene = Scene(
    width: description.size.width, height: description.size.height,
    background: description.background)
  var byName: [String: Element] = [SceneDescription.sceneName: scene]
  byName.reserveCapacity(description.elements.count + 1)
  var inFileOrder: [Element] = []
  inFileOrder.reserveCapacity(description.elements.count)
  for item in description.elements {
    let element = Element(
      name: item.name, position: item.position, size: item.size, anchorPoint: item.anchorPoint,
      scale: item.scale, rotation: item.rotation, color: item.color,
      cornerRadius: item.cornerRadius)
    let parent = item.parent.flatMap { byName[$0] } ?? scene
    parent.addChild(element)
    byName[item.name] = element
    inFileOrder.append(element)
  }
  let runtime = MotionRuntime(scene: scene)
  for interaction in description.interactions {
    guard let element = byName[interaction.element] else { continue }
    wireInteractions(interaction, element, byName, runtime)
  }
  return LoadedScene(
    name: description.name, scene: scene, runtime: runtime, elementsInFileOrder: inFileOrder)
}
