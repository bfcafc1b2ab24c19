// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// A constraint made required or optional again (as a stack view does for each view it hides
/// or shows) in a large solver: only its own slot is saved for a rollback, not every slot
/// (3,000 labels, half of them hidden in one layout, took 715 ms where their first layout took
/// 80: every change copied the solver's 20,000 slots).
@Suite struct StrengthChangeCostTests {
  /// A chain of `n` rows, each pinned to the one before by a strong equation.
  private static func chain(_ n: Int) throws -> (SimplexSolver, [Variable], [ConstraintHandle]) {
    let s = SimplexSolver()
    let xs = (0..<n).map { s.makeVariable(named: "x\($0)") }
    var handles = [try s.add(xs[0] == 0)]
    for i in 1..<n { handles.append(try s.add((xs[i] == xs[i - 1] + 10) | .strong)) }
    try s.solve()
    return (s, xs, handles)
  }

  private static func slotStorage(_ s: SimplexSolver) -> UnsafeRawPointer? {
    s.core.slots.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func toAndFromRequiredKeepsTheSlotsWhereTheyAre() throws {
    let (s, xs, handles) = try Self.chain(1_000)
    let before = Self.slotStorage(s)
    try s.setStrength(.required, of: handles[500])
    try s.setStrength(.strong, of: handles[500])
    try s.setStrength(.required, of: handles[700])
    #expect(Self.slotStorage(s) == before)
    #expect(s.value(of: xs[999]) == 9_990)
  }

  @Test func aFailedChangeToRequiredLeavesTheSolverAsItWas() throws {
    let (s, xs, handles) = try Self.chain(300)
    let (twin, twinXs, _) = try Self.chain(300)
    // Required pins that the link between them, made required, would contradict.
    let pins = [try s.add(xs[150] == 0), try s.add(xs[151] == 0)]
    for i in [150, 151] { _ = try twin.add(twinXs[i] == 0) }
    #expect(throws: SolverError.self) { try s.setStrength(.required, of: handles[151]) }
    #expect(s.constraint(handles[151])?.strength == .strong)
    #expect(pins.allSatisfy { s.contains($0) })
    // The same values, and the same next steps, as the twin that never tried.
    try s.solve()
    try twin.solve()
    #expect(xs.map { s.value(of: $0) } == twinXs.map { twin.value(of: $0) })
    let next = try s.add((xs[299] == 1_000) | .weak)
    let twinNext = try twin.add((twinXs[299] == 1_000) | .weak)
    #expect(next.index == twinNext.index && next.generation == twinNext.generation)
    try s.setStrength(.required, of: handles[250])
    #expect(s.value(of: xs[299]) == 1_480)
  }
}
