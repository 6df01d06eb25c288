/// An interaction whose target is fixed when it is made, whatever element it is added to (a
/// tossable tosses the element given at its creation): the runtime lists it under that element.
protocol FixedTarget {
  /// The element the interaction acts on.
  var target: Element { get }
}

extension Tossable: FixedTarget {
  var target: Element { element }
}
