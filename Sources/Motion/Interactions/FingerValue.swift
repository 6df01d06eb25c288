/// The number a gesture's fingers alone give a constrained interaction (a scale, an angle), kept
/// apart from the constrained one it writes: each change of the gesture moves the fingers'
/// own number, so the constraints' resistance is not compounded change after change, and a
/// finger let go past a bound and brought back finds the element where it left it.
final class FingerValue {
  /// The fingers' own number.
  var value = 0.0
  /// The constraints' way back from a number they gave (see `StreamMetadata.unconstrained`).
  var unconstrained: ((Double) -> Double)?

  /// A gesture starts with the target showing `shown`: the fingers' number is the one the
  /// constraints turn into it (itself, unless a rubber band holds it stretched), so nothing jumps.
  func start(at shown: Double) {
    let start = unconstrained?(shown) ?? shown
    value = start.isFinite ? start : shown
  }
}
