// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Failures of generated scripts (``PropertyCase``), minimised with ``CallTrace`` into short
/// call sequences, kept as regression tests. Each names the case it came from (generated with
/// the earlier sizes chain 10, grid 16, nested 13, sparse 20 and 60 steps). The
/// expectations are engine-independent: required constraints hold, a refused call is refused,
/// and where a known point (the generator's witness) satisfies every constraint the optimum
/// does too.
@Suite struct MinimizedScenarioTests {}

/// The constraints installed under `handles` (removed ones skipped), as the solver has them.
private func installed(
  _ solver: any ConstraintSolver, _ handles: [ConstraintHandle]
) -> [LinearConstraint] {
  handles.compactMap { solver.constraint($0) }
}

/// Expects the engine's per-priority error (in its own semantics) to be no worse, at the first
/// priority where they differ, than that of `reference`, a point satisfying every required
/// constraint.
private func expectNoWorse(
  _ solver: any ConstraintSolver, _ engine: Engine, _ objective: [LinearConstraint],
  than reference: [(Variable, Double)], sourceLocation: SourceLocation = #_sourceLocation
) {
  let values = (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
  var point = values
  for (variable, value) in reference { point[Int(variable.id)] = value }
  let mine = priorityErrors(of: objective, at: values, minimisedBy: engine.semantics)
  let theirs = priorityErrors(of: objective, at: point, minimisedBy: engine.semantics)
  guard let level = firstDifference(mine, theirs) else { return }
  #expect(
    mine[level].error < theirs[level].error,
    "at priority \(mine[level].priority) the error is \(mine[level].error), a known point has \(theirs[level].error)",
    sourceLocation: sourceLocation)
}

extension MinimizedScenarioTests {
  /// From "nested seed 4 consistent": seven adds; the witness satisfies all of them, so the
  /// optimum must too (the simplex left `b4.h == 171 | 464` violated by 15).
  @Test("nested 4: adds only, every constraint satisfiable", arguments: Engine.allCases)
  func nested4(engine: Engine) throws {
    let s = engine.make()
    let b4y = s.makeVariable(named: "b4.y")
    let b4h = s.makeVariable(named: "b4.h")
    let b10y = s.makeVariable(named: "b10.y")
    let b10h = s.makeVariable(named: "b10.h")
    let b12y = s.makeVariable(named: "b12.y")
    let b12h = s.makeVariable(named: "b12.h")
    let handles = try s.add([
      b12y + b12h - b4y - b4h + 8.0 <= 0.0,
      b12h == 140.0,
      (b10h == 127.0) | .medium.weighted(2),
      (b4h == 171.0) | Strength(priority: 464),
      b12y - b4y - 8.0 >= 0.0,
      b10y + b10h - b4y - b4h + 8.0 <= 0.0,
      (b10y - b4y - 10.0 == 0.0) | .medium,
    ])
    try s.solve()
    expectSatisfied(s, installed(s, handles), tolerance: 1e-7)
  }

  /// From "sparse seed 53 inconsistent": thirteen adds, four optional at three priorities; the
  /// simplex's answer ties a known point at priority 750 and is worse at 500 (20 against 10).
  @Test("sparse 53: adds only, worse than a known point", arguments: Engine.allCases)
  func sparse53(engine: Engine) throws {
    let s = engine.make()
    let names = ["v0", "v1", "v2", "v6", "v8", "v9", "v10", "v11", "v12", "v16", "v17"]
    let v = names.map { s.makeVariable(named: $0) }
    let (v0, v1, v2, v6, v8, v9) = (v[0], v[1], v[2], v[3], v[4], v[5])
    let (v10, v11, v12, v16, v17) = (v[6], v[7], v[8], v[9], v[10])
    let handles = try s.add([
      (2.0 * v8 + 2.0 * v2 - v1 - 273.0 == 0.0) | Strength(priority: 818, weight: 2),
      -1.0 * v9 - 1.5 * v1 + 260.5 == 0.0,
      (v10 - 1.5 * v0 - 200.0 == 0.0) | .strong,
      0.5 * v11 - v6 + 142.5 == 0.0,
      0.5 * v12 + v11 - 149.0 == 0.0,
      0.5 * v17 + 2.0 * v12 - 280.0 == 0.0,
      (v2 - 1.5 * v9 + v6 - 188.0 <= 0.0) | .medium,
      0.5 * v12 + 0.5 * v9 + 0.5 * v17 - 66.0 == 0.0,
      -1.0 * v16 + 0.5 * v12 - 95.0 == 0.0,
      v16 + 2.0 * v17 + 115.0 == 0.0,
      -1.0 * v8 - v10 + 343.0 == 0.0,
      v1 - 2.0 * v0 - 155.0 == 0.0,
      (2.0 * v10 + v8 - 515.0 == 0.0) | .strong,
    ])
    try s.solve()
    let constraints = installed(s, handles)
    expectRequiredSatisfied(s, constraints)
    let witness: [Double] = [0, 155, 61, 179, 153, 28, 190, 73, 152, -19, -48]
    expectNoWorse(s, engine, constraints, than: Array(zip(v, witness)))
  }

  /// From "chain seed 25 consistent": removing an edit variable must let the constraint it
  /// overrode (`w7 == 36 | strong`) take over again (the simplex kept w7 at 20).
  @Test("chain 25: removing an edit re-optimises", arguments: Engine.allCases)
  func chain25(engine: Engine) throws {
    let s = engine.make()
    let h1 = s.makeVariable(named: "h1")
    let w7 = s.makeVariable(named: "w7")
    let w8 = s.makeVariable(named: "w8")
    try s.add([(w7 == 36.0) | .strong, w7 >= 20.0, h1 + w8 >= 63.0])
    try s.addEditVariable(w7, strength: Strength(priority: 924))
    try s.suggestValue(13, for: w7)
    try s.addEditVariable(w8, strength: Strength(priority: 986))
    try s.suggestValue(36, for: w8)
    try s.solve()
    expectValue(s, w7, 20)
    try s.removeEditVariable(w7)
    try s.solve()
    expectValue(s, w7, 36)
    expectValue(s, w8, 36)
  }

  /// From "sparse seed 3 inconsistent": removing a required equality left another one violated
  /// by 330.75.
  @Test("sparse 3: a removal keeps the required constraints", arguments: Engine.allCases)
  func sparse3(engine: Engine) throws {
    let s = engine.make()
    let v = ["v1", "v2", "v3", "v4", "v6", "v8", "v12", "v17"].map { s.makeVariable(named: $0) }
    let (v1, v2, v3, v4, v6, v8, v12, v17) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
    let handles = try s.add([
      -1.0 * v1 + 45.0 == 0.0,
      v2 - 1.5 * v1 - 78.5 == 0.0,
      2.0 * v6 - 1.5 * v2 + 119.0 == 0.0,
      0.5 * v8 - 1.5 * v4 + 9.5 == 0.0,
      2.0 * v17 - v6 - 1.5 * v12 + 262.0 == 0.0,
      0.5 * v17 - v1 + 38.0 == 0.0,
      (-1.0 * v3 + 178.0 == 0.0) | Strength(priority: 977),
      -1.0 * v4 + 2.0 * v12 - 264.0 == 0.0,
      -1.0 * v1 + v17 + v8 - 118.0 == 0.0,
      -1.5 * v3 + v3 - v12 + 200.0 <= 0.0,
    ])
    try s.remove(handles[5])
    try s.solve()
    expectRequiredSatisfied(s, installed(s, handles))
  }

  /// From "sparse seed 17 inconsistent": after a removal, adding an optional edit threw
  /// `internalFailure("an optional constraint made the tableau infeasible")`.
  @Test("sparse 17: an optional edit after a removal", arguments: Engine.allCases)
  func sparse17(engine: Engine) throws {
    let s = engine.make()
    let names = ["v0", "v2", "v3", "v5", "v6", "v7", "v10", "v16", "v17"]
    let v = names.map { s.makeVariable(named: $0) }
    let (v0, v2, v3, v5, v6, v7, v10, v16, v17) = (
      v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]
    )
    let handles = try s.add([
      -1.0 * v5 - v0 - 1.5 * v3 + 542.5 == 0.0,
      v6 + v3 - v0 + 13.0 == 0.0,
      -1.0 * v7 + 94.0 == 0.0,
      0.5 * v17 + 2.0 * v5 + 2.0 * v16 - 327.5 == 0.0,
      -1.0 * v6 + 0.5 * v17 + v2 - 70.5 == 0.0,
      -1.0 * v7 + 2.0 * v0 - v7 - 132.0 == 0.0,
      -1.0 * v16 - 1.5 * v3 + v17 + 206.5 == 0.0,
      -2.0 * v0 + v3 + 137.0 == 0.0,
      -1.0 * v10 + 25.0 >= 0.0,
      -1.0 * v2 - 15.0 == 0.0,
      -1.0 * v2 + 2.0 * v10 - 59.0 <= 0.0,
    ])
    try s.remove(handles[7])
    try s.addEditVariable(v3, strength: Strength(priority: 943))
    try s.suggestValue(137, for: v3)
    try s.solve()
    expectRequiredSatisfied(s, installed(s, handles))
  }

  /// From "sparse seed 99 consistent": after a required equality becomes optional, a
  /// contradiction of another required equality (`v5 + v9 == 222`) was accepted.
  @Test("sparse 99: a contradiction after a strength change", arguments: Engine.allCases)
  func sparse99(engine: Engine) throws {
    let s = engine.make()
    let names = ["v0", "v1", "v2", "v3", "v5", "v6", "v7", "v8", "v9", "v13", "v14", "v18"]
    let v = names.map { s.makeVariable(named: $0) }
    let (v0, v1, v2, v3, v5, v6) = (v[0], v[1], v[2], v[3], v[4], v[5])
    let (v7, v8, v9, v13, v14, v18) = (v[6], v[7], v[8], v[9], v[10], v[11])
    let handles = try s.add([
      -1.0 * v0 + 5.0 == 0.0,
      (v2 - 1.5 * v0 + v1 - 100.5 == 0.0) | Strength(priority: 840),
      v3 + v0 - 82.0 == 0.0,
      0.5 * v7 - v0 + 13.0 == 0.0,
      (-1.0 * v8 + 2.0 * v5 - v2 - 237.0 == 0.0) | Strength(priority: 828),
      v9 - 1.5 * v5 + 148.0 == 0.0,
      v13 + 2.0 * v9 - 343.0 == 0.0,
      v14 - v7 - 119.0 == 0.0,
      -1.5 * v3 - v13 + 310.5 == 0.0,
      (-1.5 * v18 - 1.5 * v14 + 355.5 >= 0.0) | .strong,
      v5 + v9 - 222.0 == 0.0,
      (-1.0 * v6 + 76.0 <= 0.0) | Strength(priority: 739, weight: 2),
      (-1.0 * v1 + 0.5 * v6 + 57.0 >= 0.0) | .medium,
      v18 + 2.0 * v13 + v8 - 570.0 == 0.0,
    ])
    try s.setStrength(Strength(priority: 986), of: handles[0])
    try s.solve()
    let before = SolverSnapshot(s, handles: handles)
    let conflict = try #require(expectUnsatisfiable { try s.add(v5 + v9 - 221.0 == 0.0) })
    expectIrreducible(conflict, in: s)
    expectUnchanged(s, since: before, handles: handles)
    expectRequiredSatisfied(s, installed(s, handles))
  }

  /// From "grid seed 13 inconsistent": making a required equality weak left other required
  /// equalities violated.
  @Test("grid 13: a required equality made weak", arguments: Engine.allCases)
  func grid13(engine: Engine) throws {
    let s = engine.make()
    let names = [
      "w0_0", "x1_0", "w1_0", "x1_1", "w1_1", "x1_2", "w1_2", "x1_3", "w1_3", "w2_0", "w2_2",
      "h2_3", "W",
    ]
    let v = names.map { s.makeVariable(named: $0) }
    let (w00, x10, w10, x11, w11, x12, w12) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6])
    let (x13, w13, w20, w22, h23, width) = (v[7], v[8], v[9], v[10], v[11], v[12])
    let handles = try s.add([
      w10 >= 0.0,
      x10 == 8.0,
      w11 == w00,
      x11 == x10 + w10 + 8.0,
      w12 >= 0.0,
      x12 == x11 + w11 + 8.0,
      w13 == w00,
      x13 == x12 + w12 + 8.0,
      w20 == w00,
      w22 == w00,
      (x13 + w13 - width + 15.0 <= 0.0) | .strong,
    ])
    try s.addEditVariable(width, strength: .strong)
    let more = try s.add([
      -1.5 * w22 + 0.5 * w22 + w11 == 0.0,
      h23 == 22.0,
      -2.0 * h23 - w20 + 55.0 == 0.0,
    ])
    try s.setStrength(.weak, of: handles[2])
    try s.solve()
    expectRequiredSatisfied(s, installed(s, handles + more))
  }

  /// From the long fuzz, "sparse seed 2845 inconsistent": Bland's rule pivoted on a coefficient
  /// that was rounding noise, the tableau's numbers blew up to 1e16, and adding a contradiction
  /// failed with "unbounded" instead of being refused with its conflict.
  @Test("sparse 2845: no pivot on noise", arguments: Engine.allCases)
  func sparse2845(engine: Engine) throws {
    let s = engine.make()
    let v0 = s.makeVariable(named: "v0")
    let v1 = s.makeVariable(named: "v1")
    let v2 = s.makeVariable(named: "v2")
    let v3 = s.makeVariable(named: "v3")
    let v4 = s.makeVariable(named: "v4")
    let v5 = s.makeVariable(named: "v5")
    let v6 = s.makeVariable(named: "v6")
    let v7 = s.makeVariable(named: "v7")
    let v8 = s.makeVariable(named: "v8")
    let v9 = s.makeVariable(named: "v9")
    let v10 = s.makeVariable(named: "v10")
    let v11 = s.makeVariable(named: "v11")
    let v12 = s.makeVariable(named: "v12")
    let v13 = s.makeVariable(named: "v13")
    _ = try s.add((0.5 * v0 + -9.0 == 0.0) | Strength(priority: 957.0, weight: 3.0))
    _ = try s.add((1.0 * v1 + -1.5 * v0 + -165.0 == 0.0) | Strength(priority: 918.0, weight: 1.0))
    _ = try s.add(
      (-1.0 * v2 + 2.0 * v1 + 2.0 * v1 + -676.0 == 0.0) | Strength(priority: 500.0, weight: 0.5))
    _ = try s.add(-1.0 * v3 + 2.0 * v2 + -1.0 * v1 + 88.0 == 0.0)
    _ = try s.add(
      (1.0 * v4 + 2.0 * v0 + -1.5 * v3 + -129.0 == 0.0) | Strength(priority: 500.0, weight: 1.0))
    _ = try s.add(1.0 * v5 + -132.0 == 0.0)
    _ = try s.add((-1.0 * v6 + -13.0 == 0.0) | Strength(priority: 500.0, weight: 1.0))
    _ = try s.add((1.0 * v7 + 2.0 * v1 + -327.0 == 0.0) | Strength(priority: 795.0, weight: 1.0))
    _ = try s.add(0.5 * v8 + 2.0 * v4 + 2.0 * v6 + -216.0 == 0.0)
    _ = try s.add(
      (1.0 * v9 + -1.0 * v1 + 1.0 * v5 + -35.0 == 0.0) | Strength(priority: 683.0, weight: 1.5))
    _ = try s.add(
      (1.0 * v10 + -1.0 * v8 + -1.0 * v3 + 27.0 == 0.0) | Strength(priority: 181.0, weight: 1.0))
    _ = try s.add(
      (-1.0 * v11 + -1.0 * v6 + -1.0 * v2 + 88.0 == 0.0) | Strength(priority: 678.0, weight: 1.0))
    _ = try s.add(2.0 * v12 + -1.0 * v7 + -1.0 * v0 + -293.0 == 0.0)
    _ = try s.add((1.0 * v13 + -52.0 == 0.0) | Strength(priority: 250.0, weight: 1.0))
    _ = try s.add(2.0 * v11 + -1.0 * v9 + -1.0 * v10 + 22.0 == 0.0)
    _ = try s.add(
      (0.5 * v8 + 1.0 * v4 + 1.0 * v5 + -260.0 <= 0.0) | Strength(priority: 384.0, weight: 2.0))
    _ = try s.add((-1.0 * v9 + 1.0 * v6 + 94.0 >= 0.0) | Strength(priority: 750.0, weight: 1.0))
    _ = try s.add((2.0 * v0 + -1.0 * v9 + 50.0 == 0.0) | Strength(priority: 250.0, weight: 1.0))
    _ = try s.add(-2.0 * v10 + -1.0 * v13 + 1.0 * v7 + 103.0 >= 0.0)
    _ = try s.add(1.0 * v3 + 1.0 * v1 + -176.0 == 0.0)
    _ = try s.add((-1.0 * v11 + 1.0 * v1 + -169.0 >= 0.0) | Strength(priority: 750.0, weight: 1.0))
    _ = try s.add(-1.0 * v12 + 1.0 * v10 + -1.0 * v11 + 190.0 >= 0.0)
    _ = try s.add((0.5 * v12 + -68.5 == 0.0) | Strength(priority: 365.0, weight: 1.0))
    _ = try s.add(
      (2.0 * v4 + -1.0 * v12 + 1.0 * v3 + -4.0 <= 0.0) | Strength(priority: 162.0, weight: 1.0))
    let c28 = try s.add(-1.0 * v4 + -1.0 * v3 + 83.0 == 0.0)
    _ = try s.add((1.0 * v7 + 55.0 == 0.0) | Strength(priority: 976.0, weight: 1.0))
    _ = try s.add(-1.0 * v7 + 1.0 * v10 + -1.0 * v6 + 5.0 <= 0.0)
    _ = try s.add((2.0 * v8 + 1.0 * v4 + -112.0 >= 0.0) | Strength(priority: 500.0, weight: 1.0))
    _ = try s.add(2.0 * v13 + 0.5 * v2 + 1.0 * v7 + -169.0 == 0.0)
    _ = try s.add(2.0 * v12 + -1.0 * v6 + -2.0 * v0 + -219.0 >= 0.0)
    _ = try s.add((-1.0 * v1 + 1.0 * v2 + 148.0 >= 0.0) | Strength(priority: 861.0, weight: 1.0))
    _ = try s.add(-1.5 * v13 + -1.0 * v11 + 149.0 == 0.0)
    _ = try s.add(1.0 * v1 + 1.0 * v5 + -2.0 * v6 + -274.0 == 0.0)
    try s.addEditVariable(v0, strength: Strength(priority: 662.0, weight: 1.0))
    try s.remove(c28)
    try s.suggestValue(9.0, for: v0)
    _ = try s.add(0.5 * v6 + -1.0 * v9 + 1.0 * v4 + -10.5 == 0.0)
    let conflict = expectUnsatisfiable {
      try s.add(-2.0 * v10 + -1.0 * v13 + 1.0 * v7 + 104.0 <= 0.0)
    }
    if let conflict { expectIrreducible(conflict, in: s) }
    #expect(conflict != nil)
  }
}
