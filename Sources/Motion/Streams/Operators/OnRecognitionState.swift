extension MotionObservable where T: GestureRecognizer {
  /// Passes the recognizers whose state is `state` and drops the rest; the activity passes
  /// through. Velocity: the upstream's metadata passes through, as `filter`'s does.
  public func onRecognitionState(_ state: GestureRecognizerState) -> MotionObservable<T> {
    filter { $0.state == state }
  }

  /// Passes the recognizers whose state is one of `states` and drops the rest; the activity and
  /// the upstream's metadata (velocity) pass through, as `filter`'s do.
  public func onRecognitionState(anyOf states: [GestureRecognizerState]) -> MotionObservable<T> {
    // Not through `filter`: a predicate inside `filter`'s operation makes two closures, where
    // this one captures only the array, its whole context.
    nextOperator { value, next in
      if states.contains(value.state) { next(value) }
    }
  }

  /// Material Motion's other name for `onRecognitionState(_:)`: the same values, activity and
  /// velocity.
  public func whenRecognitionState(_ state: GestureRecognizerState) -> MotionObservable<T> {
    onRecognitionState(state)
  }

  /// Material Motion's other name for `onRecognitionState(anyOf:)`: the same values, activity and
  /// velocity.
  public func whenRecognitionState(anyOf states: [GestureRecognizerState]) -> MotionObservable<T> {
    onRecognitionState(anyOf: states)
  }
}
