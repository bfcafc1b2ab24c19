// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Over column-scaled variables every change is solved when it is made, and a change whose
/// solution leaves the doubles is refused by the call that made it, naming the constraint, with
/// the solver left as before: removals, strength changes and edit removals as well as adds,
/// constants and suggestions (before, those three were taken, and the next `solve()` threw an
/// overflow that named no constraint).
@Suite struct EagerRefusalTests {
  /// `chain[i] == 1e8 * chain[i - 1]` for 38 links (the columns are scaled), x = `chain[0]` an
  /// edit variable at strong suggested 1 (y38 is 1e304), then the required `x <= 1` when
  /// `ceiling` is given, and `x == 1e5` at `wish` (the last handle).
  static func chain(
    wish: Strength, ceiling: LinearConstraint? = nil
  ) throws -> (GaussSolver, [Variable], [ConstraintHandle], ConstraintHandle) {
    let s = GaussSolver()
    let (chain, links) = try addOverflowChain(to: s)
    var handles = links
    if let ceiling { handles.append(try s.add(ceiling)) }
    let wished = try s.add((chain[0] == 1e5) | wish)
    handles.append(wished)
    try s.solve()
    return (s, chain, handles, wished)
  }

  /// Expects `body` to throw `expected` and to leave the solver as it was; returns whether it
  /// threw.
  static func expectRefused(
    _ s: GaussSolver, _ handles: [ConstraintHandle], _ expected: SolverError,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    let before = SolverSnapshot(s, handles: handles)
    let error = caught(body)
    #expect(error == expected, sourceLocation: sourceLocation)
    expectUnchanged(s, since: before, handles: handles, sourceLocation: sourceLocation)
  }

  @Test func strengthChangeWhoseSolutionOverflowsIsRefused() throws {
    let (s, chain, handles, wished) = try Self.chain(wish: .weak)
    expectValue(s, chain[38], 1e304, tolerance: 1e-12)
    // At 999 the wish beats the strong edit: x would be 1e5 and y38 1e309.
    let stronger = Strength(priority: 999)
    Self.expectRefused(
      s, handles,
      .outOfRange(
        RangeViolation(constraint: (chain[0] == 1e5) | stronger, handle: wished, reason: .overflow))
    ) { try s.setStrength(stronger, of: wished) }
    // A strength that leaves the edit in charge is taken.
    try s.setStrength(.medium, of: wished)
    try s.solve()
    expectValue(s, chain[38], 1e304, tolerance: 1e-12)
  }

  @Test func removalWhoseSolutionOverflowsIsRefused() throws {
    // Without the required ceiling the wish at 999 would move x to 1e5 (and y38 past 1e308).
    let ceilingConstraint = Variable(id: 0) <= 1
    let (s, chain, handles, wished) = try Self.chain(
      wish: Strength(priority: 999), ceiling: ceilingConstraint)
    let ceiling = handles[38]
    expectValue(s, chain[38], 1e304, tolerance: 1e-12)
    Self.expectRefused(
      s, handles,
      .outOfRange(
        RangeViolation(constraint: ceilingConstraint, handle: ceiling, reason: .overflow))
    ) { try s.remove(ceiling) }
    #expect(s.contains(ceiling))
    // Without the wish, the ceiling can go.
    try s.remove(wished)
    try s.remove(ceiling)
    try s.solve()
    expectValue(s, chain[38], 1e304, tolerance: 1e-12)
  }

  @Test func editRemovalWhoseSolutionOverflowsIsRefused() throws {
    let (s, chain, handles, _) = try Self.chain(wish: .weak)
    // Without the edit the weak wish moves x to 1e5.
    Self.expectRefused(
      s, handles,
      .outOfRange(RangeViolation(constraint: (chain[0] == 1) | .strong, reason: .overflow))
    ) { try s.removeEditVariable(chain[0]) }
    #expect(s.hasEditVariable(chain[0]))
    // Once the wish asks for less, the edit can go.
    try s.setConstant(-2, of: handles[38])
    try s.removeEditVariable(chain[0])
    try s.solve()
    expectValue(s, chain[0], 2, tolerance: 1e-12)
  }

  /// Adding an edit variable moves nothing (the edit starts at the current value), so the
  /// solution of a scaled system stays as it was.
  @Test func addingAnEditKeepsTheSolution() throws {
    let (s, chain, _, _) = try Self.chain(wish: .weak)
    let before = (0...38).map { s.value(of: chain[$0]) }
    try s.addEditVariable(chain[38], strength: .medium)
    try s.solve()
    for i in [0, 19, 38] {
      expectValue(s, chain[i], before[i], tolerance: 1e-12)
    }
  }
}
