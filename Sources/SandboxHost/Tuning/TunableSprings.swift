import Motion

/// The springs of a loaded scene that a `set` line or the tuning panel can change, named by
/// the interaction's index in the scene file's `interactions` (from 0).
///
/// The runtime lists the scene's interactions in file order (one entry each, as dumps show
/// them), so the index into that list is the file's index. A tossable has a spring, and so
/// has a draggable or directly manipulable whose bounds it springs back inside, and a
/// setPositionOnTap that springs to each tap.
enum TunableSprings {
  /// The spring of the interaction at `index`, or nil when there is none.
  static func spring(at index: Int, in loaded: LoadedScene) -> Spring<Point>? {
    let interactions = loaded.runtime.interactions
    guard index >= 0, index < interactions.count else { return nil }
    return spring(of: interactions[index].interaction)
  }

  /// The spring of `interaction`, or nil when it has none.
  static func spring(of interaction: any Interaction) -> Spring<Point>? {
    (interaction as? Tossable)?.spring ?? (interaction as? SetPositionOnTap)?.spring
      ?? springBack(of: interaction)
  }

  /// The spring a dragged element springs back inside its bounds with (a draggable's or a
  /// directly manipulable's, added with a rubber band), or nil.
  static func springBack(of interaction: any Interaction) -> Spring<Point>? {
    (interaction as? Draggable)?.springBack ?? (interaction as? DirectlyManipulable)?.springBack
  }

  /// The indices of the interactions that have a spring, in file order.
  static func indices(in loaded: LoadedScene) -> [Int] {
    let interactions = loaded.runtime.interactions
    return interactions.indices.filter { spring(of: interactions[$0].interaction) != nil }
  }

  /// The first of `indices(in:)`, found without listing the others.
  static func firstIndex(in loaded: LoadedScene) -> Int? {
    loaded.runtime.interactions.firstIndex { spring(of: $0.interaction) != nil }
  }

  /// The current parameters of `spring`, written in the physical form; throws when they make
  /// no spring (parameters written unchecked may not).
  static func parameters(of spring: Spring<Point>) throws(SpringFormError) -> SpringSetting {
    try SpringSetting(
      .physical(stiffness: spring.stiffnessValue, damping: spring.dampingValue, mass: spring.massValue),
      threshold: spring.threshold)
  }

  /// Writes a scene file's `setting` into a spring just made, unchecked (the file's values
  /// were checked when it was read).
  static func write(_ setting: SpringSetting, to spring: Spring<Point>) {
    spring.write(stiffness: setting.stiffness, damping: setting.damping, mass: setting.mass)
    spring.threshold = setting.threshold
  }

  /// Applies `change` to `spring` at once: stiffness, damping and mass together (a flight
  /// rebases once, continuously), then the threshold. Throws, changing nothing, when the
  /// result is not a valid spring.
  static func apply(_ change: SpringChange, to spring: Spring<Point>) throws(SpringFormError) {
    let next = try parameters(of: spring).applying(change)
    do {
      try spring.configure(stiffness: next.stiffness, damping: next.damping, mass: next.mass)
    } catch {
      throw .invalidSpring(error)
    }
    if change.threshold != nil { spring.threshold = next.threshold }
  }
}
