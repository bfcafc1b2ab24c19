// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// A call that throws leaves the solver exactly as it was: the same values to the bit, and the
/// same behaviour afterwards as a twin solver that never saw the call.
@Suite struct RollbackTests {
  /// A solver with required, optional, inequality and edit constraints, and its handles.
  static func build() throws -> (GaussSolver, [ConstraintHandle]) {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let w = s.makeVariable(named: "w")
    var handles: [ConstraintHandle] = []
    handles.append(try s.add(x >= 10))
    handles.append(try s.add(x + w <= y))
    handles.append(try s.add((w == 50) | .medium))
    handles.append(try s.add((y == 70) | .weak))
    handles.append(try s.add((x == 0) | .weak))
    try s.addEditVariable(y, strength: .strong)
    try s.suggestValue(100, for: y)
    return (s, handles)
  }

  /// Every kind of call that can fail.
  enum Failure: CaseIterable, Sendable {
    case unsatisfiableAdd, unsatisfiableConstant, unsatisfiableStrength, unknownVariable
    case nonFiniteCoefficient, invalidStrength, staleHandle, nonFiniteConstant
    case invalidNewStrength, duplicateEdit, requiredEdit, unknownEdit, nonFiniteSuggestion
    case unknownEditRemoval

    /// Calls that both twins make first.
    func prepare(_ s: GaussSolver, _ h: [ConstraintHandle]) throws {
      switch self {
      case .unsatisfiableConstant: try s.add(Variable(id: 0) <= 20)
      case .unsatisfiableStrength: try s.add(Variable(id: 2) <= 40)
      case .staleHandle: try s.remove(h[4])
      default: break
      }
    }

    /// The call that fails.
    func perform(_ s: GaussSolver, _ h: [ConstraintHandle]) throws(SolverError) {
      let x = Variable(id: 0)
      let y = Variable(id: 1)
      switch self {
      case .unsatisfiableAdd: try s.add(x <= 5)
      case .unsatisfiableConstant: try s.setConstant(-30, of: h[0])
      case .unsatisfiableStrength: try s.setStrength(.required, of: h[2])
      case .unknownVariable: try s.add(Variable(id: 9) == 1)
      case .nonFiniteCoefficient: try s.add(Double.nan * x == 1)
      case .invalidStrength: try s.add((x == 1) | Strength(priority: 0))
      case .staleHandle: try s.setConstant(3, of: h[4])
      case .nonFiniteConstant: try s.setConstant(.infinity, of: h[3])
      case .invalidNewStrength: try s.setStrength(Strength(priority: 2000), of: h[3])
      case .duplicateEdit: try s.addEditVariable(y, strength: .weak)
      case .requiredEdit: try s.addEditVariable(x, strength: .required)
      case .unknownEdit: try s.suggestValue(1, for: x)
      case .nonFiniteSuggestion: try s.suggestValue(.nan, for: y)
      case .unknownEditRemoval: try s.removeEditVariable(Variable(id: 2))
      }
    }
  }

  /// What the twins do after the failure.
  static func continueWith(_ s: GaussSolver, _ handles: [ConstraintHandle]) throws {
    try s.suggestValue(130, for: Variable(id: 1))
    try s.setConstant(-60, of: handles[2])
    try s.add((Variable(id: 0) == 25) | .medium)
  }

  @Test(arguments: Failure.allCases)
  func failedCallChangesNothing(failure: Failure) throws {
    for solvedFirst in [true, false] {
      let (s, handles) = try Self.build()
      let (twin, twinHandles) = try Self.build()
      try failure.prepare(s, handles)
      try failure.prepare(twin, twinHandles)
      if solvedFirst {
        try s.solve()
        try twin.solve()
      }
      let before = Observation(twin, handles: twinHandles)
      #expect(throws: SolverError.self) { try failure.perform(s, handles) }
      #expect(Observation(s, handles: handles) == before)
      try Self.continueWith(s, handles)
      try Self.continueWith(twin, twinHandles)
      #expect(Observation(s, handles: handles) == Observation(twin, handles: twinHandles))
    }
  }

  @Test func failedSolveKeepsTheLastSolution() throws {
    let (s, _) = try Self.build()
    let y = Variable(id: 1)
    let before = Observation(s)
    s.stepBudgetOverride = 0
    try s.suggestValue(20, for: y)
    var message = ""
    do { try s.solve() } catch {
      if case .internalFailure(let m) = error { message = m }
    }
    #expect(message.contains("did not settle"))
    // Reading values does not retry the failed solve, and returns the last solution.
    #expect(Observation(s).values == before.values)
    s.stepBudgetOverride = nil
    try s.solve()
    #expect(isClose(s.value(of: y), 20))
  }
}
