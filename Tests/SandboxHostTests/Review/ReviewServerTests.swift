import Foundation
import Testing

@testable import SandboxHost

@Suite struct ReviewServerTests {
  func server(_ folder: TemporaryDirectory) throws -> ReviewServer {
    try folder.write("index.html", "<html><head><title>r</title></head><body></body></html>")
    try folder.write(
      "cases.json", "{\"cases\": [{\"case\": \"s/c\", \"suite\": \"/nowhere\", \"files\": [\"a.png\"]}]}")
    return try ReviewServer(reportDirectory: folder.url.path, port: 0, log: { _ in })
  }

  func request(_ server: ReviewServer, headers: [String: String]) -> HTTPRequest {
    HTTPRequest(method: "POST", path: "/accept", headers: headers, body: Array("{\"case\": \"s/c\"}".utf8))
  }

  @Test func onlyTheServedPagesOwnJSONRequestsWithItsTokenMayChangeFiles() throws {
    let folder = try TemporaryDirectory()
    let server = try server(folder)
    let own = [
      "host": "127.0.0.1:\(server.port)", "origin": "http://127.0.0.1:\(server.port)",
      "x-motion-review-token": server.token, "content-type": "application/json",
    ]
    #expect(server.refusal(of: request(server, headers: own)) == nil)
    var foreign = own
    foreign["origin"] = "http://evil.example"
    #expect(server.refusal(of: request(server, headers: foreign)) == "a request from another origin")
    var noOrigin = own
    noOrigin["origin"] = nil
    #expect(server.refusal(of: request(server, headers: noOrigin)) == "a request from another origin")
    var rebound = own
    rebound["host"] = "evil.example:\(server.port)"
    rebound["origin"] = "http://evil.example:\(server.port)"
    #expect(server.refusal(of: request(server, headers: rebound)) == "a request for another host")
    var guessed = own
    guessed["x-motion-review-token"] = String(server.token.reversed())
    #expect(server.refusal(of: request(server, headers: guessed)) == "a request without the page's token")
    var form = own
    form["content-type"] = "text/plain"
    #expect(server.refusal(of: request(server, headers: form)) == "a request that is not JSON")
    form["content-type"] = "application/jsonp"
    #expect(server.refusal(of: request(server, headers: form)) == "a request that is not JSON")
    // Media types are case-insensitive: this was refused as not JSON.
    var spelled = own
    spelled["content-type"] = "Application/JSON; charset=utf-8"
    #expect(server.refusal(of: request(server, headers: spelled)) == nil)
    #expect(server.token.count == 64 && server.token.allSatisfy(\.isHexDigit))
    #expect(server.respond(to: request(server, headers: foreign)).status == 403)
  }

  @Test func thePageCarriesTheTokenAndFilesOutsideTheReportAreNotServed() throws {
    let folder = try TemporaryDirectory()
    let server = try server(folder)
    let own = ["host": "localhost:\(server.port)"]
    let page = server.respond(to: HTTPRequest(method: "GET", path: "/", headers: own, body: []))
    #expect(String(decoding: page.body, as: UTF8.self).contains("content=\"\(server.token)\""))
    for path in ["/../cases.json", "/.hidden", "/../../etc/passwd", "/missing.png"] {
      #expect(
        server.respond(to: HTTPRequest(method: "GET", path: path, headers: own, body: [])).status == 404)
    }
    #expect(
      server.respond(to: HTTPRequest(method: "GET", path: "/cases.json", headers: own, body: [])).status
        == 200)
    #expect(
      server.respond(to: HTTPRequest(method: "DELETE", path: "/", headers: own, body: [])).status == 405)
  }

  @Test func aPageOfAnotherHostNameGetsNothingNotEvenThePage() throws {
    // A site whose name was made to lead to 127.0.0.1 (DNS rebinding) read the page, its token
    // and the report: only changes checked the host.
    let folder = try TemporaryDirectory()
    let server = try server(folder)
    for headers in [["host": "evil.example:\(server.port)"], [:], ["host": "127.0.0.1:1"]] {
      for path in ["/", "/index.html", "/cases.json", "/" + ReviewScript.fileName] {
        let answer = server.respond(to: HTTPRequest(method: "GET", path: path, headers: headers, body: []))
        #expect(answer.status == 403, "\(path) \(headers)")
        #expect(!String(decoding: answer.body, as: UTF8.self).contains(server.token))
      }
    }
  }

  @Test func noAnswerMayBeShownInsideAnotherSitesPage() throws {
    // Framed under a decoy, the page's own Accept could be clicked (clickjacking).
    let folder = try TemporaryDirectory()
    let server = try server(folder)
    let page = server.respond(
      to: HTTPRequest(method: "GET", path: "/", headers: ["host": "127.0.0.1:\(server.port)"], body: []))
    let head = String(decoding: page.bytes, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
    #expect(head.contains("\r\nX-Frame-Options: DENY\r\n"))
    #expect(head.contains("\r\nContent-Security-Policy: frame-ancestors 'none'; script-src 'self';"))
  }

  @Test func noPageButTheReportsOwnIsShownOnItsOrigin() throws {
    // A page (or an SVG) in a report's files, from a blob of anyone's pull request, would run on
    // the origin that can accept goldens; it is sent to be downloaded.
    let folder = try TemporaryDirectory()
    let server = try server(folder)
    try FileManager.default.createDirectory(atPath: folder.path("files/1"), withIntermediateDirectories: true)
    try folder.write("files/1/x.html", "<script>fetch('/accept')</script>")
    let own = ["host": "127.0.0.1:\(server.port)"]
    let page = server.respond(to: HTTPRequest(method: "GET", path: "/files/1/x.html", headers: own, body: []))
    #expect(page.status == 200 && page.contentType == "application/octet-stream")
    #expect(
      server.respond(to: HTTPRequest(method: "GET", path: "/", headers: own, body: [])).contentType.hasPrefix(
        "text/html"))
  }

  @Test func aFolderThatIsNoReportIsBadInput() throws {
    let folder = try TemporaryDirectory()
    #expect(throws: InputErrors.self) {
      try ReviewServer(reportDirectory: folder.url.path, port: 0, log: { _ in })
    }
  }
}
