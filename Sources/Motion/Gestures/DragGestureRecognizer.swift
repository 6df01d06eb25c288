import Foundation

/// Recognizes a drag by any number of touches: the translation of their centroid.
///
/// The translation is measured from where the first touch went down, so after any drag an
/// element moved by it sits exactly where it was under the finger. It is recognized (`began`)
/// once the translation reaches `recognitionDistance` (3 scene points), and that movement is
/// already in the translation at `began`. Touches landing or lifting mid-drag move the centroid
/// but not the translation, which carries on from where it was.
public final class DragGestureRecognizer: GestureRecognizer, TranslationGestureRecognizer {
  /// The translation in scene space (zero before the first touch). It and its baseline lie in
  /// the recognizer's touch state, made on the first touch: most drags of a large scene are
  /// never touched.
  var sceneTranslation: Point { madeTouchState?.translation ?? .zero }

  /// Creates a drag recognizer attached to nothing.
  public override init() {}

  /// The velocity of the translation in scene space, in points per second (see
  /// `velocity(in:)`).
  public var sceneVelocity: Point { estimatedVelocity }

  /// The movement of the touches' centroid since the gesture began, in `element`'s space.
  public func translation(in element: Element) -> Point {
    element.convertVector(sceneTranslation, from: nil)
  }

  /// The centroid's velocity in `element`'s space, in points per second: a least-squares fit
  /// over the last 100 ms of the translation, zero once the touches have rested 40 ms; zero
  /// after a cancel.
  public func velocity(in element: Element) -> Point {
    element.convertVector(sceneVelocity, from: nil)
  }

  /// Puts the value back to that of a gesture that has not moved.
  public override func resetValues() {
    let touched = touchState
    touched.translation = .zero
    touched.translationAtBaseline = .zero
    touched.centroidAtBaseline = touched.sceneCentroid
  }

  /// Keeps the value and measures from the current touches from now on.
  public override func rebaseline() {
    let touched = touchState
    touched.translationAtBaseline = touched.translation
    touched.centroidAtBaseline = touched.sceneCentroid
  }

  /// Recomputes the value from the touches.
  public override func updateValues() {
    let touched = touchState
    let translation = touched.translationAtBaseline + (touched.sceneCentroid - touched.centroidAtBaseline)
    // Coordinates near the largest Double can overflow the difference: hold the last value.
    if translation.isFinite { touched.translation = translation }
  }

  /// True once the touches have travelled `recognitionDistance` (see the type's documentation).
  public override var isPastRecognitionThreshold: Bool {
    hypot(sceneTranslation.x, sceneTranslation.y) >= recognitionDistance
  }

  /// The value whose velocity is reported.
  public override var sampledValue: Point { sceneTranslation }
}
