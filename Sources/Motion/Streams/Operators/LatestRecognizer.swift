/// The recognizer a gesture operator saw last, held weakly, so that the operator's velocity
/// reader can ask it between events.
final class LatestRecognizer<R: AnyObject> {
  weak var recognizer: R?
}
