// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

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
  /// A hint reserves capacity and writes nothing: the per-symbol arrays' entries are written as
  /// the symbols come, a step ahead of them (a 10,000-cell feed's first layout wrote room for
  /// 1.1 million symbols, a tenth of its page faults, for some 700,000 it made). The room
  /// doubles up to ``Tableau/roomInEighths``, then grows by an eighth.
  @Test func aHintIsNotWritten() throws {
    let hinted = SimplexSolver()
    hinted.reserveCapacity(forConstraints: 100_000)
    let x = hinted.makeVariable(named: "x")
    try hinted.add(x >= 10)
    try hinted.solve()
    #expect(hinted.core.t.symbols.capacity >= 300_000)
    #expect(hinted.core.t.symbols.room <= 2 * Tableau.initialCapacity)
    #expect(hinted.core.t.symbols.room >= hinted.core.t.symbols.count)

    // Past ``Tableau/roomInEighths`` the room grows by an eighth at a time, within the
    // capacity: the entries written ahead of the symbols stay within an eighth of them.
    var tableau = Tableau()
    tableau.reserveCapacity(forSymbols: 300_000)
    var rooms: Set<Int> = []
    for i in 0..<12_000 {
      _ = tableau.newSymbol(.slack, owner: Int32(i))
      rooms.insert(tableau.symbols.room)
    }
    #expect(tableau.symbols.capacity >= 300_000)
    // Doubling from 64 to 8,192, then an eighth at a time, for 12,000 symbols.
    #expect(
      rooms.sorted() == [
        64, 128, 256, 512, 1_024, 2_048, 4_096, 8_192, 9_216, 10_368, 11_664, 13_122,
      ])
  }

  /// A dead-end mark writes entries an eighth ahead of its symbol at most (64 at least):
  /// zeros written to twice the count were pages the system maps for ids that may never come.
  @Test func deadEndMarksWriteAnEighthAhead() {
    var deadEnds = DeadEnds()
    for s in 0..<100_000 {
      deadEnds.insert(Int32(s))
      #expect(deadEnds.stamp.count <= s + 1 + max((s + 1) / 8, 64))
    }
    deadEnds.insert(500_000)
    #expect(deadEnds.stamp.count == 500_001)
    #expect(deadEnds.contains(500_000) && deadEnds.contains(999) && !deadEnds.contains(499_999))
    deadEnds.invalidate()
    #expect(!deadEnds.contains(500_000) && !deadEnds.contains(999))
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
