// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 12: a refused call leaves the solver exactly as before, values included, even where
/// the required constraints leave a direction free.
@Suite struct RefusalRollbackTests {
  /// `.csys` fuzz case 11810 (simplex), and the two lines of it that fail: `v5 + v2 == 630`
  /// leaves the split between v5 and v2 free (v5 reads 630, v2 0); the refused
  /// `v5 + v2 <= 354` solved v5's definition for v2 first, to define v5 by the new
  /// constraint, found that it could not (v2's definition would then mention v5), and left v5
  /// at 0 and v2 at 630.
  @Test(
    arguments: Engine.allCases,
    [
      """
      edit v0 1e-300
      c0 required: 42 + 15 == -329 * v1 - v1
      required: v5 - 296 + v2 == 334 + 2.2e-308
      strong: -206 - 2.2e-308 == -248 * v0
      required: 13 == v1 + v4
      required: v5 + v2 <= 354
      """,
      """
      required: v5 - 296 + v2 == 334
      required: v5 + v2 <= 354
      """,
    ])
  func aRefusedAddKeepsAFreeSplit(engine: Engine, text: String) throws {
    let system = try ConstraintSystem(csysText: text)
    var tally = CSysFuzzTests.Tally()
    // The replay expects every refused call to leave the values as they were, bit for bit.
    CSysFuzzTests.replay(system, on: engine.make(), tally: &tally, note: "case 11810")
    #expect(tally.refused >= 1)
  }

  /// `.csys` fuzz case 31899 (simplex, found in a release run of 50,000 cases), reduced: the
  /// required `-468 * v0 == -370 * v0` (`1e300:` reads as required) conflicts with the
  /// inequality and the two equalities before it, but the simplex accepted it and left the
  /// required `v2 == 547 * v0 + 106 * v3` off by 18. Its phase 1 entered a cell of 2e-6 that
  /// is the difference of two cells equal in exact arithmetic (cells of 5.8e7 had cancelled
  /// to -130.431444 in both) and wrote cells of 6.9e10. Such an add's answer is now measured,
  /// and the rebuild of the required constraints alone refuses it.
  @Test(arguments: Engine.allCases)
  func fuzzCase31899(engine: Engine) throws {
    let text = """
      edit v0 1e-300
      edit v1 1250
      weak: -253 * v1 == v3
      required: 220 >= -345 * v2 + 249 * v3 - 260
      c6 required: 388 * v3 + 70 == v2
      required: 242 * v0 - v0 + v1 >= -141 * v2 - 452 * v2 - 109
      required: v2 == 323 * v0 + 224 * v0 + 106 * v3
      1e300: -468 * v0 == -370 * v0
      update
      constant c6 483
      update
      update
      """
    let system = try ConstraintSystem(csysText: text)
    var tally = CSysFuzzTests.Tally()
    CSysFuzzTests.replay(system, on: engine.make(), tally: &tally, note: "case 31899")
  }

  /// The core of case 31899, in the order that makes the cancellation happen before the
  /// conflicting add (cells of 5.8e7 from the third inequality, cancelled by the equality
  /// after it): the add of `v0 == 0` is refused as a conflict of the constraints it breaks, on
  /// both engines, and the values stay as they were.
  @Test(arguments: Engine.allCases)
  func aConflictHiddenByACancellationIsRefused(engine: Engine) throws {
    let system = try ConstraintSystem(
      csysText: """
        edit v1 medium
        weak: -253 * v1 == v3
        required: 220 >= -345 * v2 + 249 * v3 - 260
        required: 388 * v3 + 70 == v2
        required: v0 + v1 >= -593 * v2 - 109
        required: v2 == 547 * v0 + 106 * v3
        """)
    let solver = engine.make()
    for name in system.variableNames { _ = solver.makeVariable(named: name) }
    var handles: [ConstraintHandle] = []
    for step in system.build {
      switch step {
      case .edit(let variable, let strength):
        try solver.addEditVariable(variable, strength: strength)
      case .constraint(let labeled):
        handles.append(try solver.add(labeled.constraint))
      }
    }
    try solver.solve()
    let v0 = Variable(id: 3)
    #expect(solver.name(of: v0) == "v0")
    let values = (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
    let conflict = v0 == 0
    var refusal: SolverError?
    do {
      try solver.add(conflict)
    } catch {
      refusal = error
    }
    guard case .unsatisfiable(let explained)? = refusal else {
      Issue.record("\(engine): expected a conflict, got \(String(describing: refusal))")
      return
    }
    // The first inequality and the two equalities: the edit, the wish and the second
    // inequality are not needed.
    #expect(Set(explained.conflicting) == [handles[1], handles[2], handles[4]])
    try solver.solve()
    let after = (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
    #expect(after == values)
  }
}
