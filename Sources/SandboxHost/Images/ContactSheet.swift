import CSDL2
import Foundation
import Motion

/// One grid image of several PNG files, each cell labelled (for instance with its capture time),
/// to look at a replay at a glance.
package enum ContactSheet {
  /// One image of the sheet and the text written under it.
  struct Item: Equatable, Sendable {
    /// The PNG file shown.
    var path: String
    /// The text under the image, such as `t = 0.500 s`.
    var label: String

    /// Creates an item.
    init(path: String, label: String) {
      self.path = path
      self.label = label
    }
  }

  /// The widest an image is shown, in pixels, unless the caller asks otherwise: wide enough
  /// that the debug overlay's text stays readable on an 800-point scene.
  package static let defaultCellWidth = 640
  /// The most columns a sheet has; more images make more rows.
  static let maximumColumns = 4
  /// The space around and between cells, in pixels.
  static let spacing = 12
  /// The height of the label under each cell, in pixels.
  static let labelHeight = 26

  /// How `count` cells of at most `cellWidth` × `cellHeight` pixels are laid out: in ceil(√n)
  /// columns, at most `maximumColumns` unless the rows would be taller than a canvas may be,
  /// and scaled down (by `scale`) until the sheet fits a canvas (`OffscreenCanvas`'s limits:
  /// 16384 pixels a side, `pixelBudget` in all); nil when not even cells of 16 pixels fit.
  static func fit(count: Int, cellWidth: Int, cellHeight: Int) -> (columns: Int, scale: Double)? {
    let side = 16384
    var scale = 1.0
    while Double(max(cellWidth, cellHeight)) * scale >= 16 {
      let width = max(1, Int(Double(cellWidth) * scale))
      let height = max(1, Int(Double(cellHeight) * scale))
      func sheetHeight(_ columns: Int) -> Int {
        spacing + (count + columns - 1) / columns * (height + labelHeight + spacing)
      }
      var columns = min(maximumColumns, Int(Double(count).squareRoot().rounded(.up)))
      while columns < count, sheetHeight(columns) > side { columns += 1 }
      let sheetWidth = spacing + columns * (width + spacing)
      if sheetWidth <= side, sheetHeight(columns) <= side,
        sheetWidth * sheetHeight(columns) <= OffscreenCanvas.pixelBudget
      {
        return (columns, scale)
      }
      scale *= 0.9
    }
    return nil
  }
  /// The sheet's background.
  static let background = Color(red: 18, green: 18, blue: 24)

  /// The label for a capture at `seconds`: `t = 0.500 s` (three decimals).
  static func timeLabel(seconds: Double) -> String {
    guard seconds.isFinite else { return timePrefix + "? s" }
    let thousandths = Int((abs(seconds) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return timePrefix + "\(seconds < 0 && thousandths > 0 ? "-" : "")\(thousandths / 1000).\(padded) s"
  }

  /// Writes a PNG at `path` showing `items` in order, row by row, in ceil(√n) columns on a dark
  /// background: each image scaled down (never up) to at most `cellWidth` pixels wide, keeping
  /// its proportions, framed, with its label centred under it (at most `maximumColumns`). So
  /// many images that the sheet would pass a canvas's limits are shown smaller, in more columns
  /// if need be (see `fit(count:cellWidth:cellHeight:)`).
  ///
  /// Throws `ImageError` for an input file that is missing, not a PNG or unreadable, or for an
  /// empty list; `SDLError` when drawing or writing fails.
  static func write(_ items: [Item], to path: String, cellWidth: Int = defaultCellWidth)
    throws
  {
    guard !items.isEmpty else {
      throw ImageError.invalidArgument(name: "contact sheet", reason: "no images to show")
    }
    guard cellWidth > 0 else {
      throw ImageError.invalidArgument(name: "cellWidth", reason: "\(cellWidth) is not positive")
    }
    // First the sizes only (a PNG's header), so the layout is known before any image is
    // decoded; then one image at a time, shrunk straight to its cell and drawn: holding every
    // frame decoded took gigabytes for 500 frames of a large scene.
    var sizes: [(width: Int, height: Int)] = []
    for item in items {
      let size = try PNGHeader.size(of: item.path)
      let width = min(cellWidth, size.width)
      let height = max(1, Int((Double(size.height) * Double(width) / Double(size.width)).rounded()))
      sizes.append((width, height))
    }
    guard
      let layout = fit(
        count: sizes.count, cellWidth: sizes.map(\.width).max()!, cellHeight: sizes.map(\.height).max()!)
    else {
      throw ImageError.invalidArgument(
        name: "contact sheet", reason: "\(sizes.count) images do not fit on one sheet")
    }
    if layout.scale < 1 {
      sizes = sizes.map { size in
        (max(1, Int(Double(size.width) * layout.scale)), max(1, Int(Double(size.height) * layout.scale)))
      }
    }
    let columns = layout.columns
    let rows = (items.count + columns - 1) / columns
    let cellW = sizes.map(\.width).max()!
    let cellH = sizes.map(\.height).max()!
    let canvas = try OffscreenCanvas(
      width: spacing + columns * (cellW + spacing),
      height: spacing + rows * (cellH + labelHeight + spacing), supersampling: 1)
    let renderer = canvas.renderer
    let text = try TextRenderer(renderer: renderer, pointSize: 14)
    SDL_SetRenderDrawColor(renderer.pointer, background.red, background.green, background.blue, 255)
    SDL_RenderClear(renderer.pointer)
    for (index, item) in items.enumerated() {
      let decoded = try RGBAImage(contentsOfPNG: item.path)
      let size = sizes[index]
      let image =
        decoded.width == size.width && decoded.height == size.height
        ? decoded : try decoded.shrunk(toWidth: size.width, height: size.height)
      let cellX = spacing + (index % columns) * (cellW + spacing)
      let cellY = spacing + (index / columns) * (cellH + labelHeight + spacing)
      let x = cellX + (cellW - image.width) / 2
      let y = cellY + (cellH - image.height) / 2
      SDL_SetRenderDrawColor(renderer.pointer, 70, 70, 84, 255)
      var frame = SDL_Rect(
        x: Int32(x - 1), y: Int32(y - 1), w: Int32(image.width + 2), h: Int32(image.height + 2))
      SDL_RenderDrawRect(renderer.pointer, &frame)
      let texture = try Texture(surface: image.surface, renderer: renderer)
      var target = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(image.width), h: Int32(image.height))
      if SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target) != 0 {
        throw SDLError.last("SDL_RenderCopy")
      }
      let label = Self.fitted(item.label, toWidth: Double(cellW - 4), text: text)
      let labelWidth = try text.size(of: label).width
      try text.draw(
        label, x: Double(cellX + (cellW - labelWidth) / 2),
        y: Double(cellY + cellH + (labelHeight - text.lineHeight) / 2 + 2),
        color: Color(red: 220, green: 220, blue: 230))
    }
    try canvas.capture(to: path)
  }

  /// `label` cut to `width` pixels, so neighbouring labels never run into each other: a
  /// capture's name loses characters from its middle (names that share a long start stay
  /// apart), its time stays whole while it fits. A tile too narrow for both shows the name,
  /// which says which capture it is, without `.png` when that does not fit either; a frame's
  /// time drops its `t = ` before it loses a digit (a label cut in its middle, `t =…0 s`, said
  /// nothing).
  static func fitted(_ label: String, toWidth width: Double, text: TextRenderer) -> String {
    let whole = text.elided(label, toWidth: width, cut: .middle)
    guard whole != label else { return whole }
    guard let timeStart = label.range(of: ", t = ", options: .backwards)?.lowerBound else {
      guard label.hasPrefix(timePrefix) else { return whole }
      return text.elided(String(label.dropFirst(timePrefix.count)), toWidth: width, cut: .middle)
    }
    let name = String(label[..<timeStart])
    let time = String(label[timeStart...])
    if text.width(of: time) <= width {
      let shortName = text.elided(name, toWidth: width - text.width(of: time), cut: .middle)
      if shortName.count > 1 { return shortName + time }
    }
    let bareName = name.hasSuffix(".png") && text.width(of: name) > width ? String(name.dropLast(4)) : name
    return text.elided(bareName, toWidth: width, cut: .middle)
  }

  /// What a time label starts with (see `timeLabel(seconds:)`).
  private static let timePrefix = "t = "
}
