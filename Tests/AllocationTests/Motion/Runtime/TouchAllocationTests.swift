import AllocationCounter
import Testing

@testable import Motion

/// The input path's promise: once fingers are down and dragging, their moves allocate nothing,
/// whether handed over one at a time or as one batch (as the sandbox hands over a script line's
/// or a device report's touches).
@Suite struct TouchAllocationTests {
  @Test func draggingFingersAllocateNothing() {
    let scene = Scene(width: 800, height: 600)
    let runtime = MotionRuntime(scene: scene)
    var starts: [Point] = []
    for index in 0..<20 {
      let element = Element(
        name: "e\(index)", position: Point(x: Double(20 + index * 30), y: 100),
        size: Size(width: 20, height: 20))
      scene.addChild(element)
      runtime.add(Draggable(), to: element)
      runtime.handle(TouchEvent(id: index, phase: .began, location: element.position, time: 0))
      starts.append(element.position)
    }
    var batch: [TouchEvent] = []
    batch.reserveCapacity(starts.count)
    func moves(_ step: Int) {
      batch.removeAll(keepingCapacity: true)
      for (id, start) in starts.enumerated() {
        batch.append(
          TouchEvent(
            id: id, phase: .moved, location: Point(x: start.x, y: start.y + Double(step)),
            time: Double(step) / 60))
      }
    }
    for step in 1...5 {
      moves(step)
      runtime.handle(batch)
    }
    allocation_counter_reset()
    for step in 6...200 {
      moves(step)
      if step.isMultiple(of: 2) {
        runtime.handle(batch)
      } else {
        for event in batch { runtime.handle(event) }
      }
    }
    let allocations = allocation_counter_read()
    #expect(allocations == 0)
    #expect(scene.children[0].position.y == 300)
  }
}
