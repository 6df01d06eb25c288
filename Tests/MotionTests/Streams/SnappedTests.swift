import StreamDoubles
import Testing

@testable import Motion

@Suite struct SnappedTests {
  @Test func valuesAndVelocityPassWhileRestIsOnTheNearestMultiple() {
    let source = TestSource<Double>()
    let snapped = source.stream.withMetadata(StreamMetadata(velocity: { 2.5 }))
      .snapped(toMultiplesOf: .pi / 2)
    let recorder = Recorder<Double>()
    recorder.record(snapped)
    source.send(0.7)
    source.send(-2.2)
    #expect(recorder.values == [0.7, -2.2])
    #expect(snapped.metadata.velocity?() == 2.5)
    let nearest = try! #require(snapped.metadata.nearestAllowed)
    #expect(nearest(0.7) == 0)
    #expect(nearest(0.8) == .pi / 2)
    #expect(nearest(-2.2) == -.pi / 2)
    #expect(nearest(-2.4) == -.pi)
    // Halfway goes away from zero.
    #expect(nearest(.pi / 4) == .pi / 2)
    #expect(nearest(-.pi / 4) == -.pi / 2)
  }

  @Test func aSnapAfterABandRoundsWhatTheBandAllowsAndABandAfterASnapClampsTheMultiple() {
    let source = TestSource<Double>()
    let snapThenBand = source.stream.snapped(toMultiplesOf: 1).rubberBanded(within: 0...2.5, maxLength: 0.5)
    let bandThenSnap = source.stream.rubberBanded(within: 0...2.5, maxLength: 0.5).snapped(toMultiplesOf: 1)
    #expect(snapThenBand.metadata.nearestAllowed?(2.7) == 2.5)
    #expect(bandThenSnap.metadata.nearestAllowed?(2.7) == 3)
    #expect(snapThenBand.metadata.nearestAllowed?(1.4) == 1)
  }

  @Test func aStepThatIsNotAPositiveNumberAllowsEveryValue() {
    let source = TestSource<Double>()
    for step in [0, -1, .infinity, .nan] {
      #expect(source.stream.snapped(toMultiplesOf: step).metadata.nearestAllowed == nil)
    }
  }
}
