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
    #expect(doubled.responsePlot.height * 2 == plain.responsePlot.height)
    let track = doubled.sliderTrack(.mass)
    #expect(track.width * 2 == plain.sliderTrack(.mass).width)
    // The mouse finds the same slider through the smaller layout.
    #expect(doubled.sliderRow(at: Point(x: track.x + 1, y: track.y)) == .mass)
  }

  @Test func eachSliderSpansThePanelOnTheRowBelowItsName() {
    let layout = TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: 17)
    for parameter in TunedParameter.allCases {
      let track = layout.sliderTrack(parameter)
      #expect(track.width >= 380)
      #expect(layout.sliderRow(at: Point(x: track.x + 5, y: track.y)) == parameter)
      #expect(layout.sliderRow(at: Point(x: track.x + 5, y: track.y - 17)) == parameter)
    }
  }

  @Test func inAShortWindowThePanelStaysWholeOnScreen() {
    // A scene shown at half its size: two scene points a window point, text rows 17 window
    // points, in a window 450 points tall. The plots give up height so the key hints stay on
    // screen.
    let short = TuningPanelLayout(
      column: Rect(x: 800, y: 0, width: 840, height: 900), rowHeight: 34, unit: 2)
    #expect(short.hintTop + 2 * 34 <= short.frame.y + short.frame.height + 1e-9)
    // The plots gave up height for it, and keep some.
    let tall = TuningPanelLayout(column: Rect(x: 800, y: 0, width: 420, height: 800), rowHeight: 17)
    #expect(short.responsePlot.height < 2 * tall.responsePlot.height)
    #expect(short.responsePlot.height >= 2 * TuningPanelLayout.shortestPlotHeights.response)
    #expect(tall.responsePlot.height == TuningPanelLayout.plotHeight)
  }

  @Test func aNarrowWindowGetsTheCompactColumnAndKeepsAStripOfScene() {
    #expect(TuningPanelLayout.columnWidth(forWindowWidth: 1220) == 420)
    #expect(TuningPanelLayout.columnWidth(forWindowWidth: 640) == 420)
    #expect(TuningPanelLayout.columnWidth(forWindowWidth: 400) == 300)
    let compact = TuningPanelLayout(column: Rect(x: 100, y: 0, width: 300, height: 300), rowHeight: 17)
    #expect(compact.isCompact && compact.hintRows == 4)
    #expect(!TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: 17).isCompact)
  }

  @Test func inAWindowTooShortTheRowsScrollToTheChosenOneAboveTheHints() {
    let short = TuningPanelLayout(column: Rect(x: 100, y: 0, width: 300, height: 300), rowHeight: 17)
    #expect(short.maximumScroll > 0)
    #expect(short.hintTop + 4 * 17 <= 300)
    let bounce = short.scrolled(to: short.scroll(showing: .bounce))
    let track = bounce.sliderTrack(.bounce)
    #expect(track.y < bounce.scrollingBottom && track.y > 0)
    #expect(bounce.sliderRow(at: Point(x: track.x + 5, y: track.y)) == .bounce)
    // Under the hints no slider is found.
    #expect(bounce.sliderRow(at: Point(x: track.x + 5, y: bounce.hintTop + 5)) == nil)
    // Back at the top, the title shows again.
    #expect(bounce.scrolled(to: bounce.scroll(showing: .stiffness)).scroll == 0)
  }
}
