/// The report's curves of a failing track: for each field that differs somewhere (positions,
/// scales, rotations, velocities, …), its value over script time, expected against actual, as
/// SVG drawn into the page, with the first divergence marked.
enum TrackCurvesMarkup {
  /// How many fields get a curve (the first to diverge).
  static let fieldsDrawn = 12
  static let width = 560.0
  static let height = 150.0

  static func html(_ result: TrackComparison.Result) -> String {
    var order: [String] = []
    var firstDivergence: [String: Double] = [:]
    for line in result.differingLines {
      for field in line.fields where firstDivergence[field.path] == nil {
        firstDivergence[field.path] = line.time
        order.append(field.path)
      }
    }
    let expected = result.expected.map {
      (TrackComparison.time(of: $0) ?? 0, TrackComparison.numbers(in: $0))
    }
    let actual = result.actual.map { (TrackComparison.time(of: $0) ?? 0, TrackComparison.numbers(in: $0)) }
    var html = "<div class=\"curves\">\n"
    for path in order.prefix(fieldsDrawn) {
      let a = expected.compactMap { t, numbers in numbers[path].map { (t, $0) } }
      let b = actual.compactMap { t, numbers in numbers[path].map { (t, $0) } }
      guard !(a.isEmpty && b.isEmpty) else { continue }
      html += svg(path: path, expected: a, actual: b, divergence: firstDivergence[path])
    }
    if order.count > fieldsDrawn { html += "<p>… and \(order.count - fieldsDrawn) more fields</p>\n" }
    return html + "</div>\n"
  }

  private static func svg(
    path: String, expected: [(Double, Double)], actual: [(Double, Double)], divergence: Double?
  ) -> String {
    let all = expected + actual
    let t0 = all.map(\.0).min() ?? 0
    let t1 = max(all.map(\.0).max() ?? 1, t0 + 1e-9)
    var v0 = all.map(\.1).min() ?? 0
    var v1 = all.map(\.1).max() ?? 1
    if v1 - v0 < 1e-9 {
      v0 -= 1
      v1 += 1
    }
    let margin = 6.0
    func x(_ t: Double) -> Double { margin + (t - t0) / (t1 - t0) * (width - 2 * margin) }
    func y(_ v: Double) -> Double { height - margin - (v - v0) / (v1 - v0) * (height - 2 * margin) }
    func points(_ series: [(Double, Double)]) -> String {
      series.map { String(format: "%.1f,%.1f", x($0.0), y($0.1)) }.joined(separator: " ")
    }
    let e = HTMLReport.escape
    var svg = "<figure class=\"curve\"><figcaption>\(e(path))</figcaption>"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
    svg += "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(e(path)) over time\">"
    svg += "<rect class=\"plot\" x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\"/>"
    if let divergence {
      let at = String(format: "%.1f", x(divergence))
      svg += "<line class=\"divergence\" x1=\"\(at)\" y1=\"0\" x2=\"\(at)\" y2=\"\(Int(height))\">"
      svg += "<title>first divergence at t \(divergence.roundedSpelling())</title></line>"
    }
    svg += "<polyline class=\"expected\" points=\"\(points(expected))\"/>"
    svg += "<polyline class=\"actual\" points=\"\(points(actual))\"/>"
    svg += "</svg><div class=\"scale\">t \(t0.roundedSpelling())–\(t1.roundedSpelling()) s, "
    svg += "\(v0.roundedSpelling(places: 2))–\(v1.roundedSpelling(places: 2))"
    svg += divergence.map { "; first divergence at t \($0.roundedSpelling())" } ?? ""
    svg +=
      " <span class=\"key-expected\">expected</span> <span class=\"key-actual\">actual</span></div></figure>\n"
    return svg
  }
}
