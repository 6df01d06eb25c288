import CSDL2
import Motion

/// A spring's response from rest sampled for the tuning panel's plot over a span of time: the
/// progress at each of `count` evenly spaced times, and between each sample and the next the
/// lowest and highest progress, so that a spring swinging many times between two samples fills
/// the band it swings in (sampled at the points alone, a 15 ms period over a 6 s plot drew a
/// dozen slow, false swings).
///
/// Its storage is allocated once; sampling again (a change of the parameters, not a frame)
/// allocates nothing.
struct ResponseCurve {
  /// The progress at each sample.
  private(set) var values: [Double]
  /// The lowest and highest progress between sample i and i + 1.
  private(set) var bands: [(low: Double, high: Double)]
  /// The lowest and highest progress over the span, 0 and 1 included.
  private(set) var range = 0.0...1.0
  /// The span sampled, in seconds.
  private(set) var duration = 1.0

  /// How many samples there are.
  var count: Int { values.count }

  /// Creates a curve of `count` samples (at least 2), all at 0.
  init(count: Int) {
    values = Array(repeating: 0, count: max(count, 2))
    bands = Array(repeating: (0, 0), count: max(count, 2) - 1)
  }

  /// Samples `response` from 0 to `duration` seconds.
  mutating func sample(_ response: SpringResponse, over duration: Double) {
    self.duration = duration
    let last = Double(values.count - 1)
    for i in values.indices { values[i] = response.progress(at: Double(i) / last * duration) }
    // Sixteen looks a period between samples, at most 1,024 an interval.
    let interval = duration / last
    let perPeriod = response.undampedPeriod > 0 ? 16 * interval / response.undampedPeriod : 0
    let looks = Int(min(max(perPeriod.isFinite ? perPeriod.rounded(.up) : 1, 1), 1024))
    var lowest = 0.0
    var highest = 1.0
    for i in bands.indices {
      var band = (low: min(values[i], values[i + 1]), high: max(values[i], values[i + 1]))
      for k in stride(from: 1, to: looks, by: 1) {
        let value = response.progress(at: (Double(i) + Double(k) / Double(looks)) * interval)
        guard value.isFinite else { continue }
        band = (min(band.low, value), max(band.high, value))
      }
      bands[i] = band
      if band.low.isFinite && band.high.isFinite {
        lowest = min(lowest, band.low)
        highest = max(highest, band.high)
      }
    }
    range = lowest...highest
  }

  /// How far the curve goes past the destination, as a fraction of the distance (0 when it
  /// never does): the overshoot the plot shows.
  var overshoot: Double { max(0, range.upperBound - 1) }

  /// Adds the curve to `plot` in `batch`: its line and, where it swings between samples, its
  /// bands.
  func add(to plot: CurvePlot, in batch: inout VertexBatch, width: Double, color: SDL_Color) {
    let last = Double(values.count - 1)
    let duration = duration
    plot.addCurve(count: values.count, to: &batch, width: width, color: color, antialiased: true) { i in
      (Double(i) / last * duration, values[i])
    }
    plot.addBands(count: bands.count, to: &batch, color: color, minimumHeight: width) { i in
      (
        (Double(i) + 0.5) / last * duration, duration / last, bands[i].low, bands[i].high,
        (values[i], values[i + 1])
      )
    }
  }
}
