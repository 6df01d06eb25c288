import Foundation

/// A count shared by the replays of a test.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// The count after adding one.
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
