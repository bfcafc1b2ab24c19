// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing

/// Issue 7: the number of pivots of a build follows the layout. Counted through the `package`
/// statistics (pivots, not time, so that the debug suite can check it).
@Suite struct PivotCountTests {
  /// A form as the bench's `form-N` makes it: rows of label, field and button sharing the label
  /// column and the container's width, the field's preferred width out of reach.
  private func form(rows: Int) throws -> (solver: SimplexSolver, field: Variable) {
    let solver = SimplexSolver()
    var lastField = Variable(id: 0)
    let width = solver.makeVariable(named: "W")
    let column = solver.makeVariable(named: "L")
    try solver.addEditVariable(width, strength: .strong)
    try solver.add(column >= 0)
    try solver.add((column == 0) | .weak)
    for i in 0..<rows {
      let label = solver.makeVariable(named: "lw\(i)")
      let labelX = solver.makeVariable(named: "lx\(i)")
      let fieldX = solver.makeVariable(named: "fx\(i)")
      let field = solver.makeVariable(named: "fw\(i)")
      let buttonX = solver.makeVariable(named: "bx\(i)")
      let button = solver.makeVariable(named: "bw\(i)")
      try solver.add(label == Double(40 + (37 * i) % 90))
      try solver.add(column >= label)
      try solver.add(labelX == 16)
      try solver.add(fieldX == labelX + column + 8)
      try solver.add(field >= 60)
      try solver.add((field == 400) | .medium)
      try solver.add(buttonX == fieldX + field + 8)
      try solver.add(button == 44)
      try solver.add(buttonX + button + 16 == width)
      lastField = field
    }
    try solver.solve()
    return (solver, lastField)
  }

  /// Each row's last constraint has no subject and goes through phase 1; entering the oldest
  /// symbol first (Bland's rule from the start) walked back through every earlier row, 2·i
  /// pivots for row i.
  @Test("a form's build takes a bounded number of pivots per row")
  func formPivotsPerRow() throws {
    let rows = 20
    let (solver, field) = try form(rows: rows)
    let pivots = solver.statistics.pivots
    #expect(pivots <= 6 * rows, "\(pivots) pivots for \(rows) rows")
    // The strong width wins over the medium preferred widths: every field at its minimum.
    #expect(abs(solver.value(of: field) - 60) < 1e-9)
  }
}
