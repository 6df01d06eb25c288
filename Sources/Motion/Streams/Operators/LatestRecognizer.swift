/// The recognizer a gesture operator saw last, without keeping it alive, so that the operator's
/// velocity reader can ask it between events.
final class LatestRecognizer<R: GestureRecognizer> {
  private var reference: RecognizerReference<R>?

  var recognizer: R? {
    get { reference?.recognizer }
    set { reference = newValue.map(RecognizerReference.init) }
  }
}
