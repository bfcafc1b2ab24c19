// SPDX-License-Identifier: MIT

public import MasonrySolving

extension GaussSolver {
  /// The position of `variable` in ``edits``, or where it would go.
  func editPosition(_ variable: Variable) -> (index: Int, found: Bool) {
    var low = 0
    var high = edits.count
    while low < high {
      let mid = (low + high) / 2
      if edits[mid].variable.id < variable.id { low = mid + 1 } else { high = mid }
    }
    let found = low < edits.count && edits[low].variable == variable && variable.belongs(to: tag)
    return (low, found)
  }

  /// The edit starts at the variable's current value (solving first if needed), so adding an
  /// edit moves nothing until a value is suggested: the current solution stays optimal, and
  /// there is nothing to check eagerly.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard isKnown(variable) else { throw .unknownVariable(variable) }
    try checkSize()
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    let position = editPosition(variable)
    guard !position.found else { throw .duplicateEditVariable(variable) }
    let current = value(of: variable)
    edits.insert(Edit(variable: variable, strength: strength, target: current), at: position.index)
    noteChange(structural: true)
  }

  /// Over column-scaled variables the removal is solved at once, and refused with
  /// `SolverError.outOfRange(_:)` naming the edit (as `variable == target`) when the solution
  /// without it leaves the doubles; the solver is then as before the call.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let position = editPosition(variable)
    guard position.found else { throw .unknownEditVariable(variable) }
    let mark = markIfEager()
    let edit = edits.remove(at: position.index)
    noteChange(structural: true)
    try settle(
      mark,
      refusing: RangeViolation(
        constraint: (variable == edit.target) | edit.strength, reason: .overflow))
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    editPosition(variable).found
  }

  /// - Complexity: O(log *e*) for *e* edit variables; the null spaces stay cached, and the next
  ///   solve starts from the current solution and active set.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let position = editPosition(variable)
    guard position.found else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteNumber(value, .suggestion(variable)) }
    try checkSuggestion(value, for: variable)
    guard edits[position.index].target != value else { return }
    let mark = markIfEager()
    edits[position.index].target = value
    noteChange(structural: false)
    let edit = (variable == value) | edits[position.index].strength
    try settle(mark, refusing: RangeViolation(constraint: edit, reason: .overflow))
  }
}
