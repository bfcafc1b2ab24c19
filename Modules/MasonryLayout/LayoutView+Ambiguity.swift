// SPDX-License-Identifier: MIT

import MasonrySolving

extension LayoutView {
  /// Whether the constraints leave the view's frame free to move: some of its variables are
  /// not pinned down by the optimum (exact, from the solver's ambiguity query). Solves first if
  /// anything changed. A view no constraint touches is not ambiguous: its frame is its own.
  ///
  /// - Complexity: the solver's ambiguity query, once until the engine solves again (asking
  ///   every view of a tree costs one query, not one a view); meant for debugging.
  public var hasAmbiguousLayout: Bool {
    guard let engine = layoutEngineIfCreated else { return false }
    engine.updateConstraintsPass()
    engine.solveIfNeeded()
    guard let variables = engine.state(of: self)?.variables else { return false }
    let ambiguous = engine.memoizedAmbiguities().variables
    return [variables.minX, variables.minY, variables.width, variables.height].contains {
      ambiguous.contains($0)
    }
  }
}

extension LayoutEngine {
  /// What the solver's ambiguity query answers, and the variables it names, asked once for
  /// each ``revision``: every change to the solver asks for a solve, and each solve moves the
  /// revision on. The caller solves first.
  package func memoizedAmbiguities() -> (ambiguities: [Ambiguity], variables: Set<Variable>) {
    if let memo = ambiguityMemo, memo.revision == revision {
      return (memo.ambiguities, memo.variables)
    }
    let ambiguities = solver.ambiguities()
    let variables = Set(ambiguities.map(\.variable))
    ambiguityMemo = (revision, ambiguities, variables)
    return (ambiguities, variables)
  }

  /// Forgets the memoized ambiguity query, for a caller that changed the solver without the
  /// engine (the debugging aids' temporary pulls).
  package func forgetMemoizedAmbiguities() {
    ambiguityMemo = nil
  }
}
