// SPDX-License-Identifier: MIT

extension LayoutView {
  /// Whether ``updateConstraints()`` is due in the next pass.
  public var needsUpdateConstraints: Bool { needsUpdateConstraintsFlag }

  /// Asks the next pass to call ``updateConstraints()`` on the view.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = true
    layoutEngine.enqueueUpdate(self)
  }

  /// Runs the update-constraints pass of the view's tree now, deepest views first.
  public func updateConstraintsIfNeeded() {
    layoutEngineIfCreated?.updateConstraintsPass()
  }

  /// Asks the next pass to lay out the view's subviews: to call ``layoutSubviews()``, which
  /// writes all their frames.
  public func setNeedsLayout() {
    needsLayoutFlag = true
    layoutEngineIfCreated?.enqueueLayout(self)
  }

  /// Lays out the view's subtree now if anything changed: runs the update-constraints pass,
  /// solves the tree's engine, and calls ``layoutSubviews()`` top down on every view of the
  /// subtree that needs it, which writes the frames of its subviews. When the solver reports
  /// which variables a change moved (`SimplexSolver` does after constant changes and
  /// suggestions), only the views that moved are touched, whatever the size of the tree.
  ///
  /// As in Auto Layout, the view's own frame is its superview's to write: call it on the root
  /// (or on the closest common ancestor of what changed).
  public func layoutIfNeeded() {
    guard let engine = layoutEngineIfCreated else {
      forEachInSubtree { view in
        guard view.needsLayoutFlag else { return }
        view.needsLayoutFlag = false
        view.layoutSubviews()
      }
      return
    }
    engine.layout(from: self)
  }
}
