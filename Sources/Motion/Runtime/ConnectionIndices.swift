/// The indices of the runtime's connections one interaction made, in the order it made them.
///
/// The first two are kept without an array: a tossable makes two connections (its release
/// velocity and its position). Any further ones go in an array. The first two are stored as
/// `Int32`: a runtime holds far fewer connections than that (each is an object, and memory runs
/// out first), and a larger index stops the program rather than being stored wrong.
struct ConnectionIndices: Sequence {
  /// The first and second index, −1 while there is none.
  private var first: Int32 = -1
  private var second: Int32 = -1
  /// The indices after the second.
  private var others: [Int] = []

  /// How many indices there are.
  var count: Int {
    guard first >= 0 else { return 0 }
    return second >= 0 ? 2 + others.count : 1
  }

  /// Appends `index` after the others.
  mutating func append(_ index: Int) {
    if first < 0 {
      first = Int32(index)
    } else if second < 0 {
      second = Int32(index)
    } else {
      others.append(index)
    }
  }

  func makeIterator() -> Iterator { Iterator(indices: self) }

  /// Iterates the indices as they were when the iteration began.
  struct Iterator: IteratorProtocol {
    fileprivate let indices: ConnectionIndices
    private var position = 0

    fileprivate init(indices: ConnectionIndices) {
      self.indices = indices
    }

    mutating func next() -> Int? {
      guard position < indices.count else { return nil }
      defer { position += 1 }
      switch position {
      case 0: return Int(indices.first)
      case 1: return Int(indices.second)
      default: return indices.others[position - 2]
      }
    }
  }
}
