extension MotionObservable where T: GestureRecognizer {
  /// Passes the recognizers whose state is `state` and drops the rest; the activity passes
  /// through.
  public func onRecognitionState(_ state: GestureRecognizerState) -> MotionObservable<T> {
    filter { $0.state == state }
  }

  /// Passes the recognizers whose state is one of `states` and drops the rest.
  public func onRecognitionState(anyOf states: [GestureRecognizerState]) -> MotionObservable<T> {
    filter { states.contains($0.state) }
  }

  /// Material Motion's other name for `onRecognitionState(_:)`.
  public func whenRecognitionState(_ state: GestureRecognizerState) -> MotionObservable<T> {
    onRecognitionState(state)
  }

  /// Material Motion's other name for `onRecognitionState(anyOf:)`.
  public func whenRecognitionState(anyOf states: [GestureRecognizerState]) -> MotionObservable<T> {
    onRecognitionState(anyOf: states)
  }
}
