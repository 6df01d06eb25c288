/// An answer of `motion-sandbox review`: a status, a type and a body, sent with headers that
/// keep a browser from guessing types, caching, sending the address on, or showing the page
/// inside another site's (where that site could lay it under a decoy and have its Accept clicked).
struct HTTPResponse: Sendable, Equatable {
  var status: Int
  var contentType: String
  var body: [UInt8]

  /// A plain-text answer.
  static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
  }

  /// `{"ok": …, "lines": […]}`: what an accept or reject did, as the page shows it.
  static func json(_ status: Int, ok: Bool, lines: [String]) -> HTTPResponse {
    let body = JSONWriter(expandedDepth: 0).string(
      from: .object([("ok", .bool(ok)), ("lines", .array(lines.map(JSONOutput.string)))]))
    return HTTPResponse(status: status, contentType: "application/json", body: Array(body.utf8))
  }

  /// The type of a report's file by its name. The one page is the report's own, served apart:
  /// any other HTML (or SVG, which may hold a script) is sent to be downloaded, never shown on
  /// the origin whose page can accept goldens.
  static func contentType(of path: String) -> String {
    switch path.split(separator: ".").last.map({ $0.lowercased() }) {
    case "js": "text/javascript; charset=utf-8"
    case "png": "image/png"
    case "json": "application/json"
    case "jsonl": "application/jsonl"
    case "xml": "application/xml"
    default: "application/octet-stream"
    }
  }

  private static let reasons = [
    200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    409: "Conflict", 411: "Length Required", 413: "Content Too Large", 431: "Request Header Fields Too Large",
    500: "Internal Server Error",
  ]

  /// The whole answer as sent.
  var bytes: [UInt8] {
    let head =
      "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\nContent-Type: \(contentType)\r\n"
      + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
      + "Referrer-Policy: no-referrer\r\nX-Frame-Options: DENY\r\n"
      // No page may frame it (a decoy's click on Accept), and only the report's own script files
      // run: no inline script or handler that a report's contents might carry.
      + "Content-Security-Policy: frame-ancestors 'none'; script-src 'self'; object-src 'none'; base-uri 'none'\r\n"
      + "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }
}
