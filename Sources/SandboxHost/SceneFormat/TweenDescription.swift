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
      runtime.add(
        Tween(
          duration: tween.duration, values: tween.values, timingFunctions: functions, offsets: tween.offsets,
          delay: tween.delay),
        to: propertyOf(element).position)
    case .scale, .rotation:
      let numbers = Tween(
        duration: tween.duration, values: tween.values.map(\.x), timingFunctions: functions,
        offsets: tween.offsets,
        delay: tween.delay)
      runtime.add(
        numbers, to: tween.property == .scale ? propertyOf(element).scale : propertyOf(element).rotation)
    }
  default:
    break
  }
}
