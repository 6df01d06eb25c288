/// A reference to an object that does not keep it alive and reads nil once the object is gone:
/// what the runtime's spring sources and runs, and a property's subscriptions and streams, hold
/// instead of a weak reference.
///
/// Swift's weak references move an object's reference count into a side table, after which
/// every retain of the object takes a slower path. Springs and properties are retained many
/// times a frame and a release; through weak references those retains cost more than the rest
/// of starting or stepping a spring. The owner makes its link, points it at itself, and clears
/// it first thing in its deinit; the reference is a checked `unowned` one, so a link read after
/// its owner went without clearing it stops the program rather than reading freed memory.
final class OwnerLink<Owner: AnyObject> {
  /// The owner, until it goes.
  unowned var owner: Owner?

  init(_ owner: Owner) { self.owner = owner }
}
