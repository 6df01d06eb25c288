/// A value held inline until something asks for its `ReactiveProperty`.
///
/// In a large scene most values that could be driven or observed never are: four of an
/// element's five geometric properties, a spring's stiffness, damping and mass, a tossable's
/// deceleration rate. Made on demand, each costs no object until then. Once made, the property
/// is the value's one home, and reads and writes go through it, so the owner hands out the same
/// object every time and its observers see every write.
struct DeferredProperty<T> {
  /// The value while no property is made.
  private var value: T
  /// The property, once something asked for it.
  private(set) var made: ReactiveProperty<T>?

  init(_ value: T) {
    self.value = value
  }

  /// The current value.
  func read() -> T { made?.read() ?? value }

  /// Stores `newValue`: in the property when there is one (its observers are told), else here.
  mutating func write(_ newValue: T) {
    if let made { made.write(newValue) } else { value = newValue }
  }

  /// The property, made now holding the current value when it was not yet.
  mutating func property() -> ReactiveProperty<T> {
    if let made { return made }
    let property = ReactiveProperty(value)
    made = property
    return property
  }
}
