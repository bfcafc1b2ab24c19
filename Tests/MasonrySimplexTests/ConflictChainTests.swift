// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 12, F10: a contradiction closed around a chain of required equalities is explained by
/// exactly the chain, read off the solver's certificate (simplex) or elimination (Gauss)
/// instead of a deletion filter that re-solves per candidate. The bench times the large sizes
/// (`bench scale conflict-chain 3000`); here small ones check the sets, on both engines, both
/// as read (filter limit 0) and with the default filter for small sets.
@Suite struct ConflictChainTests {
  /// The filter limits each case runs with: none (the explanation as read), and the default.
  static let limits: [Int?] = [0, nil]

  func makeSolver(_ engine: Engine, filterLimit: Int?) -> any ConstraintSolver {
    switch engine {
    case .simplex:
      let solver = SimplexSolver()
      if let filterLimit { solver.conflictFilterLimit = filterLimit }
      return solver
    case .gauss:
      let solver = GaussSolver()
      if let filterLimit { solver.conflictFilterLimit = filterLimit }
      return solver
    }
  }

  /// The conflict `body` is refused with, or nil.
  func refusal(_ body: () throws -> Void) -> Conflict? {
    guard case .unsatisfiable(let found)? = caught(body) else { return nil }
    return found
  }

  /// `x0 == 0` and `x(i+1) == x(i) + 1` for i < n: the variables and the chain's handles.
  func chain(
    _ n: Int, in solver: any ConstraintSolver
  ) throws -> (x: [Variable], links: [ConstraintHandle]) {
    let x = (0...n).map { solver.makeVariable(named: "x\($0)") }
    var links = [try solver.add(x[0] == 0)]
    for i in 0..<n { links.append(try solver.add(x[i + 1] == x[i] + 1)) }
    return (x, links)
  }

  @Test(arguments: Engine.allCases, limits)
  func anEqualityClosingTheChainNamesEveryLink(engine: Engine, filterLimit: Int?) throws {
    for n in [6, 40] {
      let solver = makeSolver(engine, filterLimit: filterLimit)
      let (x, links) = try chain(n, in: solver)
      let refused = x[n] == -5
      let found = try #require(refusal { try solver.add(refused) })
      #expect(found.constraint == refused)
      #expect(found.handle == nil)
      #expect(found.conflicting == links)
      if n <= 6 { expectIrreducible(found, in: solver) }
      #expect(solver.constraintCount == n + 1)
      #expect(abs(solver.value(of: x[n]) - Double(n)) < 1e-9)
    }
  }

  @Test(arguments: Engine.allCases, limits)
  func sideBranchesStayOutOfTheExplanation(engine: Engine, filterLimit: Int?) throws {
    let n = 30
    let solver = makeSolver(engine, filterLimit: filterLimit)
    let (x, links) = try chain(n, in: solver)
    // Constraints connected to the chain that the contradiction does not need.
    let y = (0...n).map { solver.makeVariable(named: "y\($0)") }
    for i in 0...n { try solver.add(y[i] == x[i] + 3) }
    let z = solver.makeVariable(named: "z")
    try solver.add(z == y[2] + y[5])
    try solver.add(x[n] >= x[0])
    let found = try #require(
      refusal { try solver.add(x[n] + x[1] == 2) })
    // x[n] + x[1] == 2 against x[n] = n and x[1] = 1: the links from x0 to x[n].
    #expect(found.conflicting == links)
  }

  @Test(arguments: Engine.allCases, limits)
  func anInequalityClosingTheChainNamesEveryLink(engine: Engine, filterLimit: Int?) throws {
    let n = 12
    let solver = makeSolver(engine, filterLimit: filterLimit)
    let (x, links) = try chain(n, in: solver)
    let found = try #require(refusal { try solver.add(x[n] <= -5) })
    #expect(found.conflicting == links)
    if filterLimit == nil { expectIrreducible(found, in: solver) }
  }

  @Test(arguments: Engine.allCases, limits)
  func aConstantChangeThatBreaksTheChainNamesEveryOtherLink(
    engine: Engine, filterLimit: Int?
  ) throws {
    let n = 30
    let solver = makeSolver(engine, filterLimit: filterLimit)
    let (x, links) = try chain(n, in: solver)
    // Redundant while its constant agrees with the chain.
    let end = try solver.add(x[n] == Double(n))
    let found = try #require(
      refusal { try solver.setConstant(5, of: end) })
    #expect(found.handle == end)
    #expect(found.conflicting == links)
    #expect(abs(solver.value(of: x[n]) - Double(n)) < 1e-9)
  }

  @Test(arguments: limits)
  func theEnginesNameTheSameSetWhenTwoWouldDo(filterLimit: Int?) throws {
    // SOLVER.md §3b: x == 1, y == x, y == 1, then y == 2: {y == 1} and {x == 1, y == x} both
    // explain it. Both engines keep the constraints that came first.
    for engine in Engine.allCases {
      let solver = makeSolver(engine, filterLimit: filterLimit)
      let x = solver.makeVariable(named: "x")
      let y = solver.makeVariable(named: "y")
      let first = try solver.add(x == 1)
      let second = try solver.add(y == x)
      try solver.add(y == 1)
      let found = try #require(refusal { try solver.add(y == 2) })
      #expect(found.conflicting == [first, second], "\(engine)")
    }
  }

  /// A conflict on one variable of a large system is explained with scratch solvers that hold
  /// only the candidates' variables: one, not the system's 2,002 for each of the filter's
  /// checks (which made a conflict on one view of a list of 10,000 rows cost the list).
  @Test func aLocalConflictIsExplainedWithItsOwnVariables() throws {
    let solver = SimplexSolver()
    _ = try chain(2_000, in: solver)
    let y = solver.makeVariable(named: "y")
    let pin = try solver.add(y == 5)
    let conflict = try #require(refusal { _ = try solver.add(y == 7) })
    #expect(conflict.conflicting == [pin])
    #expect(solver.conflictScratchVariables <= 4)
  }
}
