/// The stream a runtime makes of a tween (`MotionRuntime.tweenSource(_:)`).
final class TweenValues<Value: SpringValue>: MotionObservable<Value> {
  private let tween: Tween<Value>
  private let link: OwnerLink<MotionRuntime>

  init(of tween: Tween<Value>, on link: OwnerLink<MotionRuntime>) {
    self.tween = tween
    self.link = link
    super.init(metadata: StreamMetadata(enabled: tween.enabled))
  }

  override func subscribe(observer: MotionObserver<Value>) -> Subscription {
    let run = TweenRun(tween, on: link, observer: observer)
    run.connect()
    return run
  }
}

/// One subscription of a tween's stream: started when the tween is enabled, stepped by the
/// runtime's scheduler until its end.
final class TweenRun<Value: SpringValue>: Subscription, Stepper {
  private let tween: Tween<Value>
  private let link: OwnerLink<MotionRuntime>
  private var observer: MotionObserver<Value>?
  private var enabling: Subscription?
  /// The motion time it started at, while it runs.
  private var start: Double?
  var stepperSlot: Int?
  var pointFlight: (flight: SpringTrajectory<Point>, stepper: PointSpringStepper)? { nil }

  init(_ tween: Tween<Value>, on link: OwnerLink<MotionRuntime>, observer: MotionObserver<Value>) {
    self.tween = tween
    self.link = link
    self.observer = observer
    super.init()
  }

  func connect() {
    // Unowned: cancelling stops the observation before the run goes.
    enabling = tween.enabled.observe { [unowned self] isEnabled in
      if isEnabled { begin() } else { stop() }
    }
    if tween.enabled.read() { begin() }
  }

  override var isActive: Bool { observer != nil }

  override func cancel() {
    guard observer != nil else { return }
    enabling?.cancel()
    enabling = nil
    if let runtime = link.owner, stepperSlot != nil { runtime.scheduler.remove(self) }
    start = nil
    observer = nil
  }

  private func begin() {
    guard let runtime = link.owner, let observer else { return }
    let wasRunning = start != nil
    start = runtime.currentTime
    if !wasRunning { observer.state(.active) }
    guard step(to: runtime.currentTime) else { return }
    runtime.scheduler.add(self, at: runtime.currentTime)
  }

  private func stop() {
    guard start != nil else { return }
    start = nil
    if let runtime = link.owner, stepperSlot != nil { runtime.scheduler.remove(self) }
    observer?.state(.atRest)
  }

  /// Emits the value at `time`; at the end, the last value and `atRest`, and says it is done.
  func step(to time: Double) -> Bool {
    guard let start, let observer else { return false }
    let elapsed = time - start
    observer.next(tween.value(at: elapsed))
    guard elapsed >= tween.totalDuration else { return true }
    self.start = nil
    observer.state(.atRest)
    return false
  }
}
