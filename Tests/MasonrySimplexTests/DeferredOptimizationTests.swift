// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: adds and removals keep the tableau feasible and leave the optimisation pending until
/// a value is read, a suggestion or a constant change needs the optimum, or `solve()` is called.
/// What a caller sees does not change: values, conflicts, rollback and reports.
@Suite struct DeferredOptimizationTests {
  /// A small tree of nested containers, as the bench's `nested-N` builds it: each container
  /// splits its main axis among its children (equal share strong, preferred size weak, the last
  /// child fills the parent medium and may not overflow it).
  static func nestedConstraints(
    _ n: Int, branching b: Int, on solver: any ConstraintSolver
  ) -> (constraints: [LinearConstraint], frames: [[Variable]]) {
    let frames = (0..<n).map { i in
      ["x", "y", "w", "h"].map { solver.makeVariable(named: "\($0)\(i)") }
    }
    var depth = [Int](repeating: 0, count: n)
    for i in 1..<n { depth[i] = depth[(i - 1) / b] + 1 }
    var constraints: [LinearConstraint] = [
      frames[0][0] == 0, frames[0][1] == 0, frames[0][2] == 400, frames[0][3] == 300,
    ]
    for p in 0..<n where b * p + 1 < n {
      let first = b * p + 1
      let last = min(b * p + b, n - 1)
      let (pos, size, cross, extent) = depth[p] % 2 == 0 ? (0, 2, 1, 3) : (1, 3, 0, 2)
      for c in first...last {
        let child = frames[c]
        let parent = frames[p]
        constraints.append(child[cross] == parent[cross] + 2)
        constraints.append(child[extent] == parent[extent] - 4)
        constraints.append(child[size] >= 0)
        constraints.append((child[size] == 40) | .weak)
        if c == first {
          constraints.append(child[pos] == parent[pos] + 2)
        } else {
          let previous = frames[c - 1]
          constraints.append(child[pos] == previous[pos] + previous[size] + 2)
          constraints.append((child[size] == frames[first][size]) | .strong)
        }
        if c == last {
          constraints.append(child[pos] + child[size] + 2 <= parent[pos] + parent[size])
          constraints.append((child[pos] + child[size] + 2 == parent[pos] + parent[size]) | .medium)
        }
      }
    }
    return (constraints, frames)
  }

  @Test("values read without solve() are the optimum", arguments: Engine.allCases)
  func readsSettle(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(x >= 10)
    try solver.add((x == 50) | .weak)
    let cap = try solver.add(x <= 30)
    try solver.add(y == x + 5)
    #expect(abs(solver.value(of: x) - 30) < 1e-9)
    #expect(abs(solver.value(of: y) - 35) < 1e-9)
    // A removal is settled the same way.
    try solver.remove(cap)
    #expect(abs(solver.value(of: x) - 50) < 1e-9)
    #expect(abs(solver.value(of: y) - 55) < 1e-9)
  }

  @Test("an add leaves the optimisation pending, a read runs it")
  func addsDeferTheOptimisation() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(x + y == 100)
    try solver.add((x == 70) | .weak)
    try solver.add((y == 70) | .medium)
    #expect(solver.core.t.work.optimizePending)
    #expect(abs(solver.value(of: y) - 70) < 1e-9)
    #expect(!solver.core.t.work.optimizePending)
    try solver.add(x >= 40)
    #expect(solver.core.t.work.optimizePending)
    try solver.solve()
    #expect(!solver.core.t.work.optimizePending)
    #expect(abs(solver.value(of: x) - 40) < 1e-9)
    #expect(abs(solver.value(of: y) - 60) < 1e-9)
  }

  /// Optimising after every add makes pivots that a later add undoes; a nested tree of 40
  /// views takes about half as many when the build optimises once.
  @Test("a nested build optimises once, with fewer pivots than after every add")
  func buildPivotsOnce() throws {
    func pivots(solveEachAdd: Bool) throws -> (pivots: Int, values: [Double]) {
      let solver = SimplexSolver()
      let (constraints, frames) = Self.nestedConstraints(40, branching: 3, on: solver)
      for constraint in constraints {
        try solver.add(constraint)
        if solveEachAdd { try solver.solve() }
      }
      try solver.solve()
      return (solver.statistics.pivots, frames.joined().map { solver.value(of: $0) })
    }
    let eager = try pivots(solveEachAdd: true)
    let deferred = try pivots(solveEachAdd: false)
    #expect(deferred.pivots * 3 <= eager.pivots * 2, "\(deferred.pivots) against \(eager.pivots)")
    for (a, b) in zip(eager.values, deferred.values) { #expect(abs(a - b) < 1e-7) }
  }

  /// A required conflict is found by phase 1, which needs feasibility only: the add that
  /// causes it throws, with the optimisation of the adds before it still pending, and leaves
  /// the solver as a twin that never saw it.
  @Test("a conflict throws from the add that causes it", arguments: Engine.allCases)
  func conflictAtAdd(engine: Engine) throws {
    func build() throws -> (any ConstraintSolver, [Variable]) {
      let solver = engine.make()
      let (constraints, frames) = Self.nestedConstraints(13, branching: 3, on: solver)
      for constraint in constraints { try solver.add(constraint) }
      return (solver, frames.joined().map { $0 })
    }
    let (solver, variables) = try build()
    let (twin, _) = try build()
    let w = variables[2]
    let child = variables[6]
    // The child's width is at least 0 and fits in the root's 400 less insets.
    #expect(throws: SolverError.self) { try solver.add(child >= w + 1) }
    #expect(solver.constraintCount == twin.constraintCount)
    if let solver = solver as? SimplexSolver, let twin = twin as? SimplexSolver {
      #expect(solver.core.t.work.optimizePending == twin.core.t.work.optimizePending)
      let (a, b) = (solver.statistics, twin.statistics)
      #expect(a.rows == b.rows && a.cells == b.cells && a.symbols == b.symbols)
      #expect(a.objectiveCells == b.objectiveCells && a.definedVariables == b.definedVariables)
    }
    expectUnchanged(solver, since: SolverSnapshot(twin))
  }

  /// The pivots a read or `solve()` makes after adds are part of the report of changed
  /// variables: nothing that moved is left out.
  @Test(
    "changed-variable reports include what the settled optimisation moved",
    arguments: Engine.allCases)
  func reportsIncludeTheSettle(engine: Engine) throws {
    let solver = engine.make()
    let (constraints, frames) = Self.nestedConstraints(13, branching: 3, on: solver)
    let variables = frames.joined().map { $0 }
    let split = constraints.count * 2 / 3
    for constraint in constraints[..<split] { try solver.add(constraint) }
    try solver.solve()
    let before = variables.map { solver.value(of: $0) }
    _ = solver.takeChangedVariables()
    for constraint in constraints[split...] { try solver.add(constraint) }
    let reported = solver.takeChangedVariables()
    let after = variables.map { solver.value(of: $0) }
    let moved = variables.indices.filter { before[$0] != after[$0] }.map { variables[$0] }
    #expect(!moved.isEmpty)
    if let reported {
      for v in moved { #expect(reported.contains(v), "\(solver.name(of: v)) moved, unreported") }
    }
  }

  /// The dual simplex of a suggestion starts from the optimum: suggesting right after a build
  /// that was never solved gives what it gives after a solved one.
  @Test("a suggestion after unsolved adds starts from the optimum", arguments: Engine.allCases)
  func suggestionSettlesFirst(engine: Engine) throws {
    func run(solveFirst: Bool) throws -> [Double] {
      let solver = engine.make()
      let (constraints, frames) = Self.nestedConstraints(13, branching: 3, on: solver)
      for constraint in constraints.dropFirst(4) { try solver.add(constraint) }
      let root = frames[0]
      try solver.add(root[0] == 0)
      try solver.add(root[1] == 0)
      try solver.addEditVariable(root[2], strength: .strong)
      try solver.addEditVariable(root[3], strength: .strong)
      try solver.add((root[2] >= 1000) | .weak)
      if solveFirst { try solver.solve() }
      try solver.suggestValue(500, for: root[2])
      try solver.suggestValue(250, for: root[3])
      return frames.joined().map { solver.value(of: $0) }
    }
    let solved = try run(solveFirst: true)
    let unsolved = try run(solveFirst: false)
    #expect(abs(solved[2] - 500) < 1e-9)
    for (a, b) in zip(solved, unsolved) { #expect(abs(a - b) < 1e-7) }
  }
}
