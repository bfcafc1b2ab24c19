// SPDX-License-Identifier: MIT

/// Reusable buffers of the tableau's row operations: they hold nothing between two operations,
/// and exist only so that a warm tableau allocates nothing per pivot.
///
/// Invariants: outside an operation every buffer's contents are meaningless (only its capacity
/// matters), and no `visitStamp` entry exceeds `visitTick`.
struct Scratch {
  /// The pivot row while it is substituted into the others (a copy: substitutions may move
  /// rows in the arena). Kept, with its capacity, after ``Tableau/substitute(_:row:)``: the next
  /// ``Tableau/loadPivot(_:)`` writes over it (emptied, it cost two allocations a pivot).
  var pivotSyms: [Int32] = []
  var pivotCoefs: [Double] = []
  /// The variable indices of a report (``Tableau/takeChangedExternals(_:)``) before they
  /// become its result.
  var changedOwners: [Int32] = []
  /// The output of a row merge (a whole row, or the stretch of a long row that a short pivot
  /// row changes), kept at twice the longest merge seen, their fronts written through buffers
  /// (their counts are not the merge's).
  var mergeSyms: [Int32] = []
  var mergeCoefs: [Double] = []
  /// The cells of a new row before ``RowStore`` copies them
  /// (``SimplexCore/enterRow(_:subject:)``).
  var entrySyms: [Int32] = []
  var entryCoefs: [Double] = []
  /// The symbols a merge added to a row (their columns gain the row): never shorter than the
  /// last pivot row, its front written through a buffer (its count is not the merge's; see
  /// `Tableau.mergePivot(intoCells:ofRow:removing:coef:into:_:)`).
  var mergeAdded: [Int32] = []
  /// The rows a walk of a long column found, and their coefficients: never shorter than the
  /// longest such column, their fronts written through buffers (their counts are not the
  /// walk's; see ``Tableau/bulkWalk``).
  var foundRows: [Int32] = []
  var foundCoefs: [Double] = []
  /// Spare arrays for ``Tableau/rowsHolding(_:)``'s results, given back by
  /// ``Tableau/recycle(_:)``.
  var holding: [[Int32]] = []
  /// The coefficients of the entering symbol in the rows ``Tableau/substitute(_:row:)`` writes.
  var holdingCoefficients: [Double] = []
  /// The symbols whose objective entries a substitution may have made negative.
  var negatives: [Int32] = []
  /// The rows a shift of constants left infeasible (see ``Tableau/shiftRows(holding:by:)``).
  var shifted: [Int32] = []
  /// The basic symbols a shift moved with no baseline this period, with their values before (see
  /// ``Tableau/shiftRows(holding:by:)``): kept with its capacity, since after every report of
  /// changes each shift finds its rows' symbols without one.
  var unbaselined: [(Int32, Double)] = []
  /// The candidates of the row the dual simplex is repaying, by dual ratio, once it flips.
  var dualRatios = DualRatioHeap()
  /// The substitutions owed to that row and other long rows while the walk flips (merged
  /// into them when it ends).
  var deferred = DeferredRows()
  /// The rows that bound the primal simplex's entering symbol, in ratio order, and its reduced
  /// cost past them (see ``Tableau/longStep(for:)``).
  var breakpoints = MinHeap<Breakpoint>()
  var breakpointEntries: [Breakpoint] = []
  var slope: [Double] = []
  /// The definitions ``Tableau/value(_:)`` is evaluating, innermost last.
  var definitionStack: [Int32] = []
  /// The symbols of the variables ``SimplexCore/values(of:)`` reads, and the values it last
  /// handed out (written in place again when the caller no longer holds them).
  var valueSymbols: [Int32] = []
  var values: [Double] = []
  /// Per row: the `visitTick` of the last walk that met it (so a walk meets each row once).
  var visitStamp: [UInt32] = []
  var visitTick: UInt32 = 0

  /// Starts a new walk over rows: every row counts as not met yet.
  mutating func startVisit() {
    visitTick &+= 1
    if visitTick == 0 {
      for i in visitStamp.indices { visitStamp[i] = 0 }
      visitTick = 1
    }
  }
}
