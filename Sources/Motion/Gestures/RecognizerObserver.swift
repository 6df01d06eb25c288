/// One observer of a recognizer, held in the recognizer's list itself.
struct RecognizerObserver {
  let notify: (GestureRecognizer) -> Void
  /// The number `GestureRecognizer.addObserver(_:)` gave it.
  let id: Int32
}

/// The subscription of one observer of a recognizer, which removes it by its number.
final class RecognizerSubscription: Subscription {
  private let link: OwnerLink<GestureRecognizer>
  private let id: Int
  private var isCancelled = false

  init(_ link: OwnerLink<GestureRecognizer>, id: Int) {
    self.link = link
    self.id = id
    super.init()
  }

  override var isActive: Bool { !isCancelled }

  override func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    link.owner?.removeObserver(id)
  }
}
