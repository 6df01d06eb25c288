/// Stores `newValue` in `slot` and hands back the value it held, moved out rather than destroyed:
/// pass it to `discard(_:)`.
///
/// Written this way, a class's stored property is accessed only for the two moves, and its old
/// value is destroyed after the access has ended, so no deinitializer (which could run any code,
/// this property's accesses included) runs inside it. Where no access to a private stored
/// property in the module calls or destroys anything, whole-module optimization proves that no
/// two of them overlap and drops the run-time exclusivity check; debug builds keep it. The frame
/// that writes ten thousand springs' properties relies on this (see docs/performance.md).
@inline(__always)
func replace<Value>(_ slot: inout Value, with newValue: consuming Value) -> Value {
  let old = consume slot
  slot = newValue
  return old
}

/// Destroys `value` here, where it is: after the access `replace(_:with:)` moved it out of.
/// Without this the optimizer may sink the destroy of a value nobody reads back into that access.
@inline(__always)
func discard<Value>(_ value: consuming Value) {
  withExtendedLifetime(value) {}
}
