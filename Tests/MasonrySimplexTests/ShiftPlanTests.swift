// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Suggestions between structural changes: the simplex keeps the rows a suggestion shifts (and
/// the edit's coefficient in each) from one suggestion to the next, and every change to a row
/// (an add, a removal, a constant change that pivots, a rollback) must make it find them again.
/// Each step is checked against a solver built afresh from the same constraints and
/// suggestions.
@Suite struct ShiftPlanTests {
  /// A row of `count` views between two edges: equal widths `w[i] >= 0`, gaps of 8, the last
  /// view's trailing edge on the edit `W`, and a weak wish for the first width.
  struct Row {
    var constraints: [LinearConstraint] = []
    let w: [Variable]
    let x: [Variable]
    let width: Variable

    /// Untagged variables (see ``Variable/init(id:)``): the fresh solver that checks a step
    /// takes the same constraints.
    init(_ s: any ConstraintSolver, count: Int) {
      func make(_ name: String) -> Variable { Variable(id: s.makeVariable(named: name).id) }
      width = make("W")
      w = (0..<count).map { make("w\($0)") }
      x = (0..<count).map { make("x\($0)") }
      constraints.append(x[0] == 8)
      for i in 0..<count {
        constraints.append(w[i] >= 0)
        if i > 0 {
          constraints.append(w[i] == w[0])
          constraints.append(x[i] == x[i - 1] + w[i - 1] + 8)
        }
      }
      constraints.append(x[count - 1] + w[count - 1] == width - 8)
      constraints.append((w[0] == 100) | .weak)
    }
  }

  /// A solver holding `constraints` and `width` as an edit at `value`, built from nothing.
  static func fresh(
    _ engine: Engine, _ constraints: [LinearConstraint], variables: Int, width: Variable,
    value: Double
  ) throws -> any ConstraintSolver {
    let s = engine.make()
    for _ in 0..<variables { _ = s.makeVariable() }
    for c in constraints { _ = try s.add(c) }
    try s.addEditVariable(width, strength: .strong)
    try s.suggestValue(value, for: width)
    try s.solve()
    return s
  }

  @Test(arguments: Engine.allCases)
  func suggestionsAfterEachKindOfChangeMatchAFreshSolver(engine: Engine) throws {
    let s = engine.make()
    var row = Row(s, count: 6)
    var handles: [ConstraintHandle] = []
    for c in row.constraints { handles.append(try s.add(c)) }
    try s.addEditVariable(row.width, strength: .strong)
    var value = 300.0
    let extra = Variable(id: s.makeVariable(named: "extra").id)
    let follower = Variable(id: s.makeVariable(named: "follower").id)
    func check(_ note: String) throws {
      try s.suggestValue(value, for: row.width)
      try s.solve()
      let other = try Self.fresh(
        engine, row.constraints, variables: row.w.count + row.x.count + 3, width: row.width,
        value: value)
      for v in row.w + row.x + [row.width, extra, follower] {
        expectValue(s, v, other.value(of: v), tolerance: 1e-9, "\(note): \(v)")
      }
      value += 36
    }
    // Two suggestions in a row: the second reuses what the first found.
    try check("first")
    try check("again")
    // A variable defined from the last view, and no row changed: the definitions that a
    // suggestion moves (kept since the second suggestion) gain one.
    let follows = follower == row.x[5] + 5
    row.constraints.append(follows)
    handles.append(try s.add(follows))
    try check("after a definition")
    try check("after a definition, again")
    // A new view at the end: rows the edit reaches are added.
    let added = [extra >= 0, extra == row.w[0] * 0.5 + 4]
    for c in added {
      row.constraints.append(c)
      handles.append(try s.add(c))
    }
    try check("after an add")
    try check("after an add, again")
    // A gap removed, and put back with another constant.
    let gap = handles[3]
    let gapConstraint = try #require(s.constraint(gap))
    try s.remove(gap)
    row.constraints.removeAll { $0 == gapConstraint }
    try check("after a removal")
    var wider = gapConstraint
    wider.expression.constant -= 12
    handles[3] = try s.add(wider)
    row.constraints.append(wider)
    try check("after the add back")
    // A required cap on the first width that the next suggestions run into: pivots.
    let cap = row.w[0] <= 40
    row.constraints.append(cap)
    let capHandle = try s.add(cap)
    try check("after a cap")
    try check("against the cap")
    // The cap's constant moved, out of the way and back into it.
    try s.setConstant(-400, of: capHandle)
    row.constraints[row.constraints.count - 1] = row.w[0] <= 400
    try check("after the cap moved away")
    try s.setConstant(-30, of: capHandle)
    row.constraints[row.constraints.count - 1] = row.w[0] <= 30
    try check("after the cap moved back")
    // A failed add (a conflict with the cap) rolls back its transaction.
    #expect(throws: SolverError.self) { try s.add(row.w[0] >= 50) }
    try check("after a rolled-back add")
    try check("after a rolled-back add, again")
  }
}
