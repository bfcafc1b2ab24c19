// SPDX-License-Identifier: MIT

public import MasonrySolving
public import Testing

/// Everything observable about a solver through the protocol, to check that a refused call
/// left it exactly as it was: the counts, every value as bits, the given handles' constraints,
/// and which variables are edit variables.
public struct SolverSnapshot: Equatable {
  /// How many variables the solver has made.
  public var variableCount: Int
  /// How many constraints are installed.
  public var constraintCount: Int
  /// The bit pattern of every variable's value, by id.
  public var valueBits: [UInt64]
  /// What the solver reports for each of the handles, in the order given.
  public var constraints: [LinearConstraint?]
  /// Whether each variable is an edit variable, by id.
  public var isEdited: [Bool]

  /// The current state of `solver`, read without solving.
  public init(_ solver: any ConstraintSolver, handles: [ConstraintHandle] = []) {
    variableCount = solver.variableCount
    constraintCount = solver.constraintCount
    let variables = (0..<variableCount).map { Variable(id: Int32($0)) }
    valueBits = variables.map { solver.value(of: $0).bitPattern }
    constraints = handles.map { solver.constraint($0) }
    isEdited = variables.map { solver.hasEditVariable($0) }
  }
}

/// Expects the solver to be exactly as `before` describes, first as it is, then after a
/// `solve()` (a refused call may not leave work pending either). Values must match to the bit.
public func expectUnchanged(
  _ solver: any ConstraintSolver, since before: SolverSnapshot,
  handles: [ConstraintHandle] = [], _ comment: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  compare(SolverSnapshot(solver, handles: handles), before, solver, comment(), sourceLocation)
  do {
    try solver.solve()
  } catch {
    Issue.record("solve() threw \(error) \(comment())", sourceLocation: sourceLocation)
  }
  let after = SolverSnapshot(solver, handles: handles)
  compare(after, before, solver, "after solve() " + comment(), sourceLocation)
}

private func compare(
  _ now: SolverSnapshot, _ before: SolverSnapshot, _ solver: any ConstraintSolver,
  _ comment: String, _ location: SourceLocation
) {
  #expect(now.variableCount == before.variableCount, "\(comment)", sourceLocation: location)
  #expect(now.constraintCount == before.constraintCount, "\(comment)", sourceLocation: location)
  #expect(now.constraints == before.constraints, "\(comment)", sourceLocation: location)
  #expect(now.isEdited == before.isEdited, "\(comment)", sourceLocation: location)
  let changed = zip(now.valueBits, before.valueBits).enumerated().first {
    $0.element.0 != $0.element.1
  }
  if let (index, (bits, old)) = changed {
    let name = solver.name(of: Variable(id: Int32(index)))
    Issue.record(
      "\(name) changed from \(Double(bitPattern: old)) to \(Double(bitPattern: bits)) \(comment)",
      sourceLocation: location)
  }
}
