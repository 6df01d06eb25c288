import Foundation
import Synchronization

/// Holds SIGINT, SIGTERM and SIGHUP back while a few steps that must not be parted run (the
/// renames that put a new report in an old one's place), and then lets the one that came act as
/// it would have. SIGKILL cannot be held back; the steps are kept few for it.
enum SignalDeferral {
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// The signal that arrived while `run` held it back (0: none). An atomic, as a signal handler
  /// may store into one (lock-free) and a C handler can reach nothing but a global.
  private static let arrived = Atomic<Int32>(0)

  static func run<T>(_ body: () throws -> T) throws -> T {
    arrived.store(0, ordering: .sequentiallyConsistent)
    let earlier = signals.map { signal($0) { SignalDeferral.arrived.store($0, ordering: .relaxed) } }
    defer {
      for (number, handler) in zip(signals, earlier) { signal(number, handler) }
      let signal = arrived.load(ordering: .sequentiallyConsistent)
      if signal != 0 { raise(signal) }
    }
    return try body()
  }
}
