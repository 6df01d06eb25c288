import Motion

/// A scene replaced by a reload or a switch, let go of a slice at a time between frames.
///
/// Letting a scene go frees every object its interactions made, which costs about what making
/// them did: at 50,000 tossables, about as long again as loading the new scene. Done at once, the
/// new scene's first frame waited for it and the window stood still. Retired here instead, the
/// new scene is drawn as soon as it is loaded, and the frame loop lets the old one go in slices
/// that fit between frames (its interactions removed from the last, then the rest at once), so
/// input keeps flowing meanwhile.
///
/// One scene is retired at a time: retiring another first lets go of whatever is left of the
/// last at once, so at most two scenes are ever held (as during any reload). Where nothing
/// calls `letGo(until:)` (a headless replay), the retired scene goes with the next retirement
/// or with the session.
final class SceneRetirement {
  /// The scene being let go of.
  private var scene: LoadedScene?
  /// How many interactions are removed between two looks at the clock.
  private static let removalsBetweenClockReads = 32

  /// Whether a retired scene is still held.
  var isPending: Bool { scene != nil }

  /// Takes `loaded` to let go of over the next slices, after letting go of any scene retired
  /// before it at once.
  func retire(_ loaded: LoadedScene) {
    finish()
    scene = loaded
  }

  /// Lets go of the retired scene until `now()` reaches `deadline` (checked every few removals,
  /// so a slice overruns by a few interactions' teardown at most); says whether any of it is
  /// still held. The last slice, with every interaction removed, lets go of the elements and the
  /// runtime's empty lists.
  @discardableResult
  func letGo(until deadline: Double, now: () -> Double) -> Bool {
    guard let scene else { return false }
    var removed = 0
    // The last first: each removal then costs O(1), with no list of them made.
    while let interaction = scene.runtime.lastInteraction {
      scene.runtime.remove(interaction)
      assert(
        scene.runtime.lastInteraction.map(ObjectIdentifier.init) != ObjectIdentifier(interaction),
        "an interaction the runtime did not remove")
      removed += 1
      if removed == Self.removalsBetweenClockReads {
        if now() >= deadline { return true }
        removed = 0
      }
    }
    self.scene = nil
    return false
  }

  /// Lets go of the retired scene, all of it, now.
  func finish() {
    scene = nil
  }
}
