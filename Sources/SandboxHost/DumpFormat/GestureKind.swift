import Motion

/// The kinds of gesture recognizer, spelled as dumps and the overlay spell them: the one place
/// these names are written (the library's recognizers carry no dump names).
enum GestureKind: String, Sendable, CaseIterable {
  case drag, pinch, rotate

  /// The kind of a library recognizer, or nil for one of a program's own.
  init?(of recognizer: GestureRecognizer) {
    switch recognizer {
    case is DragGestureRecognizer: self = .drag
    case is PinchGestureRecognizer: self = .pinch
    case is RotationGestureRecognizer: self = .rotate
    default: return nil
    }
  }

  /// How a dump or the overlay names `recognizer`: its kind, else its Swift type's name.
  static func name(of recognizer: GestureRecognizer) -> String {
    GestureKind(of: recognizer)?.rawValue ?? String(describing: type(of: recognizer))
  }
}
