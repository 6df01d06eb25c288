/// Gives each touch, when it goes down, to the deepest element under it that has recognizers,
/// and sends that touch's later events to the same element's recognizers only.
final class TouchRouter {
  private var owners: [Int: Element] = [:]

  /// Delivers `event` to the recognizers of the element that owns its touch.
  func route(_ event: TouchEvent, in scene: Scene) {
    let owner: Element?
    switch event.phase {
    case .began:
      var hit = scene.hitTest(event.location)
      while let h = hit, h.gestureRecognizers.isEmpty { hit = h.parent }
      owner = hit
      owners[event.id] = hit
    case .moved:
      owner = owners[event.id]
    case .ended, .cancelled:
      owner = owners.removeValue(forKey: event.id)
    }
    guard let owner else { return }
    for recognizer in owner.gestureRecognizers { recognizer.handle(event) }
  }
}
