// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// The index from each variable to the required constraints that mention it stays what the
/// installed constraints say across adds, removes, strength changes, a failed all-or-none
/// batch and a reset; and the answers that depend on it (which constraints a new one is tested
/// against, and which a conflict names) are those of a twin built from the successful calls.
@Suite struct RequiredIndexTests {
  /// `x0 == 0` and `x[i+1] == x[i] + 1` over `x`, plus a weak wish and an inequality on each.
  static func chain(_ s: GaussSolver, _ x: [Variable]) throws -> [ConstraintHandle] {
    var chain = [try s.add(x[0] == 0)]
    for i in x.indices.dropLast() {
      chain.append(try s.add(x[i + 1] == x[i] + 1))
      try s.add((x[i] == 3) | .weak)
      try s.add(x[i] >= -100)
    }
    return chain
  }

  /// Whether `x.last == -5` is refused, naming exactly `expected` (sorted).
  static func refusesEnd(
    _ s: GaussSolver, _ x: [Variable], naming expected: [ConstraintHandle]
  ) -> Bool {
    guard let last = x.last else { return false }
    let found = conflict({ () throws(SolverError) in _ = try s.add(last == -5) })
    return found?.conflicting == expected.sorted()
  }

  /// The number of terms of the installed required constraints: what the index must list.
  static func requiredTerms(_ constraints: [LinearConstraint]) -> Int {
    constraints.filter(\.strength.isRequired).reduce(0) {
      $0 + Set($1.expression.terms.map(\.variable)).count
    }
  }

  @Test func indexFollowsAddsRemovesAndStrengths() throws {
    let s = GaussSolver()
    let x = (0..<8).map { s.makeVariable(named: "x\($0)") }
    var chain = try Self.chain(s, x)
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 1 + 2 * 7 + 7)

    // Removing a link splits the chain: its end part can move, and takes `x7 == -5`.
    try s.remove(chain[4])
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 1 + 2 * 6 + 7)
    let free = try s.add(x[7] == -5)
    #expect(isClose(s.value(of: x[7]), -5))
    try s.remove(free)

    // Put back (into the freed slot, in the middle of the lists), the link closes it again.
    chain[4] = try s.add(x[4] == x[3] + 1)
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 1 + 2 * 7 + 7)

    // A link made weak leaves the index, and comes back when required again.
    try s.setStrength(.weak, of: chain[2])
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 1 + 2 * 6 + 7)
    let end = try s.add(x[7] == -5)
    #expect(isClose(s.value(of: x[7]), -5))
    let weakLink = chain[2]
    let found = conflict({ () throws(SolverError) in try s.setStrength(.required, of: weakLink) })
    #expect(found?.conflicting == (chain.filter { $0 != weakLink } + [end]).sorted())
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 1 + 2 * 6 + 7 + 1)
  }

  @Test func failedBatchRestoresTheIndex() throws {
    let s = GaussSolver()
    let twin = GaussSolver()
    let x = (0..<8).map { s.makeVariable(named: "x\($0)") }
    let tx = (0..<8).map { twin.makeVariable(named: "x\($0)") }
    let y = s.makeVariable(named: "y")
    let ty = twin.makeVariable(named: "y")
    var chain = try Self.chain(s, x)
    var twinChain = try Self.chain(twin, tx)
    // A free slot in the middle, so that the batch fills it and then appends.
    try s.remove(chain[3])
    try twin.remove(twinChain[3])
    let before = s.requiredIndexEntryCount

    let batch = [x[3] == x[2] + 1, y == x[7] + 2, (y == 0) | .strong, x[7] == 100]
    #expect(throws: SolverError.self) { try s.add(batch) }
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == before)
    #expect(Observation(s, handles: chain) == Observation(twin, handles: twinChain))

    // The same successful calls afterwards give the same handles, values and conflicts.
    chain[3] = try s.add(x[3] == x[2] + 1)
    twinChain[3] = try twin.add(tx[3] == tx[2] + 1)
    #expect(chain[3] == twinChain[3])
    try s.add(y == x[7] + 2)
    try twin.add(ty == tx[7] + 2)
    #expect(s.requiredIndexIsConsistent)
    #expect(Self.refusesEnd(s, x, naming: chain))
    #expect(Self.refusesEnd(twin, tx, naming: twinChain))
    #expect(Observation(s, handles: chain) == Observation(twin, handles: twinChain))
  }

  @Test func resetEmptiesTheIndex() throws {
    let s = GaussSolver()
    _ = try Self.chain(s, (0..<6).map { s.makeVariable(named: "x\($0)") })
    s.reset()
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 0)
    let x = (0..<6).map { s.makeVariable(named: "x\($0)") }
    let chain = try Self.chain(s, x)
    #expect(s.requiredIndexIsConsistent)
    #expect(s.requiredIndexEntryCount == 1 + 2 * 5 + 5)
    #expect(Self.refusesEnd(s, x, naming: chain))
  }
}
