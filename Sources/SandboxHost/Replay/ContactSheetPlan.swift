import Foundation

/// The extra frames of `replay --contact-sheet --every S`: the state at t = k·S of script time
/// (k = 0, 1, 2, …, up to the replay's last frame), drawn like captures into a temporary folder
/// and laid out on the sheet with the script's captures, in time order, each labelled.
struct ContactSheetPlan {
  /// The most frames `--every` may add, so a tiny interval cannot exhaust memory and disk.
  static let maximumFrames = 500

  /// Seconds between frames; nil when only the captures are shown.
  let interval: Double?
  /// Where the extra frames are drawn; removed by `removeFrames()`.
  let folder: String
  /// The extra frames drawn so far, with their script times.
  private(set) var frames: [(path: String, time: Double)] = []
  private var nextIndex = 0

  init(interval: Double?) {
    self.interval = interval
    folder = NSTemporaryDirectory() + "motion-sandbox-sheet-" + UUID().uuidString
  }

  /// The faults of `--every` and `--tile-width`.
  static func problems(with options: ReplayOptions) -> [InputError] {
    var errors: [InputError] = []
    if let every = options.sheetInterval {
      if !(every.isFinite && every > 0) {
        errors.append(
          InputError(file: nil, line: nil, message: "--every must be a number of seconds above 0"))
      } else if !options.contactSheet {
        errors.append(InputError(file: nil, line: nil, message: "--every needs --contact-sheet"))
      }
    }
    if !(64...4096).contains(options.tileWidth) {
      errors.append(InputError(file: nil, line: nil, message: "--tile-width must be from 64 to 4096 pixels"))
    }
    return errors
  }

  /// The frame times not yet drawn that fall before `time` (or at it, when `including`), each
  /// handed out once, in order.
  mutating func due(before time: Double, including: Bool) -> [Double] {
    guard let interval else { return [] }
    var times: [Double] = []
    while frames.count + times.count < Self.maximumFrames {
      let t = Double(nextIndex) * interval
      guard t < time || (including && t == time) else { break }
      times.append(t)
      nextIndex += 1
    }
    return times
  }

  /// The path for the next extra frame, its folder created.
  mutating func path(for time: Double) throws -> String {
    try OutputFolder.create(folder)
    let path = folder + "/frame-\(frames.count).png"
    frames.append((path, time))
    return path
  }

  /// The sheet's items: the script's captures labelled with their names and t, the extra
  /// frames with t alone (left out where a capture shows the same moment), in time order.
  func items(captures: [(path: String, time: Double)]) -> [ContactSheet.Item] {
    var entries: [(time: Double, order: Int, item: ContactSheet.Item)] = []
    for (order, capture) in captures.enumerated() {
      let name = URL(fileURLWithPath: capture.path).lastPathComponent
      let label = name + ", " + ContactSheet.timeLabel(seconds: capture.time)
      entries.append((capture.time, order, ContactSheet.Item(path: capture.path, label: label)))
    }
    // A frame at k·S shows a capture's moment when it is that time but for the rounding of the
    // product (3 × 0.1 is 0.30000000000000004, a capture line's 0.3 is 0.3).
    let captureTimes = captures.map(\.time).sorted()
    func isCaptured(_ time: Double) -> Bool {
      let tolerance = 1e-9 * max(1, abs(time))
      var low = 0
      var high = captureTimes.count
      while low < high {
        let middle = (low + high) / 2
        if captureTimes[middle] < time - tolerance { low = middle + 1 } else { high = middle }
      }
      return low < captureTimes.count && captureTimes[low] <= time + tolerance
    }
    for (order, frame) in frames.enumerated() where !isCaptured(frame.time) {
      let item = ContactSheet.Item(path: frame.path, label: ContactSheet.timeLabel(seconds: frame.time))
      entries.append((frame.time, captures.count + order, item))
    }
    entries.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    return entries.map(\.item)
  }

  /// Deletes the extra frames' folder.
  func removeFrames() {
    try? FileManager.default.removeItem(atPath: folder)
  }
}
