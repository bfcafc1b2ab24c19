// SPDX-License-Identifier: MIT

extension LayoutEngine {
  /// The second pass of a two-pass layout: reads the solved width of every view whose
  /// intrinsic size depends on it (a multi-line label) and, where the width changed by more
  /// than a millionth of a point since it was last measured, measures again and queues a new
  /// solve when the intrinsic size changed.
  ///
  /// - Complexity: O(*w*) for the *w* such views in the engine, plus the measuring.
  func measureAtSolvedWidths() {
    guard !widthDependentViews.isEmpty else { return }
    var kept: [WeakView] = []
    for entry in widthDependentViews {
      guard let view = entry.view, var state = state(of: view) else { continue }
      kept.append(entry)
      let width = solver.value(of: state.variables.width)
      if let measured = state.layoutWidth, abs(measured - width) <= 1e-6 { continue }
      state.layoutWidth = width
      setState(state, for: view)
      if view.intrinsicContentSize(forLayoutWidth: width) != state.intrinsicSize {
        enqueueContentSize(view)
      }
    }
    widthDependentViews = kept
  }
}
