import Foundation
import Testing

@testable import Motion

/// The velocities of scale and rotation travel with their streams to the runtime (issue 13):
/// dumps report positions' only, but the runtime reads every property's.
@Suite struct GestureVelocityTests {
  @Test func pinchAndRotationVelocitiesReachTheRuntime() {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(name: "s", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: sticker)
    var script = TouchScript(runtime)
    let centre = Point(x: 400, y: 300)
    script.down(1, centre - Point(x: 40, y: 0))
    script.down(2, centre + Point(x: 40, y: 0))
    for i in 1...10 {
      script.wait(1.0 / 60)
      let arm = Point(x: 40 + Double(i) * 2, y: 0).rotated(by: Double(i) * 0.02)
      script.move(1, centre - arm)
      script.move(2, centre + arm)
    }
    #expect((runtime.velocity(of: propertyOf(sticker).scale) ?? 0) > 0)
    #expect((runtime.velocity(of: propertyOf(sticker).rotation) ?? 0) > 0)
    script.up(1, centre)
    script.up(2, centre)
    #expect(runtime.velocity(of: propertyOf(sticker).scale) == nil)
  }
}
