/// How a tossable's spring follows its destinations as they move.
extension Tossable {
  /// Starts following `destinations`, those it was made with (and, for a tossable that glides,
  /// the deceleration rate); the deinit stops it, so the closures hold the tossable unowned, not
  /// weak. A lone destination that no one watches yet is followed as its watcher.
  func follow(_ destinations: [ReactiveProperty<Point>]) {
    if destinations.count == 1,
      destinations[0].watch({ [unowned self] in follow(destination: 0, to: destinationList[0].read()) })
    {
      watchesDestination = true
    } else {
      for (index, destination) in destinations.enumerated() {
        destinationSubscriptions.append(
          destination.observe { [unowned self] point in follow(destination: index, to: point) })
      }
    }
    if let glide {
      destinationSubscriptions.append(
        decelerationRate.observe { [weak glide] rate in glide?.decelerationRate.write(rate) })
    }
  }

  /// The destination at `index` moved to `point`: the spring follows it when it is the chosen one.
  private func follow(destination index: Int, to point: Point) {
    guard (chosenDestination ?? 0) == index else { return }
    springDestination.write(nearestAllowed(point))
  }
}
