import Motion

/// A `tween` interaction's options (docs/scene-files.md): which property of the element it
/// animates, through which keyframes, how fast.
struct TweenDescription: Sendable, Equatable {
  /// The element property a tween animates.
  enum Property: String, Sendable, Equatable, CaseIterable {
    case position, scale, rotation
  }

  /// `property`.
  var property: Property
  /// `duration`, seconds.
  var duration: Double
  /// `delay`, seconds before the keyframes run (0 by default).
  var delay: Double
  /// `values`: points for a position, numbers for a scale or a rotation (as `[x, 0]` then).
  var values: [Point]
  /// `offsets`, the keyframes' fractions of the duration; nil for evenly spread.
  var offsets: [Double]?
  /// `timingFunction`, one for every segment (`easeInOut` by default).
  var timingFunction: TimingFunction
  /// `trigger`: the gesture on the element that starts the tween (over) each time it is
  /// recognized; nil to run once from the moment the scene loads.
  var trigger: Trigger? = nil

  /// A gesture that starts a tween.
  enum Trigger: String, Sendable, Equatable, CaseIterable {
    /// A tap on the element (`TapGestureRecognizer`), on the lift.
    case tap
    /// A double tap on the element (`TapGestureRecognizer(numberOfTapsRequired: 2)`), on the
    /// second lift.
    case doubleTap
    /// A finger held still on the element (`LongPressGestureRecognizer`), once held long enough.
    case longPress

    /// A new recognizer for the gesture, and the state in which it starts the tween.
    func makeRecognizer() -> (GestureRecognizer, GestureRecognizerState) {
      switch self {
      case .tap: (TapGestureRecognizer(), .ended)
      case .doubleTap: (TapGestureRecognizer(numberOfTapsRequired: 2), .ended)
      case .longPress: (LongPressGestureRecognizer(), .began)
      }
    }
  }
}

/// Makes and adds the interaction a `setPositionOnTap` or `tween` description names.
func wireTapOrTween(_ kind: InteractionDescription.Kind, element: Element, runtime: MotionRuntime) {
  switch kind {
  case .setPositionOnTap(let taps, let parameters):
    let tap = SetPositionOnTap(
      .withExistingRecognizer(TapGestureRecognizer(numberOfTapsRequired: taps)),
      movesWithSpring: parameters != nil)
    runtime.add(tap, to: element)
    if let parameters, let spring = tap.spring { TunableSprings.write(parameters, to: spring) }
  case .tween(let tween):
    let functions = [tween.timingFunction]
    switch tween.property {
    case .position:
      let points = Tween(
        duration: tween.duration, values: tween.values, timingFunctions: functions, offsets: tween.offsets,
        delay: tween.delay)
      add(points, to: propertyOf(element).position, on: element, trigger: tween.trigger, runtime: runtime)
    case .scale, .rotation:
      let numbers = Tween(
        duration: tween.duration, values: tween.values.map(\.x), timingFunctions: functions,
        offsets: tween.offsets, delay: tween.delay)
      let property = tween.property == .scale ? propertyOf(element).scale : propertyOf(element).rotation
      add(numbers, to: property, on: element, trigger: tween.trigger, runtime: runtime)
    }
  default:
    break
  }
}

/// Adds `tween` to `property`; with a trigger, the tween waits (disabled) until the trigger's
/// gesture on `element` is recognized, and starts over at each recognition.
private func add<Value>(
  _ tween: Tween<Value>, to property: ReactiveProperty<Value>, on element: Element,
  trigger: TweenDescription.Trigger?, runtime: MotionRuntime
) {
  guard let trigger else {
    runtime.add(tween, to: property)
    return
  }
  tween.enabled.write(false)
  runtime.add(tween, to: property)
  let (recognizer, state) = trigger.makeRecognizer()
  element.addGestureRecognizer(recognizer)
  runtime.connect(
    gestureSource(recognizer).onRecognitionState(state).map { _ in true }, to: tween.enabled)
}
