/// What a script line asks of the sandbox itself rather than of the scene's input
/// (docs/scripts.md): files to write and tuned values to change, at the line's time.
enum Directive: Sendable, Equatable {
  /// Write a PNG of the frame at this time into the output folder.
  case capture(name: String)
  /// Write the state dump at this time into the output folder.
  case dump(name: String)
  /// Start a film or a track: every frame from this time to the line's `until` (see `FilmLine`).
  case record(FilmLine)
  /// Change the spring of the scene file's interaction at index `interaction` (from 0) at this
  /// time (docs/tuning.md); a spring in flight carries on from its position and velocity.
  case setSpring(interaction: Int, spring: SpringChange)
  /// Change the deceleration rate (fraction of velocity kept per millisecond, in (0, 1)) with
  /// which the scene file's interaction at index `interaction` projects its releases, at this
  /// time; a glide in flight slows down at the new rate from here on.
  case setDecelerationRate(interaction: Int, rate: Double)
}
