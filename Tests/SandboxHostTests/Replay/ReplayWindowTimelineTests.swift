import Testing

@testable import SandboxHost

@Test func commaStepsBackToTheFrameBeforeAndStopsAtZero() {
  #expect(ReplayWindow.frameTime(before: 0.5, fps: 60) == 29.0 / 60)
  #expect(ReplayWindow.frameTime(before: 30.0 / 60, fps: 60) == 29.0 / 60)
  // Between frames (the end between frames), the frame before it.
  #expect(ReplayWindow.frameTime(before: 0.51, fps: 60) == 30.0 / 60)
  #expect(ReplayWindow.frameTime(before: 1.0 / 60, fps: 60) == 0)
  #expect(ReplayWindow.frameTime(before: 0, fps: 60) == 0)
}

@Test func theRateReadsAsAFractionAndTheRulerStepsNicely() {
  #expect(
    [0.125, 0.25, 0.5, 1, 2].map(ReplayWindow.rateLabel) == ["⅛×", "¼×", "½×", "1×", "2×"])
  // A 1 s script over 768 points: ticks every 0.1 s (77 points apart).
  #expect(ReplayWindow.rulerStep(length: 1, points: 768) == 0.1)
  // A 10 s script over 368 points: 0.1 s would be 3.7 points; 2 s is 74.
  #expect(ReplayWindow.rulerStep(length: 10, points: 368) == 2)
  #expect(ReplayWindow.rulerStep(length: 60, points: 768) == 5)
}
