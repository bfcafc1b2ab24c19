// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A clock for layout animations: it records each animated change at its current ``time``,
/// shows the presented frames at that time, and starts a change that interrupts a running
/// animation from the frames on screen, as UIKit's animations beginning from the current state.
///
/// ```swift
/// let animator = LayoutAnimator()
/// animator.animate(root, duration: 1, curve: .linear) {
///   leftConstraint.offset(100)
///   root.layoutIfNeeded()
/// }
/// animator.time = 0.5           // box shown half way, at x 50
/// animator.animate(root, duration: 1, curve: .linear) {
///   leftConstraint.offset(0)
///   root.layoutIfNeeded()
/// }                             // box goes back from x 50, not from x 100
/// ```
///
/// The animator keeps views only while their animations run.
public final class LayoutAnimator {
  /// The animations still running at ``time``, oldest first.
  public private(set) var animations: [LayoutAnimation] = []

  /// The clock, in seconds; new animations start at it. Setting it drops the animations that
  /// are over. A value that is not finite is ignored.
  public var time: Double = 0 {
    didSet {
      guard time.isFinite else {
        time = oldValue
        return
      }
      animations.removeAll { $0.endTime <= time }
    }
  }

  /// An animator at time 0 with nothing running.
  public init() {}

  /// Moves the clock on by `seconds`.
  public func advance(by seconds: Double) { time += seconds }

  /// Whether some animation is still running.
  public var isAnimating: Bool { !animations.isEmpty }

  /// The frame `view` shows at ``time``: the newest running animation's frame for it, or its
  /// own frame when none animates it.
  public func presentedFrame(of view: LayoutView) -> Rect {
    for animation in animations.reversed() {
      if let frame = animation.frame(of: view, at: time) { return frame }
    }
    return view.frame
  }

  /// Animates what `changes` does to the frames of `view`'s subtree, starting at ``time``.
  ///
  /// The frames shown now (``presentedFrame(of:)``, so the frames of a running animation where
  /// one moves a view) are recorded, `changes` runs (change constraints there, or before, and
  /// call ``LayoutView/layoutIfNeeded()`` in it as with UIKit), and the frames it leaves are
  /// the end frames. Views that were not in the subtree before the change appear at their
  /// final frames. For the views it moves, the new animation takes over from older ones.
  ///
  /// A duration or delay that is negative or not finite, or a curve with a ``AnimationCurve/problem``,
  /// is a misuse: it is reported with the caller's line, and the change is made at once
  /// (duration and delay 0, linear).
  ///
  /// - Parameters:
  ///   - view: The view whose subtree's frames are animated (the root, or the closest common
  ///     ancestor of what changes).
  ///   - duration: The seconds the motion takes.
  ///   - delay: The seconds before it starts.
  ///   - curve: How it is paced; UIKit's default, ``AnimationCurve/easeInOut``, unless given.
  ///   - fileID: The caller's file, for the report of a misuse.
  ///   - line: The caller's line, for the report of a misuse.
  ///   - changes: Changes the layout; call ``LayoutView/layoutIfNeeded()`` in it.
  /// - Returns: The recorded animation (also in ``animations`` while it runs).
  @discardableResult
  public func animate(
    _ view: LayoutView, duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
    fileID: StaticString = #fileID, line: UInt = #line, _ changes: () -> Void
  ) -> LayoutAnimation {
    var duration = duration
    var delay = delay
    var curve = curve
    var problems: [String] = []
    if !(duration.isFinite && duration >= 0) {
      problems.append("An animation's duration must be a finite number of seconds, not below 0")
    }
    if !(delay.isFinite && delay >= 0) {
      problems.append("An animation's delay must be a finite number of seconds, not below 0")
    }
    if let problem = curve.problem { problems.append(problem) }
    if !problems.isEmpty {
      for message in problems {
        view.layoutEngine.report(
          LayoutIssue(
            .misuse, message + "; the change is made without animation",
            location: SourceLocation(fileID, line)))
      }
      (duration, delay, curve) = (0, 0, .linear)
    }
    var before: [(view: LayoutView, frame: Rect)] = []
    view.forEachInSubtree { before.append(($0, presentedFrame(of: $0))) }
    changes()
    var moved: [LayoutAnimation.Change] = []
    for (animated, from) in before where animated.isDescendant(of: view) {
      let to = animated.frame
      if from != to { moved.append(LayoutAnimation.Change(view: animated, from: from, to: to)) }
    }
    let animation = LayoutAnimation(
      startTime: time, delay: delay, duration: duration, curve: curve, changes: moved)
    if animation.endTime > time, !moved.isEmpty { animations.append(animation) }
    return animation
  }
}
