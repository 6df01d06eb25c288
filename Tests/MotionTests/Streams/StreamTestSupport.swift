@testable import Motion

/// A drag recognizer driven by hand: its translation and velocity are set in scene space and
/// converted into the asked element's space, as a real one's are.
final class ManualDragRecognizer: GestureRecognizer, TranslationGestureRecognizer {
  var sceneTranslation = Point.zero
  var sceneVelocity = Point.zero

  func translation(in element: Element) -> Point {
    element.convertVector(sceneTranslation, from: nil)
  }

  func velocity(in element: Element) -> Point {
    element.convertVector(sceneVelocity, from: nil)
  }

  /// Sets the state and translation (and velocity), then tells the observers.
  func send(_ state: GestureRecognizerState, translation: Point = .zero, velocity: Point = .zero) {
    self.state = state
    sceneTranslation = translation
    sceneVelocity = velocity
    notifyObservers()
  }
}

extension PinchGestureRecognizer {
  /// Sets the state and scale (and velocity), then tells the observers.
  func send(_ state: GestureRecognizerState, scale: Double, velocity: Double = 0) {
    self.state = state
    self.scale = scale
    self.estimatedVelocity = Point(x: velocity, y: 0)
    notifyObservers()
  }
}

extension RotationGestureRecognizer {
  /// Sets the state and rotation (and velocity), then tells the observers.
  func send(_ state: GestureRecognizerState, rotation: Double, velocity: Double = 0) {
    self.state = state
    self.rotation = rotation
    self.estimatedVelocity = Point(x: velocity, y: 0)
    notifyObservers()
  }
}

/// Something a closure can capture, so that a weak reference shows whether the closure is gone.
final class Token {}

/// A scene with a container at (100, 100), anchored at its top-left corner and scaled by 2, so
/// a scene-space vector measures half as much in the container's space.
func makeScaledContainer() -> (scene: Scene, container: Element) {
  let scene = Scene(width: 800, height: 600)
  let container = Element(
    name: "container", position: Point(x: 100, y: 100), size: Size(width: 200, height: 200),
    anchorPoint: .zero, scale: 2)
  scene.addChild(container)
  return (scene, container)
}
