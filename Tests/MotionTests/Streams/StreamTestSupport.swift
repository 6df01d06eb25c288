@testable import Motion

/// One thing a stream delivered: a value or a change of activity.
enum Event<T: Equatable>: Equatable {
  case next(T)
  case state(MotionState)
}

/// Records everything a subscription delivers, in order.
final class Recorder<T: Equatable> {
  var events: [Event<T>] = []
  var values: [T] {
    events.compactMap {
      if case .next(let value) = $0 { return value }
      return nil
    }
  }

  @discardableResult
  func record(_ stream: MotionObservable<T>) -> Subscription {
    stream.subscribe(
      next: { [unowned self] in self.events.append(.next($0)) },
      state: { [unowned self] in self.events.append(.state($0)) })
  }
}

/// A hand-driven source: values and states are pushed with `send`, and it counts how many
/// subscriptions it has had and still has.
final class TestSource<T> {
  private var observers: [(id: Int, observer: MotionObserver<T>)] = []
  private var nextID = 0
  private(set) var subscribeCount = 0
  var observerCount: Int { observers.count }

  /// A new stream on this source each time; it holds the source strongly, as a real source's
  /// stream does.
  var stream: MotionObservable<T> {
    MotionObservable { observer in
      self.subscribeCount += 1
      let id = self.nextID
      self.nextID += 1
      self.observers.append((id, observer))
      return { self.observers.removeAll { $0.id == id } }
    }
  }

  func send(_ value: T) {
    for entry in observers { entry.observer.next(value) }
  }

  /// For each live subscription, the property its observer says it writes every value to.
  var writtenProperties: [ReactiveProperty<T>?] { observers.map(\.observer.property) }

  func send(state: MotionState) {
    for entry in observers { entry.observer.state(state) }
  }
}

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
