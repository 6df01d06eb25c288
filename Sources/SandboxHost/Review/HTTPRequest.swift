/// One HTTP/1.1 request as `motion-sandbox review` reads it: its method, path, headers (names in
/// lower case) and body. Requests are small (a page, a picture, an accept): a head over
/// `maximumHeadBytes` or a body over `maximumBodyBytes` is refused rather than read.
struct HTTPRequest: Sendable, Equatable {
  static let maximumHeadBytes = 16 << 10
  static let maximumBodyBytes = 64 << 10

  var method: String
  /// The path without its query, percent-decoded.
  var path: String
  var headers: [String: String]
  var body: [UInt8]

  /// What reading the bytes so far gives.
  enum Reading: Equatable {
    /// The whole request.
    case request(HTTPRequest)
    /// More bytes are needed.
    case incomplete
    /// The bytes are no request this server takes, with the status to answer.
    case refused(status: Int, reason: String)
  }

  /// Reads `bytes`, the start of a connection's input.
  static func read(_ bytes: [UInt8]) -> Reading {
    let end: [UInt8] = [13, 10, 13, 10]
    guard let headEnd = firstIndex(of: end, in: bytes) else {
      return bytes.count > maximumHeadBytes
        ? .refused(status: 431, reason: "the request's head is too long") : .incomplete
    }
    guard headEnd <= maximumHeadBytes, let head = String(validating: bytes[..<headEnd], as: UTF8.self) else {
      return .refused(status: 400, reason: "the request's head is not UTF-8 text of at most 16 KB")
    }
    let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
      return .refused(status: 400, reason: "not an HTTP/1 request line")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else {
        return .refused(status: 400, reason: "a header without a colon")
      }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      // A header given twice could say two things to two readers: refused.
      guard headers[name] == nil else {
        return .refused(status: 400, reason: "the header \(name) is given twice")
      }
      headers[name] = value
    }
    var length = 0
    if let given = headers["content-length"] {
      // Digits only (RFC 9110): `+21` or ` 21` may be read otherwise by a proxy in front.
      guard !given.isEmpty, given.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(given) else {
        return .refused(status: 400, reason: "a bad Content-Length")
      }
      guard number <= maximumBodyBytes else { return .refused(status: 413, reason: "the body is too long") }
      length = number
    }
    if headers["transfer-encoding"] != nil { return .refused(status: 411, reason: "give a Content-Length") }
    let bodyStart = headEnd + 4
    guard bytes.count >= bodyStart + length else { return .incomplete }
    let target = parts[1]
    let rawPath = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    // A path names a file or the page: `/cases.json/` is no file's name.
    guard let path = percentDecoded(String(rawPath)), path.hasPrefix("/"), path == "/" || !path.hasSuffix("/")
    else {
      return .refused(status: 400, reason: "a bad path")
    }
    return .request(
      HTTPRequest(
        method: String(parts[0]), path: path, headers: headers,
        body: Array(bytes[bodyStart..<(bodyStart + length)])))
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if Array(bytes[start..<(start + needle.count)]) == needle { return start }
    }
    return nil
  }

  /// `text` with its `%XX` escapes decoded, or nil when one is malformed or the result is not
  /// UTF-8.
  static func percentDecoded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      else {
        return nil
      }
      bytes.append(value)
      utf8 = utf8.dropFirst(2)
    }
    return String(validating: bytes, as: UTF8.self)
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
