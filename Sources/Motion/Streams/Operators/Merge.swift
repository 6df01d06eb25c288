extension MotionObservable {
  /// Emits the values of this stream and of `others` as they arrive.
  ///
  /// The merged stream is active while any of its sources is active and at rest once every
  /// source that reported a state is at rest; it reports a state only when that changes. It
  /// carries no metadata: no one source's velocity or switch is the merged stream's.
  public func merge(with others: MotionObservable<T>...) -> MotionObservable<T> {
    let sources = [self] + others
    return MotionObservable { observer in
      var isActive = [Bool](repeating: false, count: sources.count)
      var reported: MotionState?
      var subscriptions: [Subscription] = []
      subscriptions.reserveCapacity(sources.count)
      for (index, source) in sources.enumerated() {
        let subscription = source.subscribe(
          next: observer.next,
          state: { state in
            isActive[index] = state == .active
            let merged: MotionState = isActive.contains(true) ? .active : .atRest
            guard merged != reported else { return }
            reported = merged
            observer.state(merged)
          })
        subscriptions.append(subscription)
      }
      return {
        for subscription in subscriptions { subscription.cancel() }
      }
    }
  }
}
