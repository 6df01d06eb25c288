/// Keeps the durations of the latest frames and their median over the last second, for the HUD.
///
/// The loop calls `record(frameDuration:)` once a frame. Storage is two fixed buffers made at
/// creation, so recording and the median allocate nothing; the median of up to `capacity`
/// samples is found in place by selection, in time linear in the number of samples.
struct FrameTimer {
  /// The window the medians cover, in seconds.
  static let window = 1.0

  private var durations: [Double]
  private var scratch: [Double]
  private var count = 0
  private var newest = -1

  /// The median frame duration over the last second, in seconds; 0 before the first frame.
  private(set) var medianFrameDuration = 0.0
  /// The total of every duration recorded, in seconds.
  private(set) var elapsed = 0.0

  /// Creates a timer remembering at most `capacity` frames (at least 1), enough for one second
  /// at `capacity` frames per second.
  init(capacity: Int = 1024) {
    let size = max(capacity, 1)
    durations = Array(repeating: 0, count: size)
    scratch = Array(repeating: 0, count: size)
  }

  /// Frames per second implied by the median frame duration; 0 while unknown.
  var framesPerSecond: Double {
    medianFrameDuration > 0 ? 1 / medianFrameDuration : 0
  }

  /// The median frame duration in milliseconds.
  var medianFrameMilliseconds: Double { medianFrameDuration * 1000 }

  /// Forgets every frame (a new stretch of motion, or another scene), keeping its storage.
  mutating func removeAll() {
    count = 0
    newest = -1
    medianFrameDuration = 0
    elapsed = 0
  }

  /// Adds one frame's duration in seconds; negative, NaN and infinite values are ignored.
  mutating func record(frameDuration: Double) {
    guard frameDuration.isFinite, frameDuration >= 0 else { return }
    newest = (newest + 1) % durations.count
    durations[newest] = frameDuration
    count = min(count + 1, durations.count)
    elapsed += frameDuration
    medianFrameDuration = medianOfLastSecond()
  }

  /// Copies the newest durations that together span at most one second (always at least the
  /// newest one) into `scratch` and selects their median.
  private mutating func medianOfLastSecond() -> Double {
    var taken = 0
    var total = 0.0
    var index = newest
    while taken < count {
      let d = durations[index]
      if taken > 0 && total + d > Self.window { break }
      total += d
      scratch[taken] = d
      taken += 1
      index = index == 0 ? durations.count - 1 : index - 1
    }
    let upper = select(rank: taken / 2, among: taken)
    guard taken % 2 == 0 else { return upper }
    var lower = scratch[0]
    for i in stride(from: 1, to: taken / 2, by: 1) where scratch[i] > lower { lower = scratch[i] }
    return (lower + upper) / 2
  }

  /// Rearranges `scratch[0..<n]` so that `scratch[rank]` holds the value of that rank in sorted
  /// order, with smaller or equal values before it (Hoare's selection).
  private mutating func select(rank: Int, among n: Int) -> Double {
    var low = 0
    var high = n - 1
    while low < high {
      let pivot = scratch[(low + high) / 2]
      var i = low
      var j = high
      while i <= j {
        while scratch[i] < pivot { i += 1 }
        while scratch[j] > pivot { j -= 1 }
        if i <= j {
          scratch.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if rank <= j {
        high = j
      } else if rank >= i {
        low = i
      } else {
        break
      }
    }
    return scratch[rank]
  }
}
