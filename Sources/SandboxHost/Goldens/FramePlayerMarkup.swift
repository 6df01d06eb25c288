/// The report's player of expected and actual frames: one frame for a still capture, every
/// frame for a film. `report.js` (`ReportScript`) brings it to life: a frame slider with the
/// differing frames marked under it, play and pause, the arrow keys stepping one frame, and the
/// views side by side, swipe, strobe and diff (differing pixels highlighted over a dimmed
/// frame, the differing region outlined). A film is played from the two films themselves (see
/// `ReportPage.embedFilm`). Without the script the page shows a still's pictures side by side.
enum FramePlayerMarkup {
  /// One frame as the player shows it.
  struct Frame {
    /// Its script time (nil for a still capture).
    var time: Double?
    /// The links of the expected and actual frame's pictures (nil where there is none).
    var expected: String?
    var actual: String?
    /// The region of pixels that differ, or nil.
    var bounds: PixelBounds?
    /// Whether the frame differs at all.
    var differs = true
  }

  /// The two films a film's player plays, as links of their scripts, and the channel tolerance
  /// its diff view marks pixels beyond.
  struct Film {
    var expected: String?
    var actual: String?
    var tolerance: Int
  }

  /// The player's HTML: a `div.player` with its frames as JSON in `data-frames`, the case and
  /// file it shows (which a fragment names), and the frame it opens on.
  static func html(
    page: ReportPage, frames: [Frame], width: Int, height: Int, first: Int, diffImage: String?,
    film: Film? = nil
  ) -> String {
    var items: [JSONOutput] = []
    for frame in frames {
      var members: [(key: String, value: JSONOutput)] = []
      members.append(("t", frame.time.map(JSONOutput.number) ?? .null))
      members.append(("expected", frame.expected.map(JSONOutput.string) ?? .null))
      members.append(("actual", frame.actual.map(JSONOutput.string) ?? .null))
      members.append(("differs", .bool(frame.differs)))
      if let b = frame.bounds {
        members.append(
          (
            "bounds",
            .array([
              .integer(b.minX), .integer(b.minY), .integer(b.maxX - b.minX + 1),
              .integer(b.maxY - b.minY + 1),
            ])
          ))
      } else {
        members.append(("bounds", .null))
      }
      items.append(.object(members))
    }
    let json = JSONWriter(expandedDepth: 0).string(from: .array(items))
    let shown = frames.indices.contains(first) ? frames[first] : frames.first
    let e = HTMLReport.escape
    var html =
      "<div class=\"player\" tabindex=\"0\" data-case=\"\(e(page.caseName))\" data-file=\"\(e(page.fileName))\" "
    html +=
      "data-width=\"\(width)\" data-height=\"\(height)\" data-first=\"\(first)\" data-frames=\"\(e(json))\""
    html += " data-sides=\"\(e(page.sides.expected)),\(e(page.sides.actual))\""
    if let diffImage { html += " data-diff=\"\(e(diffImage))\"" }
    if let film {
      html += " data-film-expected=\"\(e(film.expected ?? ""))\" data-film-actual=\"\(e(film.actual ?? ""))\""
      html += " data-tolerance=\"\(film.tolerance)\""
    }
    html += ">\n"
    if film != nil {
      // A film needs the script: its frames are decoded from the films in the page.
      return html + "<p class=\"none\">The film player needs JavaScript.</p>\n</div>\n"
    }
    // What shows before the script runs (and what a page without scripts keeps).
    html += "<div class=\"stage side\">"
    for (side, caption, link) in [
      ("expected", page.sides.expected, shown?.expected), ("actual", page.sides.actual, shown?.actual),
    ] {
      html += "<figure class=\"\(side)\"><figcaption>\(e(caption))</figcaption><div class=\"frame\">"
      if let link {
        html += "<img src=\"\(e(link))\" alt=\"\(e(caption)) \(e(page.fileName))\" draggable=\"false\">"
      } else {
        html += "<div class=\"none\">none</div>"
      }
      html += "</div></figure>"
    }
    if let diffImage {
      html += "<figure class=\"diffimage\"><figcaption>diff</figcaption><div class=\"frame\">"
      html +=
        "<a href=\"\(e(diffImage))\"><img src=\"\(e(diffImage))\" alt=\"diff \(e(page.fileName))\"></a></div></figure>"
    }
    html += "</div>\n</div>\n"
    return html
  }
}
