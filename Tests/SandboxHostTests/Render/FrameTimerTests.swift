import Testing

@testable import SandboxHost

@Suite struct FrameTimerTests {
  @Test func beforeAnyFrameEverythingIsZero() {
    let timer = FrameTimer()
    #expect(timer.medianFrameDuration == 0)
    #expect(timer.framesPerSecond == 0)
    #expect(timer.elapsed == 0)
  }

  @Test func steadyFramesGiveTheirRate() {
    var timer = FrameTimer()
    for _ in 0..<120 { timer.record(frameDuration: 1.0 / 60) }
    #expect(abs(timer.framesPerSecond - 60) < 1e-9)
    #expect(abs(timer.medianFrameMilliseconds - 16.666_666_7) < 1e-6)
    #expect(abs(timer.elapsed - 2) < 1e-9)
  }

  @Test func theMedianIgnoresOutliers() {
    var timer = FrameTimer()
    // 5 frames of 10 ms and 4 of 200 ms: the median of the nine is 10 ms.
    for d in [0.01, 0.2, 0.01, 0.2, 0.01, 0.2, 0.01, 0.2, 0.01] { timer.record(frameDuration: d) }
    #expect(timer.medianFrameDuration == 0.01)
  }

  @Test func anEvenCountTakesTheMeanOfTheMiddleTwo() {
    var timer = FrameTimer()
    for d in [0.04, 0.01, 0.03, 0.02] { timer.record(frameDuration: d) }
    #expect(abs(timer.medianFrameDuration - 0.025) < 1e-12)
  }

  @Test func onlyTheLastSecondCounts() {
    var timer = FrameTimer()
    // A second of slow 100 ms frames, then a second of 20 ms frames: only the latter count.
    for _ in 0..<10 { timer.record(frameDuration: 0.1) }
    for _ in 0..<50 { timer.record(frameDuration: 0.02) }
    #expect(timer.medianFrameDuration == 0.02)
    // One slow frame longer than a second still counts on its own.
    timer.record(frameDuration: 1.5)
    #expect(timer.medianFrameDuration == 1.5)
  }

  @Test func theRingBufferForgetsTheOldestFrames() {
    var timer = FrameTimer(capacity: 4)
    for _ in 0..<4 { timer.record(frameDuration: 0.3) }
    for _ in 0..<3 { timer.record(frameDuration: 0.001) }
    // Left: 0.3, 0.001, 0.001, 0.001.
    #expect(timer.medianFrameDuration == 0.001)
  }

  @Test func nonsenseDurationsAreIgnored() {
    var timer = FrameTimer()
    timer.record(frameDuration: 0.02)
    for d in [-1, .nan, .infinity] { timer.record(frameDuration: d) }
    #expect(timer.medianFrameDuration == 0.02)
    #expect(timer.elapsed == 0.02)
    timer.record(frameDuration: 0)
    #expect(timer.framesPerSecond.isFinite)
  }
}
