import Foundation
import StreamDoubles
import Testing

@testable import Motion

@Suite struct RubberBandedTests {
  @Test func rubberBandPassesInsideAndNeverMoreThanItsLengthOutside() {
    let rect = Rect(x: 100, y: 100, width: 200, height: 100)
    let source = TestSource<Point>()
    let recorder = Recorder<Point>()
    recorder.record(source.stream.rubberBanded(outsideOf: rect, maxLength: 40))
    source.send(Point(x: 150, y: 150))
    #expect(recorder.values.last == Point(x: 150, y: 150))
    var previous = 300.0
    for distance in stride(from: 1.0, through: 1e6, by: 997) {
      source.send(Point(x: 300 + distance, y: 150))
      let x = recorder.values.last!.x
      #expect(x > previous || distance > 1e5)
      #expect(x < 340)
      previous = x
    }
    source.send(Point(x: 0, y: 1e9))
    let far = recorder.values.last!
    #expect(far.x > 60 && far.x < 100 && far.y > 200 && far.y <= 240)
  }

  @Test func rubberBandFollowsTheDocumentedCurve() {
    // L · (1 − 1 / (0.55 · d / L + 1)) past the edge.
    let band = RubberBand(rect: Rect(x: 0, y: 0, width: 10, height: 10), maxLength: 50)
    let d = 30.0
    let expected = 10 + 50 * (1 - 1 / (0.55 * d / 50 + 1))
    #expect(abs(band.apply(to: Point(x: 10 + d, y: 5)).x - expected) < 1e-12)
    #expect(abs(band.apply(to: Point(x: -d, y: 5)).x + (expected - 10)) < 1e-12)
  }

  @Test func rubberBandScalesTheVelocityBySlopeAndRestsInside() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    let source = TestSource<Point>()
    let stream = source.stream.withMetadata(StreamMetadata(velocity: { Point(x: 10, y: 10) }))
      .rubberBanded(outsideOf: rect, maxLength: 20)
    stream.subscribe(next: { _ in })
    source.send(Point(x: 50, y: 150))
    let v = stream.metadata.velocity?()
    #expect(v?.x == 10)
    #expect(v!.y > 0 && v!.y < 10 * RubberBand.coefficient)
    #expect(stream.metadata.nearestAllowed?(Point(x: -5, y: 150)) == Point(x: 0, y: 100))
  }

  @Test func aZeroLengthClampsIntoTheBounds() {
    let source = TestSource<Point>()
    let recorder = Recorder<Point>()
    recorder.record(
      source.stream.rubberBanded(outsideOf: Rect(x: 0, y: 0, width: 10, height: 10), maxLength: 0))
    source.send(Point(x: 50, y: -5))
    #expect(recorder.values == [Point(x: 10, y: 0)])
  }

  @Test func farOutTheBandStaysUnderItsLengthAndNeverFallsBack() {
    // At 1e20 past the edge the stretch rounded to exactly L; past about 1e307 its quotient
    // overflowed and the element jumped back onto the edge.
    var previous = 0.0
    for exponent in stride(from: 0.0, through: 308, by: 1) {
      let d = pow(10, exponent)
      let stretched = RubberBand.band(100 + d, min: 0, max: 100, length: 0.1) - 100
      #expect(stretched < 0.1, "d = 1e\(Int(exponent))")
      #expect(stretched >= previous, "d = 1e\(Int(exponent))")
      previous = stretched
    }
    // Added to the edge, a stretch just under L may round to L itself: never more.
    let far = RubberBand.band(1e20, min: 0, max: 100, length: 30)
    #expect(far <= 130)
    #expect(RubberBand.unband(far, min: 0, max: 100, length: 30).isFinite)
  }
}

@Suite struct NumberRubberBandTests {
  @Test func aNumberIsBandedPastTheRangeAsAPointsCoordinateIs() {
    let source = TestSource<Double>()
    let banded = source.stream.rubberBanded(within: 1...4, maxLength: 0.25)
    let points = TestSource<Point>()
    let bandedPoints = points.stream.rubberBanded(
      outsideOf: Rect(x: 1, y: 0, width: 3, height: 0), maxLength: 0.25)
    let recorder = Recorder<Double>()
    let pointRecorder = Recorder<Point>()
    recorder.record(banded)
    pointRecorder.record(bandedPoints)
    for value in [2.0, 0.4, 0.0, 4.5, 9, 1e9] {
      source.send(value)
      points.send(Point(x: value, y: 0))
    }
    #expect(recorder.values == pointRecorder.values.map(\.x))
    #expect(recorder.values[0] == 2)
    #expect(recorder.values.allSatisfy { $0 > 0.75 && $0 < 4.25 })
  }

  @Test func itsRestIsTheNearestBoundAndItsWayBackAndVelocityFollowTheBand() throws {
    let source = TestSource<Double>()
    let banded = source.stream.withMetadata(StreamMetadata(velocity: { -3.6 }))
      .rubberBanded(within: 1...4, maxLength: 0.25)
    let recorder = Recorder<Double>()
    recorder.record(banded)
    let nearest = try #require(banded.metadata.nearestAllowed)
    #expect(nearest(0.8) == 1 && nearest(5) == 4 && nearest(2) == 2)
    source.send(0.4)
    let shown = recorder.values.last!
    let back = try #require(banded.metadata.unconstrained)
    #expect(abs(back(shown) - 0.4) < 1e-12)
    // d = 0.6 past the bound with L = 0.25: slope 0.55 / (0.55 · 0.6 / 0.25 + 1)².
    let slope = 0.55 / ((0.55 * 0.6 / 0.25 + 1) * (0.55 * 0.6 / 0.25 + 1))
    #expect(abs(banded.metadata.velocity!()! - -3.6 * slope) < 1e-12)
    source.send(2)
    #expect(banded.metadata.velocity?() == -3.6)
  }

  @Test func aLengthOfZeroClamps() {
    let source = TestSource<Double>()
    let recorder = Recorder<Double>()
    recorder.record(source.stream.rubberBanded(within: 1...4, maxLength: 0))
    for value in [0.2, 7, 3] { source.send(value) }
    #expect(recorder.values == [1, 4, 3])
  }
}
