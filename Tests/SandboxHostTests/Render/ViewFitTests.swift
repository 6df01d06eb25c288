import Motion
import Testing

@testable import SandboxHost

@Suite struct ViewFitTests {
  @Test func aWindowOfTheScenesSizeMapsPointsToThemselves() {
    let fit = ViewFit(
      sceneSize: Size(width: 800, height: 600), drawable: Size(width: 800, height: 600),
      window: Size(width: 800, height: 600))
    #expect(fit.scale == 1)
    #expect(fit.scenePoint(fromWindowPoint: Point(x: 120, y: 45)) == Point(x: 120, y: 45))
  }

  @Test func aNarrowWindowScalesDownWithBarsAboveAndBelow() {
    let fit = ViewFit(
      sceneSize: Size(width: 800, height: 600), drawable: Size(width: 400, height: 600),
      window: Size(width: 400, height: 600))
    #expect(fit.scale == 0.5)
    #expect(fit.offset == Point(x: 0, y: 150))
    #expect(fit.scenePoint(fromWindowPoint: Point(x: 350, y: 400)) == Point(x: 700, y: 500))
  }

  @Test func aWideWindowScalesUpWithBarsAtTheSides() {
    let fit = ViewFit(
      sceneSize: Size(width: 800, height: 600), drawable: Size(width: 2000, height: 1200),
      window: Size(width: 2000, height: 1200))
    #expect(fit.scale == 2)
    #expect(fit.offset == Point(x: 200, y: 0))
    #expect(fit.scenePoint(fromWindowPoint: Point(x: 200, y: 0)) == Point(x: 0, y: 0))
  }

  @Test func aHighDensityDrawableDrawsAtPixelSizeAndMapsWindowPoints() {
    let fit = ViewFit(
      sceneSize: Size(width: 800, height: 600), drawable: Size(width: 1600, height: 1200),
      window: Size(width: 800, height: 600))
    #expect(fit.scale == 2)
    #expect(fit.pixelsPerWindowPoint == 2)
    #expect(fit.scenePoint(fromWindowPoint: Point(x: 100, y: 50)) == Point(x: 100, y: 50))
  }

  @Test func aDegenerateDrawableGivesAUsableScale() {
    let fit = ViewFit(
      sceneSize: Size(width: 800, height: 600), drawable: Size(width: 0, height: 0),
      window: Size(width: 0, height: 0))
    #expect(fit.scale == 1)
  }
}
