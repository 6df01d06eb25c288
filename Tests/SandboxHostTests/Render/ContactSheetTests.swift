import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct ContactSheets {
    @Test func timeLabelsHaveThreeDecimals() {
      #expect(ContactSheet.timeLabel(seconds: 0.5) == "t = 0.500 s")
      #expect(ContactSheet.timeLabel(seconds: 1.25) == "t = 1.250 s")
      #expect(ContactSheet.timeLabel(seconds: 12.0004) == "t = 12.000 s")
      #expect(ContactSheet.timeLabel(seconds: 0.0996) == "t = 0.100 s")
      #expect(ContactSheet.timeLabel(seconds: .nan) == "t = ? s")
    }

    @Test func aLabelFitsItsTileAndKeepsItsTime() throws {
      // Eighty-character capture names ran past their tiles over the neighbouring labels.
      let canvas = try OffscreenCanvas(width: 100, height: 100, supersampling: 1)
      let text = try TextRenderer(renderer: canvas.renderer)
      let long = String(repeating: "a-long-capture-name-", count: 4) + "0.png, t = 0.100 s"
      let fitted = ContactSheet.fitted(long, toWidth: 400, text: text)
      #expect(fitted.hasSuffix("0.png, t = 0.100 s") && fitted.contains("…"), "\(fitted)")
      #expect(fitted.hasPrefix("a-long-capture"), "\(fitted)")
      #expect(text.width(of: fitted) <= 400)
      // Names that share a long start keep their different ends.
      let other = String(repeating: "a-long-capture-name-", count: 4) + "1.png, t = 0.200 s"
      #expect(ContactSheet.fitted(other, toWidth: 400, text: text).hasSuffix("1.png, t = 0.200 s"))
      #expect(
        ContactSheet.fitted("short.png, t = 0.300 s", toWidth: 400, text: text) == "short.png, t = 0.300 s")
      // A tile too narrow even for the time shows the label's start.
      let narrow = ContactSheet.fitted(long, toWidth: 60, text: text)
      #expect(narrow.hasPrefix("a") && narrow.contains("…") && text.width(of: narrow) <= 60, "\(narrow)")
      // In 64-pixel tiles the labels read `t =…0 s` and `lan…0 s`: a frame keeps its time, a
      // named capture its name.
      #expect(ContactSheet.fitted("t = 1.250 s", toWidth: 60, text: text) == "1.250 s")
      #expect(ContactSheet.fitted("landing.png, t = 3.000 s", toWidth: 60, text: text) == "landing")
      #expect(ContactSheet.fitted("in-flight.png, t = 1.000 s", toWidth: 116, text: text) == "in-flight.png")
      let tiny = ContactSheet.fitted("t = 12.250 s", toWidth: 30, text: text)
      #expect(tiny.contains("…") && !tiny.hasPrefix("t") && text.width(of: tiny) <= 30, "\(tiny)")
    }

    @Test func aSheetOfManyImagesShowsThemSmallerToFitACanvas() {
      // 501 frames of `--every 0.0001` made a 2620 × 65280 sheet that no canvas could hold,
      // and the replay failed at its end.
      #expect(ContactSheet.fit(count: 5, cellWidth: 640, cellHeight: 480)! == (3, 1.0))
      for count in [60, 501, 5_000] {
        guard let layout = ContactSheet.fit(count: count, cellWidth: 640, cellHeight: 480) else {
          Issue.record("\(count) cells did not fit")
          continue
        }
        let width = ContactSheet.spacing + layout.columns * (Int(640 * layout.scale) + ContactSheet.spacing)
        let rows = (count + layout.columns - 1) / layout.columns
        let height =
          ContactSheet.spacing + rows
          * (Int(480 * layout.scale) + ContactSheet.labelHeight + ContactSheet.spacing)
        #expect(width <= 16384 && height <= 16384 && width * height <= OffscreenCanvas.pixelBudget)
        // A sheet that fits keeps its cells as wide as asked.
        #expect(count > 60 || layout.scale == 1)
      }
      #expect(ContactSheet.fit(count: 1_000_000, cellWidth: 640, cellHeight: 480) == nil)
    }

    @Test func fiveImagesMakeAThreeByTwoGrid() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let colours = [
        Color(red: 200, green: 0, blue: 0), Color(red: 0, green: 200, blue: 0),
        Color(red: 0, green: 0, blue: 200), Color(red: 200, green: 200, blue: 0),
        Color(red: 0, green: 200, blue: 200),
      ]
      var items: [ContactSheet.Item] = []
      for (i, colour) in colours.enumerated() {
        let path = folder.file("frame\(i).png")
        try writeImage(path, width: 400, height: 300, fill: colour)
        items.append(ContactSheet.Item(path: path, label: ContactSheet.timeLabel(seconds: Double(i) / 2)))
      }
      let sheetPath = folder.file("sheet.png")
      try ContactSheet.write(items, to: sheetPath, cellWidth: 320)
      let sheet = try RGBAImage(contentsOfPNG: sheetPath)
      // ceil(√5) = 3 columns, 2 rows; images shrink from 400 × 300 to 320 × 240; cells are
      // 12 px apart with a 26 px label band: 12 + 3·(320 + 12) by 12 + 2·(240 + 26 + 12).
      #expect(sheet.width == 1008 && sheet.height == 568)
      for (i, colour) in colours.enumerated() {
        let x = 12 + (i % 3) * 332
        let y = 12 + (i / 3) * 278
        #expect(sheet.pixel(x: x + 160, y: y + 120) == colour, "cell \(i)")
        #expect(sheet.pixel(x: x + 1, y: y + 1) == colour, "cell \(i) corner")
        // The label band under the image holds some light text.
        var text = 0
        for ly in (y + 240)..<(y + 266) {
          for lx in x..<(x + 320) where sheet.pixel(x: lx, y: ly).red > 120 { text += 1 }
        }
        #expect(text > 20, "label of cell \(i)")
      }
      // The sixth cell is empty.
      #expect(sheet.pixel(x: 12 + 2 * 332 + 160, y: 12 + 278 + 120) == ContactSheet.background)
    }

    @Test func smallImagesAreNotEnlargedAndBadInputThrows() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.file("small.png")
      try writeImage(path, width: 100, height: 50, fill: Color(red: 1, green: 2, blue: 3))
      try ContactSheet.write([ContactSheet.Item(path: path, label: "one")], to: folder.file("s.png"))
      let sheet = try RGBAImage(contentsOfPNG: folder.file("s.png"))
      #expect(sheet.width == 12 + 100 + 12 && sheet.height == 12 + 50 + 26 + 12)
      #expect(throws: ImageError.self) { try ContactSheet.write([], to: folder.file("e.png")) }
      #expect(throws: ImageError.missing(path: folder.file("gone.png"))) {
        try ContactSheet.write(
          [ContactSheet.Item(path: folder.file("gone.png"), label: "x")], to: folder.file("e.png"))
      }
      #expect(!FileManager.default.fileExists(atPath: folder.file("e.png")))
    }
  }
}
