import Foundation
import Motion

/// The motion of some elements, frame by frame: what `assertMotion` records as a golden and
/// compares, in the JSON Lines the sandbox's tracks use (one line a frame, `t` and each element's
/// `position`, `anchorPoint`, `scale` and `rotation`).
public struct MotionTrack: Equatable, Sendable {
  /// One element's state in one frame.
  public struct ElementState: Codable, Equatable, Sendable {
    /// The element's name.
    public var name: String
    /// `[x, y]` of its position, in its parent's space.
    public var position: [Double]
    /// `[x, y]` of its anchor point, in unit coordinates.
    public var anchorPoint: [Double]
    /// Its scale.
    public var scale: Double
    /// Its rotation, in radians.
    public var rotation: Double
  }

  /// One frame: its time and every recorded element's state.
  public struct Frame: Codable, Equatable, Sendable {
    /// The frame's time, in seconds.
    public var t: Double
    /// The elements, in the order they were given.
    public var elements: [ElementState]
  }

  /// The frames, in order.
  public var frames: [Frame] = []

  /// An empty track.
  public init() {}

  /// Adds a frame at time `t` of `elements` as they are now.
  public mutating func record(_ elements: [Element], at t: Double) {
    frames.append(
      Frame(
        t: t,
        elements: elements.map { element in
          ElementState(
            name: element.name, position: [element.position.x, element.position.y],
            anchorPoint: [element.anchorPoint.x, element.anchorPoint.y], scale: element.scale,
            rotation: element.rotation)
        }))
  }

  /// The track as JSON Lines.
  public func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return frames.map { frame in
      // A frame of numbers and names always encodes.
      String(decoding: (try? encoder.encode(frame)) ?? Data(), as: UTF8.self) + "\n"
    }.joined()
  }

  /// Reads a track written by `encoded()`; throws `MotionTrackError` naming the line at fault.
  public init(decoding text: String) throws(MotionTrackError) {
    let decoder = JSONDecoder()
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      do {
        frames.append(try decoder.decode(Frame.self, from: Data(line.utf8)))
      } catch {
        throw .unreadableLine(index + 1)
      }
    }
  }

  /// The first place `actual` differs from this track by more than `tolerance` in any number,
  /// or in its frames' count or elements; nil when it does not.
  public func firstDivergence(from actual: MotionTrack, tolerance: Double = 1e-6) -> MotionDivergence? {
    for index in 0..<min(frames.count, actual.frames.count) {
      let expected = frames[index]
      let got = actual.frames[index]
      if let difference = Self.difference(expected, got, tolerance: tolerance) {
        return MotionDivergence(
          frame: index, time: expected.t, field: difference.field, expected: difference.expected,
          actual: difference.actual)
      }
    }
    guard frames.count != actual.frames.count else { return nil }
    let index = min(frames.count, actual.frames.count)
    return MotionDivergence(
      frame: index, time: (frames.count > index ? frames[index] : actual.frames[index]).t, field: "frames",
      expected: "\(frames.count) frames", actual: "\(actual.frames.count) frames")
  }

  private static func difference(_ a: Frame, _ b: Frame, tolerance: Double) -> (
    field: String, expected: String, actual: String
  )? {
    if abs(a.t - b.t) > tolerance { return ("t", "\(a.t)", "\(b.t)") }
    let names = a.elements.map(\.name)
    guard names == b.elements.map(\.name) else {
      return ("elements", names.joined(separator: ", "), b.elements.map(\.name).joined(separator: ", "))
    }
    for (x, y) in zip(a.elements, b.elements) {
      let fields: [(String, [Double], [Double])] = [
        ("position", x.position, y.position), ("anchorPoint", x.anchorPoint, y.anchorPoint),
        ("scale", [x.scale], [y.scale]), ("rotation", [x.rotation], [y.rotation]),
      ]
      for (name, left, right) in fields {
        for (i, (p, q)) in zip(left, right).enumerated() where !(abs(p - q) <= tolerance) {
          let path = left.count > 1 ? "elements[\(x.name)].\(name)[\(i)]" : "elements[\(x.name)].\(name)"
          return (path, "\(p)", "\(q)")
        }
      }
    }
    return nil
  }
}

/// Where two tracks first part, named as the sandbox's suites name it: the frame (counted from
/// 0), its time, the field's path (`elements[card].position[0]`) and both values.
public struct MotionDivergence: Equatable, Sendable, CustomStringConvertible {
  /// The frame, counted from 0.
  public var frame: Int
  /// The expected frame's time, in seconds.
  public var time: Double
  /// The field's path, as `elements[card].position[0]`, or `frames` when the counts differ.
  public var field: String
  /// The golden's value.
  public var expected: String
  /// The value the test made.
  public var actual: String

  /// One sentence: `frame 12 (t = 0.2 s): elements[card].position[0]: expected 215.3, got 216.1`.
  public var description: String {
    "frame \(frame) (t = \(time) s): \(field): expected \(expected), got \(actual)"
  }
}

/// Why a track could not be read.
public enum MotionTrackError: Error, Equatable, CustomStringConvertible {
  /// The line (counted from 1) is not a frame as `MotionTrack.encoded()` writes one.
  case unreadableLine(Int)

  /// One sentence naming the line.
  public var description: String {
    switch self {
    case .unreadableLine(let line): "line \(line) is not a frame of a motion track"
    }
  }
}
