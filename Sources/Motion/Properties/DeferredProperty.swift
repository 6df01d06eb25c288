/// A value held as it is until something asks for its `ReactiveProperty`.
///
/// In a large scene most values that could be driven or observed never are: four of an
/// element's five geometric properties, a spring's stiffness, damping and mass, a tossable's
/// deceleration rate. Made on demand, each costs no object until then. Once made, the property
/// is the value's one home, and reads and writes go through it, so the owner hands out the same
/// object every time and its observers see every write.
///
/// An owner with several such values that are rarely driven may keep the values apart from the
/// properties made for them (a spring's parameters, see `SpringParameters`), and read and make
/// them with the static functions below, which this type's own methods are.
struct DeferredProperty<T> {
  /// The value while no property is made.
  private var value: T
  /// The property, once something asked for it.
  private(set) var made: ReactiveProperty<T>?

  init(_ value: T) {
    self.value = value
  }

  /// The current value.
  func read() -> T { Self.read(value, made) }

  /// Stores `newValue` here while no property is made, and returns nil; once one is, changes
  /// nothing and returns it, for the caller to write `newValue` to.
  ///
  /// Not a write itself: a property's write tells its observers, which may read the owner's
  /// values (a tossable whose destination is its own parent reads the parent's geometry as the
  /// parent turns), and they would find this value in the middle of a modification, which
  /// Swift's exclusivity check stops the program for. The caller writes once the access ends.
  mutating func storeUnlessMade(_ newValue: T) -> ReactiveProperty<T>? {
    if let made { return made }
    value = newValue
    return nil
  }

  /// The property, made now holding the current value when it was not yet.
  mutating func property() -> ReactiveProperty<T> { Self.property(value, &made) }

  /// The current value of a value kept as `value` whose property, once made, is `made`.
  static func read(_ value: T, _ made: ReactiveProperty<T>?) -> T { made?.read() ?? value }

  /// `made`, or a property holding `value` made now and kept in `made`.
  static func property(_ value: T, _ made: inout ReactiveProperty<T>?) -> ReactiveProperty<T> {
    if let made { return made }
    let property = ReactiveProperty(value)
    made = property
    return property
  }

  /// The property, made now holding the current value when it was not yet, with `check`
  /// given every value written to it (see `ReactiveProperty.init(_:checkedBy:)`). `check` is
  /// made only when the property is.
  mutating func property(checkedBy check: () -> (T) -> Void) -> ReactiveProperty<T> {
    if let made { return made }
    let property = ReactiveProperty(value, checkedBy: check())
    made = property
    return property
  }
}
