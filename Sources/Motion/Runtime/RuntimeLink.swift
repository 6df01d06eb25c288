/// A reference to a runtime that does not keep it alive and reads nil once the runtime is gone:
/// what spring sources and runs hold instead of a weak reference.
///
/// Swift's weak references move an object's reference count into a side table, after which
/// every retain of it takes a slower path; a release touched the runtime that way several times
/// a spring, and those retains cost more than the rest of starting it. The runtime owns its link,
/// points it at itself, and clears it first thing in its deinit.
final class RuntimeLink {
  /// The runtime, until it goes.
  unowned(unsafe) var runtime: MotionRuntime?

  init(_ runtime: MotionRuntime) { self.runtime = runtime }
}
