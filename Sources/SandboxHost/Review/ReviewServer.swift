import CSDL2
import Foundation

/// `motion-sandbox review REPORT_DIR`: serves a report of `test --report` on 127.0.0.1 with
/// Accept and Reject buttons on each failing case and file (docs/review.md). Accept does what
/// `test --accept` does; Reject removes the actual outputs the failing run kept, so that they
/// cannot be accepted by mistake, and keeps the goldens.
///
/// Safe to leave running: it listens on the loopback address alone; a request that changes a
/// file must carry the token that only the served page knows (a page of another origin cannot
/// read it), come from the server's own origin (`Origin` and `Host`), and be JSON, which a page
/// of another origin cannot send without a preflight the server never grants. Connections are
/// read side by side, each with a time limit, and requests answered one at a time.
final class ReviewServer {
  /// The report folder served.
  let reportDirectory: String
  /// The port it listens on.
  let port: Int
  /// The secret the page's requests carry.
  let token: String
  private let listener: Int32
  private let cases: ReviewCases
  private let log: (String) -> Void

  /// Listens on 127.0.0.1 at `port` (0 for a free one). Throws `InputErrors` when the folder is
  /// no report, and `RunError` when the port cannot be had.
  init(reportDirectory: String, port: Int, log: @escaping (String) -> Void) throws {
    self.reportDirectory = URL(fileURLWithPath: reportDirectory).standardizedFileURL.path
    cases = try ReviewCases.read(reportDirectory: self.reportDirectory)
    guard (0...65535).contains(port) else {
      throw InputErrors(file: nil, line: nil, message: "--port must be from 0 to 65535, not \(port)")
    }
    let descriptor = sandbox_listen_on_loopback(UInt16(port))
    guard descriptor >= 0 else {
      throw RunError("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
    }
    listener = descriptor
    self.port = Int(sandbox_bound_port(descriptor))
    var generator = SystemRandomNumberGenerator()
    // 64 hexadecimal digits, each word padded: an unpadded word made some tokens shorter.
    token = (0..<4).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
    self.log = log
  }

  deinit { close(listener) }

  /// The address the page is served at.
  var address: String { "http://127.0.0.1:\(port)/" }

  /// Serves requests until the process is stopped. Open connections are read side by side
  /// (`poll`), so one that sends nothing, as a browser's preconnect does, holds up no other; each
  /// has `requestTimeLimit` seconds to send its request whole, and the requests are answered one
  /// at a time, as each comes in whole.
  func serve() -> Never {
    // A client gone before its answer is written (a page closed mid-load) makes `write` fail
    // with EPIPE, where the signal would end the server.
    signal(SIGPIPE, SIG_IGN)
    var open: [OpenConnection] = []
    while true {
      // At the cap, new connections wait in the listener's backlog until one closes.
      let listens = open.count < Self.maximumOpenConnections
      var watched = listens ? [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)] : []
      watched += open.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
      _ = poll(&watched, nfds_t(watched.count), 1000)
      let now = ProcessInfo.processInfo.systemUptime
      let first = listens ? 1 : 0
      var still: [OpenConnection] = []
      for (index, connection) in open.enumerated() {
        var connection = connection
        if watched[first + index].revents != 0, let reading = connection.readAvailable() {
          answer(reading, on: connection.descriptor)
        } else if watched[first + index].revents == 0, now >= connection.deadline {
          answer(.incomplete, on: connection.descriptor)
        } else {
          still.append(connection)
        }
      }
      open = still
      if listens, watched[0].revents & Int16(POLLIN) != 0 {
        let descriptor = accept(listener, nil, nil)
        if descriptor >= 0 {
          // Bounds the writing of an answer to a client that does not read it.
          sandbox_set_socket_timeout(descriptor, Int32(Self.requestTimeLimit))
          open.append(OpenConnection(descriptor: descriptor, deadline: now + Self.requestTimeLimit))
        }
      }
    }
  }

  /// Seconds a connection has to send its request whole.
  static let requestTimeLimit = 10.0
  /// The most connections read at once.
  static let maximumOpenConnections = 64

  /// A connection whose request is still coming in.
  private struct OpenConnection {
    let descriptor: Int32
    let deadline: Double
    var received: [UInt8] = []

    /// Reads what has arrived (the connection is readable, so this does not wait): the request
    /// once it is whole or refused, `.incomplete` when the client closed or failed, nil while
    /// more is to come.
    mutating func readAvailable() -> HTTPRequest.Reading? {
      var buffer = [UInt8](repeating: 0, count: 8192)
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { return .incomplete }
      received += buffer[0..<count]
      let reading = HTTPRequest.read(received)
      return reading == .incomplete ? nil : reading
    }
  }

  /// Answers what was read from `connection` and closes it.
  private func answer(_ reading: HTTPRequest.Reading, on connection: Int32) {
    let response: HTTPResponse
    switch reading {
    case .request(let request): response = respond(to: request)
    case .refused(let status, let reason): response = HTTPResponse.text(status, reason)
    case .incomplete: response = HTTPResponse.text(400, "the request ended before it was whole")
    }
    _ = FileBytes.write(response.bytes.span, to: connection)
    close(connection)
  }

  /// The answer to `request`: the report's files, the review script, or an accept or reject.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    // Reads too: a page of another site whose name was made to lead here (DNS rebinding) would
    // otherwise read the report, and the token in it.
    guard isForThisServer(request) else {
      log("review: refused \(request.method) \(request.path): a request for another host")
      return HTTPResponse.text(403, "refused: a request for another host")
    }
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"): return page()
    case ("GET", "/" + ReviewScript.fileName):
      return HTTPResponse(
        status: 200, contentType: "text/javascript; charset=utf-8", body: Array(ReviewScript.source.utf8))
    case ("GET", _): return file(request.path)
    case ("POST", "/accept"), ("POST", "/reject"):
      return change(request, accepting: request.path == "/accept")
    default: return HTTPResponse.text(405, "only GET and POST /accept, /reject")
    }
  }

  /// The report's page, with the token and the review script added.
  private func page() -> HTTPResponse {
    guard var html = try? TextFile.read(reportDirectory + "/index.html") else {
      return HTTPResponse.text(404, "the report has no index.html")
    }
    let added =
      "<meta name=\"motion-review-token\" content=\"\(token)\">\n"
      + "<script src=\"\(ReviewScript.fileName)\" defer></script>\n"
    if let head = html.range(of: "</head>") { html.insert(contentsOf: added, at: head.lowerBound) }
    return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
  }

  /// A file of the report folder, never one outside it.
  private func file(_ path: String) -> HTTPResponse {
    let parts = path.split(separator: "/")
    guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else {
      return HTTPResponse.text(404, "no such file")
    }
    let full = reportDirectory + path
    let resolved = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
    guard resolved.hasPrefix(reportDirectory + "/"), let data = FileManager.default.contents(atPath: resolved)
    else {
      return HTTPResponse.text(404, "no such file")
    }
    return HTTPResponse(status: 200, contentType: HTTPResponse.contentType(of: path), body: [UInt8](data))
  }

  /// Why a request that would change a file is refused, or nil: it must come from this server's
  /// own page.
  func refusal(of request: HTTPRequest) -> String? {
    guard isForThisServer(request), let host = request.headers["host"] else {
      return "a request for another host"
    }
    guard let origin = request.headers["origin"], origin == "http://" + host else {
      return "a request from another origin"
    }
    guard let given = request.headers["x-motion-review-token"], Self.same(given, token) else {
      return "a request without the page's token"
    }
    // Media types are case-insensitive (`Application/JSON` is JSON); parameters may follow.
    let type = request.headers["content-type"]?.lowercased()
    guard type == "application/json" || type?.hasPrefix("application/json;") == true else {
      return "a request that is not JSON"
    }
    return nil
  }

  /// Whether `request` names this server as its host, as a browser does for a page loaded from
  /// it: `127.0.0.1:PORT` or `localhost:PORT`.
  private func isForThisServer(_ request: HTTPRequest) -> Bool {
    guard let host = request.headers["host"] else { return false }
    return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
  }

  /// Compares in time that does not depend on where the texts differ.
  private static func same(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// Why the kept outputs of `found` (in `kept`; `file` alone when given) are not those the
  /// report shows, or nil: a run since the report replaced them, and accepting would make goldens
  /// of outputs no one has seen.
  static func changedOutputs(of found: ReviewCases.Case, in kept: String, file: String?) -> String? {
    let changed = (file.map { [$0] } ?? found.files).filter { name in
      guard let shown = found.digests[name] else { return false }
      let now = FileManager.default.contents(atPath: kept + "/" + name).map(OutputDigest.of)
      return now != nil && now != shown
    }
    guard !changed.isEmpty else { return nil }
    return "\(found.name): \(changed.joined(separator: ", ")) changed since this report was written (a later "
      + "run kept other outputs): run motion-sandbox test --report again to review what it made"
  }

  private func change(_ request: HTTPRequest, accepting: Bool) -> HTTPResponse {
    if let refusal = refusal(of: request) {
      log("review: refused \(request.method) \(request.path): \(refusal)")
      return HTTPResponse.json(403, ok: false, lines: ["refused: \(refusal)"])
    }
    guard let value = try? JSONParser.parse(String(decoding: request.body, as: UTF8.self)),
      let members = value.members,
      case .string(let name) = members.first(where: { $0.key == "case" })?.value.kind
    else {
      return HTTPResponse.json(400, ok: false, lines: ["the body must be {\"case\": NAME, \"file\": NAME}"])
    }
    var file: String?
    if case .string(let given) = members.first(where: { $0.key == "file" })?.value.kind { file = given }
    guard let found = cases.cases.first(where: { $0.name == name }), file.map(found.files.contains) ?? true
    else {
      return HTTPResponse.json(
        404, ok: false, lines: ["the report has no failing case \(name)\(file.map { "/" + $0 } ?? "")"])
    }
    let target = name + (file.map { "/" + $0 } ?? "")
    var lines: [String] = []
    var errors: [InputError] = []
    let suiteCase = SuiteFolder.cases(in: [found.suite], filters: [], errors: &errors).first {
      $0.fullName == name
    }
    guard let suiteCase, errors.isEmpty else {
      return HTTPResponse.json(
        409, ok: false, lines: (errors.map(\.description) + ["\(name) cannot be read"]))
    }
    if accepting {
      if let problem = ActualOutputs.problem(accepting: suiteCase, file: file) {
        return HTTPResponse.json(409, ok: false, lines: [problem.description])
      }
      if let changed = Self.changedOutputs(of: found, in: ActualOutputs.directory(of: suiteCase), file: file)
      {
        log("review: refused to accept \(target): \(changed)")
        return HTTPResponse.json(409, ok: false, lines: [changed])
      }
      let status = Commands.accept(TestOptions(suites: [found.suite]), targets: [target]) { lines.append($0) }
      log("review: accepted \(target)")
      return HTTPResponse.json(
        status == Commands.success ? 200 : 500, ok: status == Commands.success, lines: lines)
    }
    let kept = ActualOutputs.directory(of: suiteCase)
    if let file {
      try? FileManager.default.removeItem(atPath: kept + "/" + file)
    } else {
      ActualOutputs.discard(of: suiteCase)
    }
    log("review: rejected \(target)")
    return HTTPResponse.json(
      200, ok: true, lines: ["REJECT \(target): the golden stays; the actual outputs are dropped"])
  }
}
