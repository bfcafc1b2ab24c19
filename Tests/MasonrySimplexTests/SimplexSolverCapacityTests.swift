// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing

/// ``SimplexSolver/reserveCapacity(forConstraints:)`` is a hint about memory only: a solver told
/// how many constraints are coming, once or in many small hints, solves to the same bits as one
/// that grows its tables by doubling.
@Suite struct SimplexSolverCapacityTests {
  /// Builds a row of `count` boxes (widths at least 10, gaps of 8, between 0 and a
  /// width of 700, each box wishing for 100 weakly), calling `hint` before each box, and
  /// returns every value's bits.
  func rowBits(count: Int, hint: (SimplexSolver, Int) -> Void) throws -> [UInt64] {
    let solver = SimplexSolver()
    var variables: [Variable] = []
    var previousRight: Variable?
    for i in 0..<count {
      hint(solver, i)
      let x = solver.makeVariable(named: "x\(i)")
      let w = solver.makeVariable(named: "w\(i)")
      variables += [x, w]
      try solver.add(w >= 10)
      try solver.add((w == 100) | .weak)
      if let previousRight {
        try solver.add(x == previousRight + 8)
      } else {
        try solver.add(x == 0)
      }
      let right = solver.makeVariable(named: "r\(i)")
      variables.append(right)
      try solver.add(right == x + w)
      previousRight = right
    }
    if let previousRight { try solver.add(previousRight <= 700) }
    try solver.solve()
    return variables.map { solver.value(of: $0).bitPattern }
  }

  @Test func oneHintForTheWholeBuild() throws {
    let plain = try rowBits(count: 30) { _, _ in }
    let hinted = try rowBits(count: 30) { solver, i in
      if i == 0 { solver.reserveCapacity(forConstraints: 150) }
    }
    #expect(hinted == plain)
  }

  @Test func manySmallAndZeroHints() throws {
    let plain = try rowBits(count: 30) { _, _ in }
    let hinted = try rowBits(count: 30) { solver, i in
      solver.reserveCapacity(forConstraints: i % 3 == 0 ? 0 : 5)
    }
    #expect(hinted == plain)
  }
  /// A hint is a caller's number: any `Int` is taken without a trap (`Int.max` overflowed the
  /// count of symbols to make room for) and without asking for more than
  /// ``SimplexSolver/largestReservation`` constraints' room.
  @Test(arguments: [Int.max, Int.min, -1, SimplexSolver.largestReservation + 1])
  func anyHintIsTaken(count: Int) throws {
    let plain = try rowBits(count: 5) { _, _ in }
    let hinted = try rowBits(count: 5) { solver, i in
      if i == 0 { solver.reserveCapacity(forConstraints: count) }
    }
    #expect(hinted == plain)
  }
}
