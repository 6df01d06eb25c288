extension MotionObservable {
  /// Emits `value` to each new subscriber first, then the upstream's values and activity.
  /// Velocity: the upstream's (its metadata passes through; `value` has none of its own).
  public func startWith(_ value: T) -> MotionObservable<T> {
    MotionObservable(metadata: metadata) { observer in
      observer.next(value)
      let subscription = self.subscribe(observer: observer)
      return { subscription.cancel() }
    }
  }
}
