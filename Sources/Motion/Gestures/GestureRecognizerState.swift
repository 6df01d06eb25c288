/// The states of a gesture recognizer, as UIKit's.
public enum GestureRecognizerState: String, Sendable, Equatable {
  /// Watching touches; nothing recognized yet.
  case possible
  /// Recognized; the first event of a continuous gesture.
  case began
  /// The gesture goes on and its values changed.
  case changed
  /// The last touch lifted.
  case ended
  /// The touches were taken away.
  case cancelled
  /// The touches could not be this gesture.
  case failed

  /// True for `began` and `changed`: a gesture in progress.
  public var isActive: Bool { self == .began || self == .changed }
}
