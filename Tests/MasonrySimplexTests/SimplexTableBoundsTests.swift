// SPDX-License-Identifier: MIT

// PENDING: written against a `package` introspection API of SimplexSolver that does not exist
// yet. It assumes
//
//     extension SimplexSolver {
//       package var debugSizes: DebugSizes { get }
//     }
//     package struct DebugSizes: Equatable {
//       package var rows: Int            // tableau rows allocated (live and recycled)
//       package var symbols: Int         // symbols allocated (live and recycled)
//       package var objectiveCells: Int  // non-zero objective entries, all priority levels
//     }
//
// Compiled only when MASONRY_SIMPLEX_DEBUG_SIZES is defined; remove the condition (or adapt the
// three names) once the API lands.
#if MASONRY_SIMPLEX_DEBUG_SIZES

  import MasonrySimplex
  import MasonrySolving
  import Testing

  /// R11 and R12 (kasuari #37, kiwi #154, #10): churn leaves the simplex's tables as they were
  /// after the first cycle.
  @Suite struct SimplexTableBoundsTests {
    /// Ten thousand add/solve/remove cycles of a medium equality.
    @Test("constraint churn leaves the tables bounded")
    func constraintChurn() throws {
      let solver = SimplexSolver()
      let x = solver.makeVariable(named: "x")
      let y = solver.makeVariable(named: "y")
      try solver.add([x + y == 100.0, x >= 0.0, y >= 0.0])
      func cycle(_ i: Int) throws {
        let handle = try solver.add((x == Double(i % 100)) | .medium)
        try solver.solve()
        try solver.remove(handle)
      }
      try cycle(0)
      let baseline = solver.debugSizes
      for i in 1..<10_000 { try cycle(i) }
      #expect(solver.debugSizes == baseline)
      #expect(solver.debugSizes.objectiveCells == 0)
    }

    /// Ten thousand add/suggest/remove cycles of an edit variable.
    @Test("edit churn leaves the tables bounded")
    func editChurn() throws {
      let solver = SimplexSolver()
      let x = solver.makeVariable(named: "x")
      let y = solver.makeVariable(named: "y")
      try solver.add([x + y == 100.0, x >= 0.0, y >= 0.0])
      func cycle(_ i: Int) throws {
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(Double(i % 50), for: x)
        try solver.solve()
        try solver.removeEditVariable(x)
      }
      try cycle(0)
      let baseline = solver.debugSizes
      for i in 1..<10_000 { try cycle(i) }
      #expect(solver.debugSizes == baseline)
      #expect(solver.debugSizes.objectiveCells == 0)
    }
  }

#endif
