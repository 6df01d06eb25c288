import Motion
import Testing

@testable import SandboxHost

@Suite struct TuningPanelLayoutTests {
  @Test func thePanelKeepsItsSizeOnScreenWhateverTheScenesScale() {
    // A 200 × 150 scene shown at twice its size drew the panel (laid out in scene points) twice
    // as large: it ran off the window and its text was clipped. Laid out at half a scene point a
    // window point, it takes the same window points as at 1:1.
    let plain = TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: 17)
    let doubled = TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: 8.5, unit: 0.5)
    #expect(doubled.frame.width * 2 == plain.frame.width)
    #expect(doubled.frame.height * 2 == plain.frame.height)
    #expect(doubled.responsePlot.height * 2 == plain.responsePlot.height)
    let track = doubled.sliderTrack(.mass)
    #expect(track.width * 2 == plain.sliderTrack(.mass).width)
    // The mouse finds the same slider through the smaller layout.
    #expect(doubled.sliderRow(at: Point(x: track.x + 1, y: track.y)) == .mass)
  }
}
