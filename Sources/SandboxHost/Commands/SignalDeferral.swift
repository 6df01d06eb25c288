import Foundation

/// The signal that arrived while `SignalDeferral.run` held it back (0: none). Written only by
/// the handler and read after it is removed.
nonisolated(unsafe) private var deferredSignal: Int32 = 0

/// Holds SIGINT, SIGTERM and SIGHUP back while a few steps that must not be parted run (the
/// renames that put a new report in an old one's place), and then lets the one that came act as
/// it would have. SIGKILL cannot be held back; the steps are kept few for it.
enum SignalDeferral {
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  static func run<T>(_ body: () throws -> T) throws -> T {
    deferredSignal = 0
    let earlier = signals.map { signal($0) { deferredSignal = $0 } }
    defer {
      for (number, handler) in zip(signals, earlier) { signal(number, handler) }
      if deferredSignal != 0 { raise(deferredSignal) }
    }
    return try body()
  }
}
