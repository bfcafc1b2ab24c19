// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// The target size asking for the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// The target size asking for the largest size the constraints allow.
  public static let layoutFittingExpandedSize = Size(width: 1e7, height: 1e7)

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (UIKit's
  /// `sizeToFit()`). Override ``sizeThatFits(_:)``, not this, to change the answer.
  public func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The size the view's own constraints give it when pulled toward `targetSize` at the
  /// fitting-size level (50) on both axes.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's own constraints give it when its width and height are pulled toward
  /// `targetSize` at the given priorities (a required priority fixes that dimension).
  ///
  /// The view is solved on its own, as a root: the constraints installed on it and its
  /// descendants take part (stack views in the subtree bring theirs up to date first), with
  /// intrinsic sizes, autoresizing of its subviews and its guides; its own frame, the
  /// constraints above it and the rules of a stack view that arranges it (hiding it, as in
  /// UIKit, where the stack keeps them) do not. Nothing is written: frames and the tree's
  /// engine are left as they were.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> Size {
    forEachInSubtree { $0.updateManagedConstraintsIfNeeded() }
    let main = layoutEngine
    let engine = LayoutEngine(scratchFor: self, solver: type(of: main.solver).init())
    engine.issueHandler = main.issueHandler
    _ = engine.variables(of: self)
    // A stack view that arranges this view keeps the rules that involve it alone (hiding it,
    // a proportional share of nothing) on the view, where UIKit keeps them on the stack: they
    // are the stack's, not the view's, and do not size it here.
    let arranging = superview as? LayoutStackView
    forEachInSubtree { view in
      for constraint in view.constraints
      where view !== self || !(arranging?.arranges(constraint) ?? false) {
        engine.materialize(constraint)
      }
    }
    for (attribute, value, priority) in [
      (LayoutAttribute.width, targetSize.width, horizontal),
      (.height, targetSize.height, vertical),
    ] {
      let pull = LayoutConstraint(
        kind: .fittingSize, self, attribute, .equal, nil, .notAnAttribute, constant: value,
        priority: priority.isValid ? priority : .fittingSizeLevel)
      pull.active = true
      pull.installedView = self
      engine.materialize(pull)
    }
    engine.solveIfNeeded()
    return engine.solvedRect(of: self)?.size ?? .zero
  }
}
