/// The script `motion-sandbox review` adds to the report's page: an Accept and a Reject button
/// beside each failing case's and file's accept command. A click posts the case (and file) to
/// the server as JSON with the page's token, and shows what the server did, or why it refused.
enum ReviewScript {
  /// The script's path on the server.
  static let fileName = "review.js"

  static let source = #"""
    "use strict";
    (function () {
      var token = document.querySelector('meta[name="motion-review-token"]').content;
      function post(action, body, status, buttons) {
        buttons.forEach(function (button) { button.disabled = true; });
        status.textContent = action === "accept" ? "accepting…" : "rejecting…";
        fetch("/" + action, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Motion-Review-Token": token },
          body: JSON.stringify(body)
        }).then(function (response) { return response.json(); }).then(function (result) {
          status.textContent = result.lines.join(" · ");
          status.className = "review-status " + (result.ok ? (action === "accept" ? "accepted" : "rejected") : "refused");
          if (!result.ok) buttons.forEach(function (button) { button.disabled = false; });
        }, function (error) {
          status.textContent = "the server did not answer: " + error.message;
          status.className = "review-status refused";
          buttons.forEach(function (button) { button.disabled = false; });
        });
      }
      function decorate(root) {
      Array.prototype.forEach.call(root.querySelectorAll("p.accept[data-case]"), function (line) {
        var body = { "case": line.getAttribute("data-case") };
        if (line.hasAttribute("data-file")) body.file = line.getAttribute("data-file");
        var accept = document.createElement("button");
        accept.type = "button";
        accept.className = "review accept-button";
        accept.textContent = "Accept";
        var reject = document.createElement("button");
        reject.type = "button";
        reject.className = "review reject-button";
        reject.textContent = "Reject";
        var status = document.createElement("span");
        status.className = "review-status";
        line.appendChild(accept);
        line.appendChild(reject);
        line.appendChild(status);
        accept.addEventListener("click", function () { post("accept", body, status, [accept, reject]); });
        reject.addEventListener("click", function () { post("reject", body, status, [accept, reject]); });
      });
      }
      decorate(document);
      // A long report's sections come as they are needed.
      document.addEventListener("motion-report-section", function (event) { decorate(event.detail); });
      document.documentElement.setAttribute("data-review-ready", "true");
    })();
    """#
}
