// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// The same calls give bit-identical results; the answer does not depend on call order.
@Suite struct DeterminismTests {
  /// A grid of boxes with random sizes, priorities and suggestions (SOLVER.md R27, R30).
  static func run(seed: UInt64, reversed: Bool = false) throws -> (Observation, [Double]) {
    var rng = SplitMix64(state: seed)
    let s = GaussSolver()
    let width = s.makeVariable(named: "width")
    var constraints: [LinearConstraint] = []
    var right = Expression(0)
    for i in 0..<6 {
      let left = s.makeVariable(named: "l\(i)")
      let w = s.makeVariable(named: "w\(i)")
      constraints.append(left >= right + 8)
      constraints.append(w >= 10)
      let priority = Strength(priority: Double(Int.random(in: 100...900, using: &rng)))
      let wish = Double(Int.random(in: 20...120, using: &rng))
      constraints.append((w == wish) | priority)
      constraints.append(left + w + 8 <= width)
      right = left + w
    }
    if reversed { constraints.reverse() }
    try s.add(constraints)
    try s.addEditVariable(width, strength: .strong)
    var trace: [Double] = []
    for _ in 0..<5 {
      try s.suggestValue(Double(Int.random(in: 100...900, using: &rng)), for: width)
      trace += (0..<s.variableCount).map { s.value(of: Variable(id: Int32($0))) }
    }
    return (Observation(s), trace)
  }

  @Test func repeatedRunsAreBitIdentical() throws {
    for seed: UInt64 in [1, 2, 3] {
      let first = try Self.run(seed: seed)
      let second = try Self.run(seed: seed)
      #expect(first.0 == second.0)
      #expect(first.1.map(\.bitPattern) == second.1.map(\.bitPattern))
    }
  }

  @Test func orderOfAddsDoesNotChangeTheAnswer() throws {
    for seed: UInt64 in [4, 5] {
      let forward = try Self.run(seed: seed).1
      let backward = try Self.run(seed: seed, reversed: true).1
      for (a, b) in zip(forward, backward) { #expect(isClose(a, b, 1e-9)) }
    }
  }

  @Test func conflictsAreReproducible() throws {
    func explain() throws -> Conflict? {
      let s = GaussSolver()
      let x = s.makeVariable(named: "x")
      let y = s.makeVariable(named: "y")
      try s.add(x >= 10)
      try s.add(y >= 10)
      try s.add(x + y <= 30)
      try s.add(x - y == 0)
      return conflict { () throws(SolverError) in try s.add(x >= 16) }
    }
    let first = try explain()
    #expect(first != nil)
    #expect(try explain() == first)
  }
}
