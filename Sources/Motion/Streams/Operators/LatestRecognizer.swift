/// The recognizer a gesture operator saw last, without keeping it alive, so that the operator's
/// velocity reader can ask it between events.
final class LatestRecognizer<R: GestureRecognizer> {
  private var reference: RecognizerReference<R>?
  /// For a translation operator, the element in whose space it reads the recognizer, without
  /// keeping it alive: kept here so that the operator's closures each capture this one object,
  /// which then is their whole context.
  let element: OwnerLink<Element>?

  init(in element: Element? = nil) {
    self.element = element?.link
  }

  var recognizer: R? {
    get { reference?.recognizer }
    set { reference = newValue.map(RecognizerReference.init) }
  }
}
