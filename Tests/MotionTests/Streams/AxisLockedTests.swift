import StreamDoubles
import Testing

@testable import Motion

@Suite struct AxisLockedTests {
  @Test func axisLocksReplaceOneCoordinateAndItsVelocity() {
    let source = TestSource<Point>()
    let stream = source.stream.withMetadata(StreamMetadata(velocity: { Point(x: 3, y: 4) }))
    let x = Recorder<Point>()
    let y = Recorder<Point>()
    let xLocked = stream.xLocked(to: 10)
    let yLocked = stream.yLocked(to: 20)
    x.record(xLocked)
    y.record(yLocked)
    source.send(Point(x: 1, y: 2))
    #expect(x.values == [Point(x: 10, y: 2)])
    #expect(y.values == [Point(x: 1, y: 20)])
    #expect(xLocked.metadata.velocity?() == Point(x: 0, y: 4))
    #expect(yLocked.metadata.velocity?() == Point(x: 3, y: 0))
    // The line is where the stream may rest.
    #expect(xLocked.metadata.nearestAllowed?(Point(x: 50, y: 60)) == Point(x: 10, y: 60))
    #expect(yLocked.metadata.nearestAllowed?(Point(x: 50, y: 60)) == Point(x: 50, y: 20))
  }

  @Test func aLockKeepsAndLocksARestConstraintUpstream() {
    let source = TestSource<Point>()
    let locked = source.stream.rubberBanded(outsideOf: Rect(x: 0, y: 0, width: 10, height: 10), maxLength: 5)
      .xLocked(to: 3)
    #expect(locked.metadata.nearestAllowed?(Point(x: 50, y: 50)) == Point(x: 3, y: 10))
  }
}
