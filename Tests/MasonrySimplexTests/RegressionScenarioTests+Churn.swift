// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

// MARK: - R11–R13, R21: churn

extension RegressionScenarioTests {
  /// R11 (kasuari #37): ten thousand add/read/remove cycles give the right answer every time and
  /// keep reusing constraint slots. (The simplex's table sizes are checked in
  /// ``SimplexTableBoundsTests``.)
  @Test("R11: constraint churn", arguments: Engine.allCases)
  func r11(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add([x + y == 100.0, x >= 0.0, y >= 0.0])
    var largestIndex: Int32 = 0
    var wrong = 0
    for i in 0..<10_000 {
      let target = Double(i % 100)
      let handle = try solver.add((x == target) | .medium)
      largestIndex = max(largestIndex, handle.index)
      try solver.solve()
      if abs(solver.value(of: x) - target) > 1e-9
        || abs(solver.value(of: y) - (100 - target)) > 1e-9
      {
        wrong += 1
      }
      try solver.remove(handle)
    }
    #expect(wrong == 0)
    #expect(largestIndex < 8, "constraint slots are not reused")
    #expect(solver.constraintCount == 3)
    #expect(solver.variableCount == 2)
    try solver.solve()
    expectSatisfied(solver, [x + y == 100.0, x >= 0.0, y >= 0.0])
  }

  /// R12 (kiwi #154, #10): ten thousand add/suggest/remove cycles of an edit variable.
  @Test("R12: edit variable churn", arguments: Engine.allCases)
  func r12(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add([x + y == 100.0, x >= 0.0, y >= 0.0])
    var wrong = 0
    for i in 0..<10_000 {
      try solver.addEditVariable(x, strength: .strong)
      let target = Double(i % 50)
      try solver.suggestValue(target, for: x)
      try solver.solve()
      if abs(solver.value(of: x) - target) > 1e-9 { wrong += 1 }
      try solver.removeEditVariable(x)
    }
    #expect(wrong == 0)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.constraintCount == 3)
  }

  /// R13 (kiwi #197): a suggested value survives any number of adds and removes of constraints
  /// that allow it.
  @Test("R13: a suggestion survives unrelated churn", arguments: Engine.allCases)
  func r13(engine: Engine) throws {
    let solver = engine.make()
    let witness: [Double] = [100, 30, -20, 55]
    let variables = witness.indices.map { solver.makeVariable(named: "v\($0)") }
    let v = variables[0]
    try solver.addEditVariable(v, strength: .strong)
    try solver.suggestValue(100, for: v)
    let factory = ConstraintFactory(witness: witness, isConsistent: true)
    var rng = SplitMix64(seed: 13)
    var live: [(handle: ConstraintHandle, constraint: LinearConstraint)] = []
    for step in 0..<500 {
      if !live.isEmpty, rng.chance(0.4) {
        try solver.remove(live.remove(at: rng.below(live.count)).handle)
      } else {
        let expression = factory.sparseExpression(variableCount: witness.count, &rng)
        let strength = factory.strength(&rng, requiredChance: 0.5)
        let constraint = factory.relation(expression, strength: strength, &rng)
        live.append((try solver.add(constraint), constraint))
      }
      try solver.solve()
      expectValue(solver, v, 100, "after step \(step)")
      expectRequiredSatisfied(solver, live.map(\.constraint), "after step \(step)")
    }
  }

  /// R21 (kasuari remove_constraint): a removed required equality stops holding.
  @Test("R21: remove a required equality, add another", arguments: Engine.allCases)
  func r21(engine: Engine) throws {
    let solver = engine.make()
    let v = solver.makeVariable(named: "v")
    let hundred = try solver.add(v == 100.0)
    try solver.solve()
    expectValue(solver, v, 100)
    try solver.remove(hundred)
    try solver.add(v == 0.0)
    try solver.solve()
    expectValue(solver, v, 0)
  }
}
