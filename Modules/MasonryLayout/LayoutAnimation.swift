// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// The frames of an animated change: where each view that moved was shown before the change,
/// where the layout put it after, and the curve in between.
///
/// Made by ``LayoutView/animate(duration:delay:curve:fileID:line:_:)`` or
/// ``LayoutAnimator/animate(_:duration:delay:curve:fileID:line:_:)``. The views themselves hold
/// their final frames as soon as the change is laid out, as UIKit's model layer does; the
/// animation gives the frames to show at any time in between (the presentation).
///
/// ```swift
/// let animation = root.animate(duration: 0.3, curve: .easeInOut) {
///   topConstraint.offset(100)
///   root.layoutIfNeeded()
/// }
/// animation.frame(of: box, at: 0.15)  // half way, by the ease-in-ease-out curve
/// ```
///
/// Frames are interpolated in each view's superview coordinates, origin and size alike (so the
/// centre moves on the same curve).
public struct LayoutAnimation {
  /// One animated view: its frame at the start and at the end.
  public struct Change {
    /// The view.
    public let view: LayoutView
    /// The frame shown when the animation starts.
    public let from: Rect
    /// The frame the layout gave the view: shown from the end of the animation on.
    public let to: Rect
  }

  /// The time the animation was made at, on its animator's clock (0 for
  /// ``LayoutView/animate(duration:delay:curve:fileID:line:_:)``).
  public let startTime: Double
  /// The seconds between ``startTime`` and the start of the motion, during which the start
  /// frames are shown.
  public let delay: Double
  /// The seconds the motion takes.
  public let duration: Double
  /// How the motion is paced.
  public let curve: AnimationCurve
  /// The views whose frames changed, in tree order (a superview before its subviews).
  public let changes: [Change]
  private let index: [ObjectIdentifier: Int]

  init(
    startTime: Double, delay: Double, duration: Double, curve: AnimationCurve, changes: [Change]
  ) {
    self.startTime = startTime
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.changes = changes
    var index: [ObjectIdentifier: Int] = [:]
    for (position, change) in changes.enumerated() {
      index[ObjectIdentifier(change.view)] = position
    }
    self.index = index
  }

  /// When the motion ends: ``startTime`` + ``delay`` + ``duration``.
  public var endTime: Double { startTime + delay + duration }

  /// The animated views.
  public var views: [LayoutView] { changes.map(\.view) }

  /// The share of the change shown at `time`: 0 until the delay is over, 1 from ``endTime`` on;
  /// a spring goes beyond 1 on its way.
  public func progress(at time: Double) -> Double {
    curve.progress(elapsed: time - startTime - delay, duration: duration)
  }

  /// The frame `view` shows at `time`, or `nil` when the animation did not move it.
  public func frame(of view: LayoutView, at time: Double) -> Rect? {
    guard let position = index[ObjectIdentifier(view)] else { return nil }
    return Self.interpolate(changes[position], progress(at: time))
  }

  /// The frames every animated view shows at `time`, in the order of ``changes``.
  public func frames(at time: Double) -> [(view: LayoutView, frame: Rect)] {
    let share = progress(at: time)
    return changes.map { ($0.view, Self.interpolate($0, share)) }
  }

  static func interpolate(_ change: Change, _ share: Double) -> Rect {
    guard share != 1 else { return change.to }
    func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * share }
    return Rect(
      x: mix(change.from.origin.x, change.to.origin.x),
      y: mix(change.from.origin.y, change.to.origin.y),
      width: mix(change.from.size.width, change.to.size.width),
      height: mix(change.from.size.height, change.to.size.height))
  }
}
