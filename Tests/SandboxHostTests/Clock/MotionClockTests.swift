import Testing

@testable import SandboxHost

@Test func motionTimeFollowsWallTimeAtNormalSpeed() {
  var clock = MotionClock()
  clock.advance(toWallTime: 0.5)
  #expect(clock.motionTime == 0.5)
  #expect(clock.motionTime(atWallTime: 0.75) == 0.75)
  #expect(clock.motionTime == 0.5)
}

@Test func slowMotionRunsAtATenth() {
  var clock = MotionClock()
  clock.toggleSlowMotion(atWallTime: 1)
  clock.advance(toWallTime: 2)
  #expect(abs(clock.motionTime - 1.1) < 1e-12)
  clock.toggleSlowMotion(atWallTime: 2)
  clock.advance(toWallTime: 3)
  #expect(abs(clock.motionTime - 2.1) < 1e-12)
}

@Test func pauseStopsMotionTimeAndStepsMoveItOneFrame() {
  var clock = MotionClock()
  clock.togglePause(atWallTime: 1)
  clock.advance(toWallTime: 5)
  #expect(clock.motionTime == 1)
  clock.stepFrame(frameDuration: 0.25)
  #expect(clock.motionTime == 1.25)
  clock.toggleSlowMotion(atWallTime: 5)
  clock.stepFrame(frameDuration: 0.25)
  #expect(abs(clock.motionTime - 1.275) < 1e-12)
  clock.toggleSlowMotion(atWallTime: 5)
  clock.togglePause(atWallTime: 5)
  clock.advance(toWallTime: 6)
  #expect(abs(clock.motionTime - 2.275) < 1e-12)
}

@Test func stepsDoNothingWhileRunning() {
  var clock = MotionClock()
  clock.stepFrame(frameDuration: 1)
  #expect(clock.motionTime == 0)
  clock.togglePause(atWallTime: 0)
  clock.stepFrame(frameDuration: .nan)
  clock.stepFrame(frameDuration: -1)
  #expect(clock.motionTime == 0)
}

@Test func earlierOrNonFiniteWallTimesAreIgnored() {
  var clock = MotionClock()
  clock.advance(toWallTime: 2)
  clock.advance(toWallTime: 1)
  clock.advance(toWallTime: .nan)
  clock.advance(toWallTime: .infinity)
  #expect(clock.wallTime == 2 && clock.motionTime == 2)
  #expect(clock.motionTime(atWallTime: .nan) == 2)
}

@Test func motionTimeIsTheSameReachedInOneStepOrInManyFrames() {
  // A replay passes over idle frames in one step; the springs after it must see the motion time
  // that frame-by-frame stepping would have given, in slow motion too.
  var stepped = MotionClock()
  var jumped = MotionClock()
  stepped.toggleSlowMotion(atWallTime: 0.3)
  jumped.toggleSlowMotion(atWallTime: 0.3)
  for k in 19...1000 { stepped.advance(toWallTime: Double(k) / 60) }
  jumped.advance(toWallTime: 1000.0 / 60)
  #expect(stepped.motionTime == jumped.motionTime)
  #expect(stepped.motionTime(atWallTime: 20) == jumped.motionTime(atWallTime: 20))
}
