import Foundation
import Synchronization
import Testing

@testable import SandboxHost

@Suite(.serialized) struct SignalDeferralTests {
  /// The signal the handler in place before the deferral was given.
  static let received = Atomic<Int32>(0)

  @Test func aSignalDuringTheStepsWaitsForThemAndThenReachesTheHandlerInPlace() throws {
    // The test runner's threads block signals; the program's main thread, where a run ends,
    // does not.
    var hangUp = sigset_t()
    var mask = sigset_t()
    sigemptyset(&hangUp)
    sigaddset(&hangUp, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &hangUp, &mask)
    let earlier = signal(SIGHUP) { SignalDeferralTests.received.store($0, ordering: .relaxed) }
    defer {
      signal(SIGHUP, earlier)
      pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
    Self.received.store(0, ordering: .relaxed)
    var steps: [String] = []
    try SignalDeferral.run {
      steps.append("first")
      raise(SIGHUP)
      // Held back: the steps go on, the handler in place has heard nothing yet.
      #expect(Self.received.load(ordering: .relaxed) == 0)
      steps.append("second")
    }
    #expect(steps == ["first", "second"])
    #expect(Self.received.load(ordering: .relaxed) == SIGHUP)
  }
}
