import Foundation
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
    let stream = source.stream._withMetadata(StreamMetadata(velocity: { Point(x: 10, y: 10) }))
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
