import Testing

@testable import Motion

@Suite struct CachePrefetchTests {
  /// The runtime fetches a fixed range of each resting runner's bytes; should the runner's stored
  /// properties move, the fetch would miss them and the frame where springs rest would wait on
  /// memory again (see docs/performance.md), with nothing else to show for it.
  @Test func theFetchAheadOfARestCoversWhatTheRestTouches() {
    let runtime = MotionRuntime(scene: Scene(width: 100, height: 100))
    let property = ReactiveProperty(Point.zero)
    let spring = Spring(to: ReactiveProperty(Point(x: 50, y: 0)), initialValue: property)
    let runner = SpringRunner(
      spring: spring, runtime: runtime.link,
      observer: MotionObserver(next: { property.write($0) }, state: { _ in }, property: property))
    let touched = runner.restBytes
    let fetched = MotionRuntime.runnerRestBytes
    #expect(fetched.lowerBound <= touched.lowerBound && touched.upperBound <= fetched.upperBound)
  }

  @Test func theFetchAheadOfAWriteCoversWhatTheWriteTouches() {
    let touched = ReactiveProperty(Point.zero).writtenBytes
    let fetched = ReactiveProperty<Point>.writeBytes
    #expect(fetched.lowerBound <= touched.lowerBound && touched.upperBound <= fetched.upperBound)
  }

  /// Reading ahead of a batch of touches finds an array's elements at a fixed offset into its
  /// storage; should Swift's header change, the reads would land beside them.
  @Test func anArraysElementsLieWhereTheFetchAheadLooks() {
    var array = [11, 22, 33]
    let storage = storageAddress(of: &array)
    #expect(storage.load(fromByteOffset: arrayElementsOffset, as: Int.self) == 11)
    #expect(storage.load(fromByteOffset: arrayElementsOffset + 16, as: Int.self) == 33)
    #expect(storage.load(fromByteOffset: 16, as: Int.self) == 3)
  }

  @Test func theFetchAheadOfRoutingCoversWhatRoutingTouches() {
    let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
    let fields = element.routingFieldBytes
    let fetched = Element.routingBytes
    #expect(fetched.lowerBound <= 8 && fields.upperBound <= fetched.upperBound)
    // The position property is a `let`, so its place is found by its address in the object.
    let start = UnsafeRawPointer(Unmanaged.passUnretained(element).toOpaque())
    let property = UnsafeRawPointer(Unmanaged.passUnretained(element.positionProperty).toOpaque())
    let offset = stride(from: 16, to: 256, by: 8).first {
      start.load(fromByteOffset: $0, as: UnsafeRawPointer.self) == property
    }
    #expect(offset.map { fetched.contains($0) && fetched.contains($0 + 7) } == true)
  }

  @Test func theFetchAheadOfAnEventCoversEveryRecognizerWhole() {
    for recognizer in [DragGestureRecognizer(), PinchGestureRecognizer(), RotationGestureRecognizer()]
      as [GestureRecognizer]
    {
      let allocated = allocatedSize(Unmanaged.passUnretained(recognizer).toOpaque())
      #expect(
        allocated <= GestureRecognizer.eventBytes.upperBound, "\(type(of: recognizer)): \(allocated) bytes")
    }
  }

  /// Reading ahead finds each observer's closure context at a fixed offset: a closure that
  /// captures something has it there, and one that captures nothing has none.
  @Test func anObserversClosureContextLiesWhereTheFetchAheadLooks() {
    final class Captured {}
    let captured = Captured()
    var observers = [
      RecognizerObserver(id: 1, notify: { _ in _ = captured }),
      RecognizerObserver(id: 2, notify: ignore),
    ]
    let storage = storageAddress(of: &observers) + arrayElementsOffset
    let stride = MemoryLayout<RecognizerObserver>.stride
    let first = storage.load(fromByteOffset: RecognizerObserver.contextOffset, as: UnsafeRawPointer?.self)
    let second = storage.load(
      fromByteOffset: stride + RecognizerObserver.contextOffset, as: UnsafeRawPointer?.self)
    #expect(first != nil && second == nil)
    #expect(storage.load(fromByteOffset: stride, as: Int.self) == 2)
  }
}

private func ignore(_ recognizer: GestureRecognizer) {}

/// How many bytes the allocator gave the block at `pointer` (glibc's `malloc_usable_size`, which
/// its Swift module leaves out): at least the object's size.
@_silgen_name("malloc_usable_size")
private func allocatedSize(_ pointer: UnsafeMutableRawPointer) -> Int
