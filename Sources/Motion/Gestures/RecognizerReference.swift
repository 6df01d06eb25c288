/// A reference to a recognizer that does not keep it alive and reads nil once it is gone, for
/// operators and velocity readers: a weak reference would put the recognizer's count in a side
/// table and send every retain of it (the router retains it for each touch event) down the slow
/// path. See `OwnerLink`.
struct RecognizerReference<R: GestureRecognizer> {
  private let link: OwnerLink<GestureRecognizer>

  init(_ recognizer: R) { link = recognizer.link }

  /// The recognizer, until it goes.
  var recognizer: R? {
    // Only an `R` is ever stored.
    link.owner as? R
  }
}
