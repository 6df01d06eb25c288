/// Which interaction of a scene file loaded again is which interaction of the scene before it:
/// what carries a tuned spring across an edit of the file that adds, removes or reorders
/// interactions, so the tuning stays with its interaction rather than with its place.
///
/// An interaction is the one of the same type on the element of the same name (the first such
/// before is the first such after, the second the second, and so on). One left over on both
/// sides at the same index, of the same type, is the same interaction too: its element was
/// renamed. Linear in the interactions.
struct InteractionMatch: Equatable {
  /// What names an interaction across a reload.
  struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The interaction's type, as the scene file spells it.
    var type: String
    /// The name of the element it acts on.
    var element: String

    /// `tossable on "square"`, as messages name an interaction.
    var description: String { "\(type) on \"\(element)\"" }
  }

  /// For each interaction of the new scene, the index of the same interaction in the old one,
  /// or nil for a new interaction.
  let oldIndex: [Int?]
  /// For each interaction of the old scene, its index in the new one, or nil for one gone.
  let newIndex: [Int?]
  /// What each interaction of the old scene is, as messages name it.
  let oldKeys: [Key]

  /// The match of `old`'s interactions with `new`'s, by key (see the type's comment).
  init(old: [Key], new: [Key]) {
    var queue = InteractionQueue(old)
    var oldIndex = [Int?](repeating: nil, count: new.count)
    var newIndex = [Int?](repeating: nil, count: old.count)
    for (index, key) in new.enumerated() {
      guard let found = queue.takeFirst(of: key) else { continue }
      oldIndex[index] = found
      newIndex[found] = index
    }
    for index in 0..<min(old.count, new.count)
    where oldIndex[index] == nil && newIndex[index] == nil && old[index].type == new[index].type {
      oldIndex[index] = index
      newIndex[index] = index
    }
    self.oldIndex = oldIndex
    self.newIndex = newIndex
    oldKeys = old
  }

  /// The match of the interactions of `old`, a scene, with those of `new`, the same file loaded
  /// again.
  init(old: LoadedScene, new: LoadedScene) {
    self.init(old: Self.keys(of: old), new: Self.keys(of: new))
  }

  /// Whether every interaction kept its index (and none came or went).
  var keepsEveryIndex: Bool {
    oldIndex.count == newIndex.count && oldIndex.indices.allSatisfy { oldIndex[$0] == $0 }
  }

  /// The key of each of `loaded`'s interactions, in order.
  static func keys(of loaded: LoadedScene) -> [Key] {
    loaded.runtime.interactions.map {
      Key(type: InteractionType.name(of: $0.interaction), element: $0.element.name)
    }
  }
}
