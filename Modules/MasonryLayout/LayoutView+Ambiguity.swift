// SPDX-License-Identifier: MIT

extension LayoutView {
  /// Whether the constraints leave the view's frame free to move: some of its variables are
  /// not pinned down by the optimum (exact, from the solver's ambiguity query). Solves first if
  /// anything changed. A view no constraint touches is not ambiguous: its frame is its own.
  ///
  /// - Complexity: the solver's ambiguity query; meant for debugging.
  public var hasAmbiguousLayout: Bool {
    guard let engine = layoutEngineIfCreated else { return false }
    engine.updateConstraintsPass()
    engine.solveIfNeeded()
    guard let variables = engine.state(of: self)?.variables else { return false }
    let own = [variables.minX, variables.minY, variables.width, variables.height]
    return engine.solver.ambiguities().contains { own.contains($0.variable) }
  }
}
