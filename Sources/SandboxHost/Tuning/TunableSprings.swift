import Motion

/// The springs of a loaded scene that a `set` line or the tuning panel can change, named by
/// the interaction's index in the scene file's `interactions` (from 0).
///
/// The runtime lists the scene's interactions in file order (one entry each, as dumps show
/// them), so the index into that list is the file's index. A tossable has a spring, and so
/// has a draggable or directly manipulable whose bounds it springs back inside.
enum TunableSprings {
  /// The spring of the interaction at `index`, or nil when there is none.
  static func spring(at index: Int, in loaded: LoadedScene) -> Spring<Point>? {
    let interactions = loaded.runtime.interactions
    guard index >= 0, index < interactions.count else { return nil }
    let interaction = interactions[index].interaction
    return (interaction as? Tossable)?.spring ?? springBack(of: interaction)
  }

  /// The spring a dragged element springs back inside its bounds with (a draggable's or a
  /// directly manipulable's, added with a rubber band), or nil.
  static func springBack(of interaction: any Interaction) -> Spring<Point>? {
    (interaction as? Draggable)?.springBack ?? (interaction as? DirectlyManipulable)?.springBack
  }

  /// The indices of the interactions that have a spring, in file order.
  static func indices(in loaded: LoadedScene) -> [Int] {
    loaded.runtime.interactions.indices.filter { spring(at: $0, in: loaded) != nil }
  }

  /// Why `parameters`, each in its range, make no spring together (their ratios to the mass
  /// overflow, as stiffness 1e308 over mass 1e-308 do), or nil when they make one.
  /// The check is the one `Spring.configure` makes, without making a spring to make it: a
  /// scene file's loader asks it of every spring the file writes.
  static func fault(of parameters: SpringParameters) -> String? {
    do {
      _ = try SpringCoefficients(
        stiffness: parameters.stiffness, damping: parameters.damping, mass: parameters.mass)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The current parameters of `spring`.
  static func parameters(of spring: Spring<Point>) -> SpringParameters {
    SpringParameters(
      stiffness: spring.stiffnessValue, damping: spring.dampingValue, mass: spring.massValue,
      threshold: spring.threshold)
  }

  /// Applies `change` to `spring` at once: stiffness, damping and mass together (a flight
  /// rebases once, continuously), then the threshold. Throws, changing nothing, when the
  /// result is not a valid spring.
  static func apply(_ change: SpringChange, to spring: Spring<Point>) throws(SpringFormError) {
    let next = try parameters(of: spring).applying(change)
    guard next.threshold.isFinite, next.threshold >= 0 else {
      throw .invalidSpring(.invalidThreshold(next.threshold))
    }
    do {
      try spring.configure(stiffness: next.stiffness, damping: next.damping, mass: next.mass)
    } catch {
      throw .invalidSpring(error)
    }
    if change.threshold != nil { spring.threshold = next.threshold }
  }
}
