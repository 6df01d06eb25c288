import Testing

@testable import SandboxHost

@Suite struct HTTPRequestTests {
  func read(_ text: String) -> HTTPRequest.Reading { HTTPRequest.read(Array(text.utf8)) }

  @Test func aWholeRequestIsReadWithItsHeadersAndBody() {
    let reading = read("POST /accept?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8\r\nContent-Length: 2\r\n\r\n{}")
    guard case .request(let request) = reading else {
      Issue.record("not read: \(reading)")
      return
    }
    #expect(request.method == "POST" && request.path == "/accept")
    #expect(request.headers["host"] == "127.0.0.1:8" && request.body == Array("{}".utf8))
    #expect(
      read("GET /files/1/1-a%20b.png HTTP/1.1\r\n\r\n")
        == .request(
          HTTPRequest(method: "GET", path: "/files/1/1-a b.png", headers: [:], body: [])))
  }

  @Test func aRequestIsIncompleteUntilItsHeadAndBodyAreIn() {
    #expect(read("GET / HTTP/1.1\r\nHost: x") == .incomplete)
    #expect(read("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nab") == .incomplete)
  }

  @Test func malformedOrOversizedRequestsAreRefusedWithAStatus() {
    func status(_ reading: HTTPRequest.Reading) -> Int? {
      if case .refused(let status, _) = reading { status } else { nil }
    }
    #expect(status(read("NONSENSE\r\n\r\n")) == 400)
    #expect(status(read("GET / HTTP/1.1\r\nOrigin: a\r\norigin: b\r\n\r\n")) == 400)
    #expect(status(read("POST / HTTP/1.1\r\nContent-Length: 999999\r\n\r\n")) == 413)
    #expect(status(read("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n")) == 411)
    #expect(status(read("GET /%zz HTTP/1.1\r\n\r\n")) == 400)
    // A length other than digits, which a proxy in front may read otherwise, and a path that is
    // no file's name (`/cases.json/` was served as the file).
    #expect(status(read("POST / HTTP/1.1\r\nContent-Length: +2\r\n\r\n{}")) == 400)
    #expect(status(read("POST / HTTP/1.1\r\nContent-Length: \r\n\r\n")) == 400)
    #expect(status(read("GET /cases.json/ HTTP/1.1\r\n\r\n")) == 400)
    #expect(status(read("GET / HTTP/1.1\r\n\r\n")) == nil)
    #expect(status(HTTPRequest.read([UInt8](repeating: 65, count: HTTPRequest.maximumHeadBytes + 1))) == 431)
  }
}
