// SPDX-License-Identifier: MIT

extension LayoutEngine {
  /// The second pass of a two-pass layout: reads the solved width of the views whose
  /// intrinsic size depends on it (a multi-line label) and, where the width changed by more
  /// than a millionth of a point since it was last measured, measures again and queues a new
  /// solve when the intrinsic size changed.
  ///
  /// When the solve said which views moved (`moved`), only those and the views never measured
  /// are read: every label is such a view, and reading all of them after each solve made a
  /// label's new text in a list of 1,000 rows cost the list (a third of the relayout).
  /// Otherwise every one is read.
  ///
  /// - Complexity: O(*m* + *u*) for the *m* views that moved and the *u* never measured, or
  ///   O(*w*) for all *w* such views in the engine, plus the measuring.
  func measureAtSolvedWidths(moved: [LayoutView]?) {
    guard !widthDependentViews.isEmpty else { return }
    guard let moved else {
      unmeasuredWidthViews = []
      var kept: [WeakView] = []
      for entry in widthDependentViews {
        guard let view = entry.view else { continue }
        kept.append(entry)
        measureAtSolvedWidth(view)
      }
      widthDependentViews = kept
      widthDependentLiveCount = kept.count
      return
    }
    let unmeasured = unmeasuredWidthViews
    unmeasuredWidthViews = []
    for entry in unmeasured {
      if let view = entry.view { measureAtSolvedWidth(view) }
    }
    for view in moved where view.hasWidthDependentIntrinsicSize {
      measureAtSolvedWidth(view)
    }
    // The full pass above drops the views that went away; without one, the list is pruned
    // once it is twice as long as it was after the last pass or pruning.
    if widthDependentViews.count > 2 * widthDependentLiveCount + 64 {
      widthDependentViews.removeAll { $0.view == nil }
      widthDependentLiveCount = widthDependentViews.count
    }
  }

  /// Measures `view` again if its solved width moved since it was last measured.
  private func measureAtSolvedWidth(_ view: LayoutView) {
    guard var state = state(of: view) else { return }
    let width = solver.value(of: state.variables.width)
    if let measured = state.layoutWidth, abs(measured - width) <= 1e-6 { return }
    state.layoutWidth = width
    setState(state, for: view)
    if view.intrinsicContentSize(forLayoutWidth: width) != state.intrinsicSize {
      enqueueContentSize(view)
    }
  }
}
