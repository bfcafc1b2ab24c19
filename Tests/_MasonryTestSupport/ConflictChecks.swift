// SPDX-License-Identifier: MIT

public import MasonrySolving
public import Testing

/// Expects `conflict` to be a valid explanation from `solver`: it names installed required
/// constraints in ascending handle order, not the refused constraint's own handle, and the set
/// formed by them and the refused constraint is infeasible while every subset missing one
/// member is feasible (checked by adding them, all required, to fresh solvers of the same
/// engine).
public func expectIrreducible(
  _ conflict: Conflict, in solver: any ConstraintSolver,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    conflict.conflicting == conflict.conflicting.sorted()
      && Set(conflict.conflicting).count == conflict.conflicting.count,
    "conflicting handles not ascending and distinct: \(conflict.conflicting)",
    sourceLocation: sourceLocation)
  if let handle = conflict.handle {
    #expect(
      !conflict.conflicting.contains(handle), "the refused constraint \(handle) is listed",
      sourceLocation: sourceLocation)
  }
  var members: [LinearConstraint] = []
  for handle in conflict.conflicting {
    guard let constraint = solver.constraint(handle) else {
      Issue.record("\(handle) is not installed", sourceLocation: sourceLocation)
      return
    }
    #expect(
      constraint.strength.isRequired, "\(handle) is not required",
      sourceLocation: sourceLocation)
    members.append(constraint)
  }
  members.append(conflict.constraint)
  let variableCount = solver.variableCount
  #expect(
    !isFeasible(members, variableCount: variableCount, like: solver),
    "the explanation \(conflict) is satisfiable", sourceLocation: sourceLocation)
  for index in members.indices {
    var subset = members
    let dropped = subset.remove(at: index)
    #expect(
      isFeasible(subset, variableCount: variableCount, like: solver),
      "\(conflict) is reducible: it conflicts without \(dropped)", sourceLocation: sourceLocation)
  }
}

/// Whether `constraints`, all made required, can hold together, decided by a fresh solver of
/// the same engine as `solver` with `variableCount` variables.
public func isFeasible(
  _ constraints: [LinearConstraint], variableCount: Int, like solver: any ConstraintSolver
) -> Bool {
  let fresh = type(of: solver).init()
  for _ in 0..<variableCount { _ = fresh.makeVariable() }
  for constraint in constraints
  where caught({ try fresh.add(constraint.untagged.strength(.required)) }) != nil {
    return false
  }
  return true
}
