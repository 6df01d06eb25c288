@testable import Motion

/// Records what a spring stream emits, with the runtime's clock at each emission.
final class SpringRecorder<T> {
  private(set) var values: [T] = []
  private(set) var times: [Double] = []
  private(set) var states: [MotionState] = []
  private var subscription: Subscription?
  private weak var runtime: MotionRuntime?

  init(_ stream: MotionObservable<T>, runtime: MotionRuntime) {
    self.runtime = runtime
    subscription = stream.subscribe(
      next: { [unowned self] value in
        self.values.append(value)
        self.times.append(self.runtime?.currentTime ?? .nan)
      },
      state: { [unowned self] state in self.states.append(state) })
  }

  var last: T? { values.last }

  func cancel() { subscription?.cancel() }
}

/// A recognizer that runs `action` on every touch, to act while the runtime handles an input.
final class ActionRecognizer: GestureRecognizer {
  var action: (TouchEvent) -> Void = { _ in }

  override func handle(_ event: TouchEvent) { action(event) }
}

/// A fresh runtime over a 100 × 100 scene.
func makeRuntime() -> MotionRuntime {
  MotionRuntime(scene: Scene(width: 100, height: 100))
}

/// A one-dimensional spring from `from` to `to` with the default parameters.
func makeSpring(from: Double, to: Double, threshold: Double = 1) -> Spring<Double> {
  Spring(to: ReactiveProperty(to), initialValue: ReactiveProperty(from), threshold: threshold)
}

/// Advances `runtime` at `fps` frames per second (frames at k / fps) up to and including `end`.
func advance(_ runtime: MotionRuntime, fps: Double, through end: Double) {
  var k = 1.0
  while k / fps <= end {
    runtime.advance(to: k / fps)
    k += 1
  }
}
