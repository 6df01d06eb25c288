/// An interaction that attaches recognizers to elements: the runtime it was added to detaches
/// them when it goes, so they neither swallow touches meant for another runtime's interactions
/// nor keep driving the element through observers of their own.
protocol RecognizerOwning {
  /// The recognizers the interaction attaches.
  var ownRecognizers: [GestureRecognizer] { get }
}

extension Gesturable: RecognizerOwning {
  var ownRecognizers: [GestureRecognizer] { [gestureRecognizer] }
}

extension DirectlyManipulable: RecognizerOwning {
  var ownRecognizers: [GestureRecognizer] {
    [panGestureRecognizer, pinchGestureRecognizer, rotationGestureRecognizer]
  }
}

extension Tossable: RecognizerOwning {
  var ownRecognizers: [GestureRecognizer] { [dragGesture] }
}
