// SPDX-License-Identifier: MIT

import MasonrySolving

// Read-only hooks for MasonryDebug: what the engine knows about the tree, without changing it.

extension LayoutEngine {
  /// Runs the update-constraints pass and solves if anything changed, without laying out.
  package func solveForDebugging() {
    updateConstraintsPass()
    solveIfNeeded()
  }

  /// The variables of `item` in this engine, `minX`, `minY`, `width`, `height` (in the root's
  /// coordinate space); `nil` when no constraint has needed them yet. Makes nothing.
  package func debugVariables(of item: any LayoutItem) -> [Variable]? {
    guard let variables = state(of: item)?.variables else { return nil }
    return [variables.minX, variables.minY, variables.width, variables.height]
  }

  /// The constraints in the solver, the engine's own included, in handle order.
  package var debugMaterializedConstraints:
    [(handle: ConstraintHandle, constraint: LayoutConstraint)]
  {
    constraintsByHandle.sortedEntries
  }

  /// The constraint the solver's `handle` stands for.
  package func debugConstraint(for handle: ConstraintHandle) -> LayoutConstraint? {
    constraintsByHandle[handle]
  }

  /// The value of `attribute` of `item` as an expression of the engine's variables, in the
  /// root's coordinate space, with leading and trailing resolved by the item's direction;
  /// `nil` when the variables it needs do not exist. Makes nothing.
  package func debugExpression(of attribute: LayoutAttribute, of item: any LayoutItem)
    -> Expression?
  {
    guard attribute != .notAnAttribute else { return nil }
    if attribute.isMargin, let view = item.owningLayoutView, view === item,
      view.marginsGuide == nil
    {
      return nil
    }
    let anchor = self.anchor(attribute, of: item, rightToLeft: direction(of: item) == .rightToLeft)
    guard let variables = state(of: anchor.item)?.variables else { return nil }
    let size = variables.size(anchor.axis)
    if anchor.isSize { return Expression(size) }
    return Expression(
      terms: [Term(variables.origin(anchor.axis)), Term(size, coefficient: anchor.fraction)],
      constant: anchor.offset)
  }
}

extension LayoutConstraint {
  /// The solver's handle of the constraint while the engine has it in its solver.
  package var debugHandle: ConstraintHandle? { handle }

  /// The engine whose solver holds the constraint.
  package var debugEngine: LayoutEngine? { engine }
}

extension LayoutView {
  /// The view's engine if the tree has one yet; reading it makes none.
  package var debugEngineIfCreated: LayoutEngine? { layoutEngineIfCreated }

  /// The user guides and the system guides made so far.
  package var debugGuides: [LayoutGuide] { allGuides }
}
