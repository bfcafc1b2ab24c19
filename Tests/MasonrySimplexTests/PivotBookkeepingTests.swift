// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// The bookkeeping around a pivot, written through buffers: the queue of infeasible rows (a
/// heap whose sifts move a hole instead of swapping), and the journal's old objective entries
/// (an array that only grows, its live entries counted, so that a substitution writes a pivot
/// row's worth of them through one buffer).
@Suite struct PivotBookkeepingTests {
  /// Pushes, pops and re-keyed first entries come out of the heap in exactly the order of
  /// ``QueuedRow/precedes(_:)`` (the most negative key first, ties to the entry queued last),
  /// as a sorted model says: keys are drawn from a few values so that ties are common.
  @Test func theHeapPopsInPrecedenceOrder() {
    var heap = MinHeap<QueuedRow>()
    var model: [QueuedRow] = []
    var generator = SplitMix64(seed: 11)
    var tick: UInt64 = 0
    var popped = 0
    for step in 0..<4_000 {
      let roll = generator.next() % 10
      if roll < 6 || model.isEmpty {
        tick += 1
        let entry = QueuedRow(
          row: Int32(step), key: Double(Int(generator.next() % 7) - 3), tick: tick)
        heap.push(entry)
        model.append(entry)
      } else if roll < 9 {
        let first = model.indices.min { model[$0].precedes(model[$1]) }!
        let expected = model.remove(at: first)
        let got = heap.popFirst()
        #expect(got?.row == expected.row, "pop \(popped)")
        popped += 1
      } else {
        // A first entry whose key grew, as the dual simplex re-keys a stale top.
        let first = model.indices.min { model[$0].precedes(model[$1]) }!
        #expect(heap.first?.row == model[first].row)
        var entry = model[first]
        entry.key += Double(generator.next() % 4)
        model[first] = entry
        heap.replaceFirst(entry)
      }
    }
    while let expected = model.indices.min(by: { model[$0].precedes(model[$1]) }) {
      #expect(heap.popFirst()?.row == model.remove(at: expected).row)
    }
    #expect(heap.isEmpty)
  }

  /// A label column (the widest of six labels, a weak wish to be narrow, fields that take the
  /// rest): a required change of a label's width that makes it the widest pivots, and writes
  /// old objective entries to the journal as it substitutes.
  private static func labelColumn() throws -> (SimplexSolver, [ConstraintHandle], Variable) {
    let s = SimplexSolver()
    let column = s.makeVariable(named: "L")
    var handles: [ConstraintHandle] = []
    handles.append(try s.add(column >= 0))
    handles.append(try s.add((column == 0) | .weak))
    let width = s.makeVariable(named: "W")
    handles.append(try s.add(width == 320))
    for i in 0..<6 {
      let label = s.makeVariable(named: "l\(i)")
      let field = s.makeVariable(named: "f\(i)")
      handles.append(try s.add(label == Double(40 + 13 * i)))
      handles.append(try s.add(column >= label))
      handles.append(try s.add(field >= 60))
      handles.append(try s.add((field == 400) | .medium))
      handles.append(try s.add(column + field + 24 <= width))
      handles.append(try s.add((field == width - column - 24) | .strong))
    }
    try s.solve()
    return (s, handles, column)
  }

  /// A change that fails after one that succeeded: the journal's objective list still holds
  /// the first change's entries beyond the second's, and the rollback puts back only the
  /// second's. Restored from the whole list, the objective took the first change's old entries
  /// back (the state before the first change), and the next solve read other values.
  @Test func aFailedChangeAfterALargerOneRestoresOnlyItsOwnObjectiveEntries() throws {
    let (s, handles, column) = try Self.labelColumn()
    // Label 2 becomes the widest: the column's binding label changes, a dual pivot.
    let label2 = handles[3 + 6 * 2]
    let before = s.debugDump
    try s.setConstant(-150, of: label2)
    try s.solve()
    #expect(s.value(of: column) == 150)
    #expect(s.debugDump != before, "the change pivoted and rewrote the objective")
    // Back to narrow needs a pivot too: with none allowed, it fails and is rolled back.
    let dump = s.debugDump
    let snapshot = SolverSnapshot(s, handles: handles)
    s.pivotBudgetCap = 0
    #expect(throws: SolverError.self) { try s.setConstant(-66, of: label2) }
    #expect(s.debugDump == dump)
    expectUnchanged(s, since: snapshot, handles: handles)
    s.pivotBudgetCap = .max
    try s.setConstant(-66, of: label2)
    try s.solve()
    #expect(s.value(of: column) == 105)
    CSysFuzzTests.checkSolution(s, handles, note: "after")
  }
}
