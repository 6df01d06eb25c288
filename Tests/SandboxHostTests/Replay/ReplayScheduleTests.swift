import Testing

@testable import SandboxHost

/// The steps for lines at `times`, with each line step naming the line's index.
private func steps(_ times: [Double], fps: Double) -> [String] {
  var schedule = ReplaySchedule(fps: fps)
  var result: [String] = []
  var index = 0
  while let step = schedule.next(lineAt: index < times.count ? times[index] : nil) {
    switch step {
    case .frame(let time): result.append("frame \(time)")
    case .line:
      result.append("line \(index)")
      index += 1
    }
  }
  return result
}

@Test func framesFallAtWholeMultiplesOfTheFrameTimeBetweenLines() {
  // At 10 fps: frames 0, 0.1, 0.2, …; lines at 0, 0.25, 0.25 and 0.3.
  #expect(
    steps([0, 0.25, 0.25, 0.3], fps: 10) == [
      "line 0", "frame 0.0", "frame 0.1", "frame 0.2", "line 1", "line 2", "line 3",
    ])
}

@Test func aFrameAtALinesTimeComesAfterTheLine() {
  var schedule = ReplaySchedule(fps: 4)
  #expect(schedule.next(lineAt: 0.5) == .frame(time: 0))
  #expect(schedule.next(lineAt: 0.5) == .frame(time: 0.25))
  #expect(schedule.next(lineAt: 0.5) == .line)
  #expect(schedule.next(lineAt: nil) == nil)
  // The settle phase goes on with the frame at the line's time.
  #expect(schedule.nextFrameTime == 0.5)
  #expect(schedule.takeFrame() == 0.5)
  #expect(schedule.takeFrame() == 0.75)
}

@Test func anEmptyScriptHasNoSteps() {
  #expect(steps([], fps: 60).isEmpty)
}

@Test func aBadFrameRateFallsBackToSixty() {
  var schedule = ReplaySchedule(fps: 0)
  _ = schedule.takeFrame()
  #expect(schedule.nextFrameTime == 1.0 / 60)
}

@Test func skippingIdleFramesJumpsToTheLastFrameBeforeTheLine() {
  for (fps, line) in [(30.0, 0.5), (60, 0.1), (24, 7.0), (1000, 0.3), (60, 1e6), (7, 1e9 / 3)] {
    var walked = ReplaySchedule(fps: fps)
    var last: Double?
    var count = 0
    if line < 10 {
      while case .frame(let time) = walked.next(lineAt: line) {
        last = time
        count += 1
      }
    }
    var skipping = ReplaySchedule(fps: fps)
    var visited: [Double] = []
    skipping.skipFrames(before: line) { visited.append($0) }
    #expect(visited.count == 1)
    if count > 0 { #expect(visited == [last!]) }
    // The frame visited is before the line and the next one is not.
    #expect(visited[0] < line && skipping.nextFrameTime >= line)
    #expect(skipping.next(lineAt: line) == .line)
    // With the line now due, there is nothing more to skip.
    skipping.skipFrames(before: line) { visited.append($0) }
    #expect(visited.count == 1)
  }
}
