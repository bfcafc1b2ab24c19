// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// `values(of:)`, the read of many values in one call: the same bits as `value(of:)` for each,
/// on both engines (the simplex engine reads them in one loop over its arrays; the dense one
/// takes the protocol's default).
@Suite struct BatchValuesTests {
  /// After building and after every step of every generated script, the first read after the
  /// solve is one `values(of:)` over every variable (in descending order, or shuffled, so that
  /// a definition is often read before those it is made of), plus a variable of no symbol and
  /// one of another solver; each value is then read again alone, and must be the same bits.
  @Test(arguments: PropertyCase.all, Engine.allCases)
  func aBatchReadsWhatEachReadReads(_ propertyCase: PropertyCase, _ engine: Engine) throws {
    var rng = SplitMix64(seed: propertyCase.seed &* 7919)
    let completed = try play(propertyCase, on: engine) { runner, _, index in
      let solver = runner.solver
      var variables = (0..<solver.variableCount).map { Variable(id: Int32($0)) }
      if index % 2 == 0 {
        variables.reverse()
      } else {
        for i in stride(from: variables.count - 1, to: 0, by: -1) {
          variables.swapAt(i, Int(rng.below(i + 1)))
        }
      }
      variables.insert(Variable(id: Int32(solver.variableCount + 3)), at: variables.count / 2)
      variables.append(Variable(id: 0, solverTag: 0x7FFF_FFF0))
      let batch = solver.values(of: variables)
      #expect(batch.count == variables.count)
      for (k, variable) in variables.enumerated() {
        let alone = solver.value(of: variable)
        #expect(
          batch[k].bitPattern == alone.bitPattern,
          "\(propertyCase) on \(engine), step \(index): \(variable) read \(batch[k]) in the batch, \(alone) alone"
        )
      }
    }
    #expect(completed)
  }

  /// A chain `x[i] == x[i - 1] + 10`, every link a definition over the one before: read from
  /// its tail first after the head moved, each definition waits for the ones above it, which
  /// the read evaluates first; the values are the chain's, and the same bits as read alone.
  @Test(arguments: Engine.allCases)
  func aChainReadFromItsTail(_ engine: Engine) throws {
    let solver = engine.make()
    let xs = (0..<40).map { solver.makeVariable(named: "x\($0)") }
    let head = try solver.add(xs[0] == 100)
    for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 10) }
    try solver.solve()
    /// The chain's values with its head at `head`, from `x[i]` for each `i` of `indices`.
    func chain(_ head: Double, _ indices: [Int]) -> [Double] {
      indices.map { head + 10 * Double($0) }
    }
    let all = Array(0..<40)
    #expect(solver.values(of: xs) == chain(100, all))
    try solver.setConstant(-50, of: head)
    try solver.solve()
    let tailFirst = solver.values(of: xs.reversed())
    #expect(tailFirst == chain(50, all.reversed()))
    for (k, x) in xs.reversed().enumerated() {
      #expect(tailFirst[k].bitPattern == solver.value(of: x).bitPattern)
    }
    // Every other link, then the rest: some read from the memo, some evaluated.
    try solver.setConstant(-20, of: head)
    try solver.solve()
    let odd = Array(stride(from: 39, through: 1, by: -2))
    #expect(solver.values(of: odd.map { xs[$0] }) == chain(20, odd))
    #expect(solver.values(of: xs) == chain(20, all))
    #expect(solver.values(of: []) == [])
  }

  /// Constraints added and not solved: the read brings the solution up to date first, as
  /// `value(of:)` does.
  @Test(arguments: Engine.allCases)
  func aBatchAfterAddsReadsTheOptimum(_ engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(x >= 10)
    try solver.add((x == 40).strength(.weak))
    try solver.add(y == x * 2 + 1)
    #expect(solver.values(of: [y, x]) == [81, 40])
    try solver.add(x <= 20)
    #expect(solver.values(of: [x, y, x]) == [20, 41, 20])
  }

  /// The array a read returns is the caller's: a later read (which the simplex engine writes
  /// into the same storage when no caller holds it any more) leaves it as it was.
  @Test(arguments: Engine.allCases)
  func aReadArrayKeptByItsCallerDoesNotChange(_ engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let handle = try solver.add(x == 5)
    try solver.add(y == x + 1)
    try solver.solve()
    let first = solver.values(of: [x, y])
    try solver.setConstant(-7, of: handle)
    try solver.solve()
    let second = solver.values(of: [x, y])
    #expect(first == [5, 6])
    #expect(second == [7, 8])
    // Longer, then shorter than the last read.
    #expect(solver.values(of: [y, x, y, x]) == [8, 7, 8, 7])
    #expect(solver.values(of: [y]) == [8])
    #expect(first == [5, 6])
    #expect(second == [7, 8])
  }
}
