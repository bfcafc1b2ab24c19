// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Unsatisfiable required constraints are refused with an irreducible explanation.
@Suite struct ConflictTests {
  @Test func equalityConflictIsExplainedMinimally() throws {
    // SOLVER.md §3b: x == 1, y == x, y == 1, then y == 2. Both {y == 1} and
    // {x == 1, y == x} explain it. The elimination keeps the earlier rows, so y == 1, redundant
    // when it came, is left out: {x == 1, y == x}, the set the simplex engine names too.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let c1 = try s.add(x == 1)
    let c2 = try s.add(y == x)
    try s.add(y == 1)
    let refused = y == 2
    let found = try #require(conflict { () throws(SolverError) in try s.add(refused) })
    #expect(found.constraint == refused)
    #expect(found.handle == nil)
    #expect(found.conflicting == [c1, c2])
  }

  @Test func chainOfEqualitiesIsExplainedWhole() throws {
    // x >= 10, x == 2y, then y == 3x (SOLVER.md R4): all three are needed.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let c1 = try s.add(x >= 10)
    let c2 = try s.add(x == 2 * y)
    let found = try #require(conflict { () throws(SolverError) in try s.add(y == 3 * x) })
    #expect(found.conflicting == [c1, c2])
    #expect(isClose(s.value(of: x), 10))
    #expect(isClose(s.value(of: y), 5))
  }

  @Test func inequalityConflicts() throws {
    // SOLVER.md R2 and R3, with an unrelated constraint that must stay out of the explanation.
    let s = GaussSolver()
    let a = s.makeVariable(named: "a")
    let b = s.makeVariable(named: "b")
    let z = s.makeVariable(named: "z")
    let ca = try s.add(a >= 10)
    let cb = try s.add(b <= 5)
    try s.add(z >= 0)
    try s.add(a <= 1000)
    let found = try #require(conflict { () throws(SolverError) in try s.add(b >= a) })
    #expect(found.conflicting == [ca, cb])
    let alone = try #require(conflict { () throws(SolverError) in try s.add(a <= 0) })
    #expect(alone.conflicting == [ca])
  }

  @Test func irreducibleAmongSeveralCauses() throws {
    // Three lower bounds exceed the upper bound; only the first one that suffices stays
    // after the deletion filter drops the others in handle order.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x >= 30)
    try s.add(x >= 20)
    let c3 = try s.add(x >= 40)
    try s.add(x <= 100)
    let found = try #require(conflict { () throws(SolverError) in try s.add(x <= 35) })
    #expect(found.conflicting == [c3])
  }

  @Test func constantOnlyConstraints() throws {
    // SOLVER.md R6.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x == 3)
    let ten = LinearConstraint(Expression(10), .equal)
    #expect(conflict { () throws(SolverError) in try s.add(ten) }?.conflicting == [])
    try s.add(LinearConstraint(Expression(0), .equal))
    let negative = LinearConstraint(Expression(-1), .greaterThanOrEqual)
    #expect(conflict { () throws(SolverError) in try s.add(negative) }?.conflicting == [])
    #expect(s.constraintCount == 2)
    // An optional impossible constant costs nothing and is accepted.
    try s.add(LinearConstraint(Expression(5), .equal, strength: .weak))
    #expect(isClose(s.value(of: x), 3))
  }

  @Test func constantChangeConflict() throws {
    // SOLVER.md R33: x >= 10, x <= 20; moving the first to x >= 30 is refused.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let low = try s.add(x >= 10)
    let high = try s.add(x <= 20)
    let before = s.value(of: x)
    let found = try #require(conflict { () throws(SolverError) in try s.setConstant(-30, of: low) })
    #expect(found.handle == low)
    #expect(found.constraint == (x >= 30))
    #expect(found.conflicting == [high])
    #expect(s.value(of: x) == before)
    #expect(s.constraint(low) == (x >= 10))
    try s.setConstant(-15, of: low)
    #expect(isClose(s.value(of: x), 15))
  }

  @Test func strengthChangeConflict() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let bound = try s.add(x <= 5)
    let wish = try s.add((x == 8) | .strong)
    let found = try #require(
      conflict { () throws(SolverError) in try s.setStrength(.required, of: wish) })
    #expect(found.handle == wish)
    #expect(found.constraint == (x == 8))
    #expect(found.conflicting == [bound])
    #expect(s.constraint(wish)?.strength == .strong)
    #expect(isClose(s.value(of: x), 5))
  }

  @Test func removedConflictPartnerFreesTheWay() throws {
    // SOLVER.md R1: after a refused add, removing and re-adding works as if it never happened.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.addEditVariable(x, strength: .strong)
    var low = try s.add(x >= 2)
    try s.remove(low)
    low = try s.add(x >= 2)
    #expect(conflict { () throws(SolverError) in try s.add(x <= 1) }?.conflicting == [low])
    #expect(isClose(s.value(of: x), 2))
    try s.remove(low)
    #expect(isClose(s.value(of: x), 0))
    try s.add(x >= 2)
    #expect(isClose(s.value(of: x), 2))
  }

  @Test func redundantEqualitiesAreAccepted() throws {
    // SOLVER.md R5 and R7.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let first = try s.add(x == 10)
    #expect(conflict { () throws(SolverError) in try s.add(x == 20) }?.conflicting == [first])
    let second = try s.add(x == 10)
    try s.remove(first)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(3, for: x)
    #expect(isClose(s.value(of: x), 10))
    try s.remove(second)
    #expect(isClose(s.value(of: x), 3))
    let vs = (0..<3).map { _ in s.makeVariable() }
    try s.add(vs[0] == x)
    try s.add(vs[0] == vs[1])
    try s.add(vs[1] == vs[2])
    try s.add(vs[2] == x)
    try s.suggestValue(7, for: x)
    for v in vs { #expect(isClose(s.value(of: v), 7)) }
  }
}

/// Random required systems: every refused constraint comes with an irreducible explanation.
@Suite struct RandomConflictTests {
  /// Whether the required constraints can all hold, asked of a fresh solver.
  static func isFeasible(_ constraints: [LinearConstraint], variables: Int) -> Bool {
    let s = GaussSolver()
    for _ in 0..<variables { _ = s.makeVariable() }
    do {
      try s.add(constraints.map(\.untagged))
      return true
    } catch {
      return false
    }
  }

  @Test(arguments: 0..<60)
  func explanationsAreIrreducible(seed: UInt64) throws {
    var rng = SplitMix64(state: seed &+ 1000)
    let n = 3
    let s = GaussSolver()
    for _ in 0..<n { _ = s.makeVariable() }
    var installed: [(ConstraintHandle, LinearConstraint)] = []
    var refusals = 0
    for _ in 0..<12 {
      var terms: [Term] = []
      for v in 0..<n where Int.random(in: 0..<3, using: &rng) == 0 {
        let coefficient = Double(Int.random(in: -2...2, using: &rng))
        if coefficient != 0 { terms.append(Term(Variable(id: Int32(v)), coefficient: coefficient)) }
      }
      if terms.isEmpty { terms.append(Term(Variable(id: Int32.random(in: 0..<3, using: &rng)))) }
      let expression = Expression(
        terms: terms, constant: Double(Int.random(in: -10...10, using: &rng)))
      let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      let candidate = LinearConstraint(expression, relations[Int.random(in: 0..<3, using: &rng)])
      let before = Observation(s, handles: installed.map(\.0))
      if let found = conflict({ () throws(SolverError) in
        installed.append((try s.add(candidate), candidate))
      }) {
        refusals += 1
        #expect(Observation(s, handles: installed.map(\.0)) == before)
        #expect(found.constraint == candidate)
        #expect(found.conflicting == found.conflicting.sorted())
        let members = found.conflicting.compactMap { s.constraint($0) }
        #expect(members.count == found.conflicting.count)
        #expect(!Self.isFeasible(members + [candidate], variables: n))
        for k in members.indices {
          var fewer = members
          fewer.remove(at: k)
          #expect(Self.isFeasible(fewer + [candidate], variables: n))
        }
        #expect(Self.isFeasible(members, variables: n))
      }
    }
    for (_, constraint) in installed {
      #expect(constraint.violation { s.value(of: $0) } <= 1e-7)
    }
    // Every seed of this range refuses at least one constraint.
    #expect(refusals > 0)
  }
}
