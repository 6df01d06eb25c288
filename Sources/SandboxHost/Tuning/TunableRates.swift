import Motion

/// The deceleration rates of a loaded scene that a `set` line or the tuning panel can change,
/// named by the interaction's index in the scene file's `interactions` (from 0): a tossable's
/// (how it projects a release, and how its glide slows down), and a snapping rotation's.
enum TunableRates {
  /// The rate of the interaction at `index`, or nil when it has none.
  static func rate(at index: Int, in loaded: LoadedScene) -> DecelerationRate? {
    guard let interaction = interaction(at: index, in: loaded) else { return nil }
    switch interaction {
    case let toss as Tossable: return toss.decelerationRate.read()
    case let rotatable as Rotatable: return rotatable.decelerationRate
    case let manipulable as DirectlyManipulable: return manipulable.rotatable?.decelerationRate
    default: return nil
    }
  }

  /// Sets the rate of the interaction at `index`; does nothing when it has none.
  static func set(_ rate: DecelerationRate, at index: Int, in loaded: LoadedScene) {
    switch interaction(at: index, in: loaded) {
    case let toss as Tossable: toss.decelerationRate.write(rate)
    case let rotatable as Rotatable: rotatable.decelerationRate = rate
    case let manipulable as DirectlyManipulable:
      manipulable.decelerationRate = rate
      manipulable.rotatable?.decelerationRate = rate
    default: break
    }
  }

  /// The interactions of a `rotatable` or `directlyManipulable` have a rate only when they snap.
  private static func interaction(at index: Int, in loaded: LoadedScene) -> (any Interaction)? {
    let interactions = loaded.runtime.interactions
    guard index >= 0, index < interactions.count else { return nil }
    let interaction = interactions[index].interaction
    if let rotatable = interaction as? Rotatable, rotatable.spring == nil { return nil }
    if let manipulable = interaction as? DirectlyManipulable, manipulable.rotatable?.spring == nil {
      return nil
    }
    return interaction
  }
}
