import CSDL2
import Motion
import Testing

@testable import SandboxHost

@Suite struct CurvePlotTests {
  private let plot = CurvePlot(
    rect: Rect(x: 0, y: 0, width: 300, height: 100), xRange: 0...6, yRange: -0.1...2.1)
  private let color = SDL_Color(r: 255, g: 255, b: 255, a: 255)

  /// A spring with a 15 ms period plotted over 6 s swings some thirty times between two of the
  /// 120 samples: drawn through the samples alone it showed a dozen slow, false swings. Its
  /// bars fill the band it swings in, reaching out to its envelope, 1 ± e^(−ζωt) / √(1 − ζ²).
  @Test func aCurveSwingingBetweenItsSamplesFillsItsBand() throws {
    let response = SpringResponse(
      try SpringSetting.physical(stiffness: 10_000, damping: 0.1, mass: 0.06015, threshold: 1))
    #expect(abs(response.undampedPeriod - 0.0154) < 0.0001)
    let samples = 120
    let step = 6.0 / Double(samples - 1)
    let values = (0..<samples).map { response.progress(at: Double($0) * step) }
    let looks = 64
    let bands = (0..<(samples - 1)).map { i in
      let inside = (0...looks).map { response.progress(at: (Double(i) + Double($0) / Double(looks)) * step) }
      return (low: inside.min()!, high: inside.max()!)
    }
    var batch = VertexBatch(vertexCapacity: 4096, indexCapacity: 8192)
    plot.addBands(count: samples - 1, to: &batch, color: color, minimumHeight: 2) { i in
      ((Double(i) + 0.5) * step, step, bands[i].low, bands[i].high, (values[i], values[i + 1]))
    }
    #expect(!batch.vertices.isEmpty)
    // The first bar reaches from near 0 to near 2 (the plot's y = 100 and y ≈ 9).
    let firstBar = batch.vertices.filter { $0.x < 2.6 }
    #expect(firstBar.map(\.y).max()! > 90 && firstBar.map(\.y).min()! < 15, "\(firstBar.map(\.y))")
  }

  /// A curve that only rises or falls between its samples, however steeply, adds no bar: the
  /// polyline alone draws it.
  @Test func aCurveThatOnlyRisesOrFallsBetweenItsSamplesAddsNoBand() {
    var batch = VertexBatch(vertexCapacity: 64, indexCapacity: 128)
    plot.addBands(count: 2, to: &batch, color: color, minimumHeight: 2) { i in
      i == 0 ? (0.1, 0.05, 0, 1.5, (0, 1.5)) : (0.2, 0.05, 0.2, 1.5, (1.5, 0.2))
    }
    #expect(batch.vertices.isEmpty)
  }
}
