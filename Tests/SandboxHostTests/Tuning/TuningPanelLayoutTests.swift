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

  @Test func inAShortWindowThePanelStaysWholeOnScreen() {
    // An 800 × 600 scene in a 400 × 300 window: two scene points a window point, text rows 17
    // window points. The panel ran off the bottom (the left places start below the HUD) and
    // its plots and key hints were cut off.
    let short = TuningPanelLayout(
      sceneSize: Size(width: 800, height: 600), rowHeight: 34, unit: 2,
      keepVisible: [Point(x: 700, y: 100), Point(x: 600, y: 80)])
    #expect(short.frame.y >= 0)
    #expect(short.frame.y + short.frame.height <= 600)
    #expect(short.hintTop + 34 <= short.frame.y + short.frame.height)
    // The plots gave up height for it, and keep some.
    let tall = TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: 17)
    #expect(short.responsePlot.height < 2 * tall.responsePlot.height)
    #expect(short.responsePlot.height >= 2 * TuningPanelLayout.shortestPlotHeights.response)
    #expect(tall.responsePlot.height == TuningPanelLayout.plotHeight)
  }
}
