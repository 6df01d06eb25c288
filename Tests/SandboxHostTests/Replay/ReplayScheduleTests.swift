import Testing

@testable import SandboxHost

private func steps(_ times: [Double], fps: Double) -> [ReplaySchedule.Step] {
  var schedule = ReplaySchedule(lineTimes: times, fps: fps)
  var result: [ReplaySchedule.Step] = []
  while let step = schedule.next() { result.append(step) }
  return result
}

@Test func framesFallAtWholeMultiplesOfTheFrameTimeBetweenLines() {
  // At 10 fps: frames 0, 0.1, 0.2, …; lines at 0, 0.25, 0.25 and 0.3.
  #expect(
    steps([0, 0.25, 0.25, 0.3], fps: 10) == [
      .line(index: 0), .frame(time: 0), .frame(time: 0.1), .frame(time: 0.2), .line(index: 1),
      .line(index: 2), .line(index: 3),
    ])
}

@Test func aFrameAtALinesTimeComesAfterTheLine() {
  var schedule = ReplaySchedule(lineTimes: [0.5], fps: 4)
  var seen: [ReplaySchedule.Step] = []
  while let step = schedule.next() { seen.append(step) }
  #expect(seen == [.frame(time: 0), .frame(time: 0.25), .line(index: 0)])
  // The settle phase goes on with the frame at the line's time.
  #expect(schedule.nextFrameTime == 0.5)
  #expect(schedule.takeFrame() == 0.5)
  #expect(schedule.takeFrame() == 0.75)
}

@Test func anEmptyScriptHasNoSteps() {
  #expect(steps([], fps: 60).isEmpty)
}

@Test func aBadFrameRateFallsBackToSixty() {
  var schedule = ReplaySchedule(lineTimes: [], fps: 0)
  _ = schedule.takeFrame()
  #expect(schedule.nextFrameTime == 1.0 / 60)
}

@Test func skippingIdleFramesVisitsTheSameFramesAndStopsBeforeTheLine() {
  var walked = ReplaySchedule(lineTimes: [0.5, 0.5], fps: 30)
  var frameByFrame: [Double] = []
  while case .frame(let time) = walked.next() { frameByFrame.append(time) }
  var skipping = ReplaySchedule(lineTimes: [0.5, 0.5], fps: 30)
  var visited: [Double] = []
  skipping.skipFramesBeforeNextLine { visited.append($0) }
  #expect(visited == frameByFrame)
  #expect(skipping.next() == .line(index: 0))
  // With the line now due, there is nothing more to skip.
  skipping.skipFramesBeforeNextLine { visited.append($0) }
  #expect(visited == frameByFrame)
}
