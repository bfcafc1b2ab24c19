// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving

/// Whether `a` is within `tolerance` (relative, at least absolute) of `b`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}

/// The conflict `body` throws, or nil when it throws something else or nothing.
func conflict(_ body: () throws(SolverError) -> Void) -> Conflict? {
  do {
    try body()
    return nil
  } catch {
    if case .unsatisfiable(let conflict) = error { return conflict }
    return nil
  }
}

/// Everything observable about a solver, with values as bit patterns.
struct Observation: Equatable {
  var values: [UInt64]
  var constraintCount: Int
  var constraints: [LinearConstraint?]
  var edits: [Bool]
  var ambiguities: [Ambiguity]

  init(_ solver: GaussSolver, handles: [ConstraintHandle] = []) {
    let variables = (0..<solver.variableCount).map { Variable(id: Int32($0)) }
    values = variables.map { solver.value(of: $0).bitPattern }
    constraintCount = solver.constraintCount
    constraints = handles.map { solver.constraint($0) }
    edits = variables.map { solver.hasEditVariable($0) }
    ambiguities = solver.ambiguities()
  }
}

/// A small seeded generator (SplitMix64), so that random tests are the same on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
