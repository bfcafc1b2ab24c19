// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import MasonrySolving

/// What the debugging aids read from a tree's engine after solving: the items of a subtree in
/// tree order, which item and attribute each solver variable stands for, and the constraints in
/// the solver with their solver rows.
///
/// Reading it solves first (when anything changed) but lays nothing out and changes nothing.
struct EngineSnapshot {
  /// One item of the subtree and its variables.
  struct Entry {
    var treeItem: TreeItem
    /// The item's variables, `minX`, `minY`, `width`, `height`; `nil` when it has none.
    var variables: [Variable]?

    var item: any LayoutItem { treeItem.item }
    var view: LayoutView? { treeItem.view }
  }

  /// A constraint in the solver.
  struct Row {
    var handle: ConstraintHandle
    var constraint: LayoutConstraint
    var linear: LinearConstraint
  }

  /// The four attributes the variables of an item stand for, in the root's coordinates.
  static let variableAttributes: [LayoutAttribute] = [.left, .top, .width, .height]

  let engine: LayoutEngine
  let solver: any ConstraintSolver
  /// The items, parents before children; a view's guides follow it.
  let entries: [Entry]
  /// The constraints in the solver, in handle order.
  let rows: [Row]
  /// For each variable id, the entry and the index in ``variableAttributes``.
  private let owners: [Int32: (entry: Int, slot: Int)]

  /// The snapshot of `top`'s subtree, or `nil` when its tree has no engine yet.
  init?(_ top: LayoutView) {
    guard let engine = top.debugEngineIfCreated else { return nil }
    engine.solveForDebugging()
    self.engine = engine
    solver = engine.solver
    let entries = TreeItem.walk(top).map {
      Entry(treeItem: $0, variables: engine.debugVariables(of: $0.item))
    }
    var owners: [Int32: (entry: Int, slot: Int)] = [:]
    for (index, entry) in entries.enumerated() {
      for (slot, variable) in (entry.variables ?? []).enumerated() {
        owners[variable.id] = (index, slot)
      }
    }
    self.entries = entries
    self.owners = owners
    let solver = engine.solver
    rows = engine.debugMaterializedConstraints.compactMap { handle, constraint in
      solver.constraint(handle).map { Row(handle: handle, constraint: constraint, linear: $0) }
    }
  }

  /// The snapshot of the tree `item` belongs to, from its root.
  init?(treeOf item: any LayoutItem) {
    guard let view = item.owningLayoutView else { return nil }
    self.init(view.rootView)
  }

  /// The item and attribute `variable` stands for.
  func owner(of variable: Variable) -> (item: any LayoutItem, attribute: LayoutAttribute)? {
    guard let (entry, slot) = owners[variable.id] else { return nil }
    return (entries[entry].item, Self.variableAttributes[slot])
  }

  /// `Type:name.attribute` for a variable of the tree, the solver's name otherwise.
  func name(of variable: Variable) -> String {
    guard let (item, attribute) = owner(of: variable) else { return solver.name(of: variable) }
    return "\(item.layoutDescription).\(attribute)"
  }

  /// The solver's value of `variable`.
  func value(of variable: Variable) -> Double {
    solver.value(of: variable)
  }

  /// The variables of `item`.
  func variables(of item: any LayoutItem) -> [Variable]? {
    engine.debugVariables(of: item)
  }

  /// The rows of the constraints that bind at the current solution: those that hold with
  /// equality (equalities, and inequalities at their bound, within ``tolerance(of:)``) and that
  /// the solver does not name as a freedom (an inequality that can slacken, an optional
  /// constraint whose error can change, without making any priority's error worse).
  func bindingRows() -> [Row] {
    var freedoms = Set<ConstraintHandle>()
    for ambiguity in engine.memoizedAmbiguities().ambiguities {
      if case .constraint(let handle) = ambiguity.freedom { freedoms.insert(handle) }
    }
    return rows.filter { row in
      !freedoms.contains(row.handle)
        && abs(row.linear.expression.evaluate { solver.value(of: $0) }) <= tolerance(of: row)
    }
  }

  /// How far a row may be from zero and still count as holding with equality: 1e-7 relative
  /// to the size of its terms, which covers the rounding of both engines.
  func tolerance(of row: Row) -> Double {
    let expression = row.linear.expression
    let size = expression.terms.reduce(abs(expression.constant)) { sum, term in
      sum + abs(term.coefficient * solver.value(of: term.variable))
    }
    return 1e-7 * max(1, size)
  }

  /// The solver's current frame of `item`, in the root's coordinates.
  func rootFrame(of item: any LayoutItem) -> Rect? {
    guard let variables = variables(of: item) else { return nil }
    return Rect(
      x: value(of: variables[0]), y: value(of: variables[1]), width: value(of: variables[2]),
      height: value(of: variables[3]))
  }
}
