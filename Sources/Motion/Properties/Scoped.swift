/// Something whose current value can be read (the seeds' `ScopedReadable`).
public protocol ScopedReadable<Value>: AnyObject {
  associatedtype Value
  /// The current value.
  func read() -> Value
}

/// Something that accepts new values (the seeds' `ScopedWritable`).
public protocol ScopedWritable<Value>: AnyObject {
  associatedtype Value
  /// Stores a new value.
  func write(_ value: Value)
}

/// Something both readable and writable (the seeds' `ScopedProperty`).
public protocol ScopedProperty<Value>: ScopedReadable, ScopedWritable {}
