// SPDX-License-Identifier: MIT

extension LayoutView {
  /// Animates what `changes` does to the frames of the view's subtree: UIKit's
  /// `UIView.animate(withDuration:animations:)`, recorded instead of played.
  ///
  /// The frames before are the current ones; `changes` runs; the frames after are those it
  /// leaves. Change the constraints (a stored Masonry constraint's `offset`, say) before the
  /// call or in it, and lay out in it, as Masonry's animated example does:
  ///
  /// ```swift
  /// let animation = root.animate(duration: 1) {
  ///   root.layoutIfNeeded()
  /// }
  /// animation.frame(of: box, at: 0.5)  // the box half way, by the ease-in-ease-out curve
  /// ```
  ///
  /// The animation starts at time 0. To interrupt one animation with another, so that the
  /// second starts from the frames the first shows, use a ``LayoutAnimator``.
  ///
  /// - Parameters:
  ///   - duration: The seconds the motion takes.
  ///   - delay: The seconds before it starts.
  ///   - curve: How it is paced; UIKit's default, ``AnimationCurve/easeInOut``, unless given.
  ///   - fileID: The caller's file, for the report of a misuse.
  ///   - line: The caller's line, for the report of a misuse.
  ///   - changes: Changes the layout; call ``layoutIfNeeded()`` in it.
  /// - Returns: The frames before and after, and those at any time in between.
  @discardableResult
  public func animate(
    duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
    fileID: StaticString = #fileID, line: UInt = #line, _ changes: () -> Void
  ) -> LayoutAnimation {
    LayoutAnimator().animate(
      self, duration: duration, delay: delay, curve: curve, fileID: fileID, line: line, changes)
  }
}
