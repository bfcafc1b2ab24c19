// SPDX-License-Identifier: MIT

/// The tableau's rows, indexed by row id, as parallel arrays.
///
/// A live row `r` reads `basic[r] = constant[r] + Σ coefs[r][j] * syms[r][j]` over parametric
/// symbols. Invariants: `syms[r]` is sorted by symbol id without repeats, `coefs[r]` has the
/// same length and no zero, and neither holds a basic or a defined symbol; a restricted row
/// (a slack or an error basic) has a constant that is not negative once the dual simplex has
/// run. A free slot has `basic[r] == -1`, empty cells, constant 0, and sits in `free` (or in
/// the journal's freed rows until a transaction commits). Every array here has one entry per
/// row id, live or free.
struct RowStore {
  var syms: [[Int32]] = []
  var coefs: [[Double]] = []
  var constant: [Double] = []
  /// The basic symbol of a row; -1 for a free row slot.
  var basic: [Int32] = []
  /// Free row ids, reused last in, first out.
  var free: [Int32] = []
  /// At least the magnitude of every cell ever written: never lowered (but from an infinity
  /// to the largest cell there is, see ``SimplexCore/holdsNonFinite()``), so that the ratio
  /// test can tell that a coefficient is far above rounding noise without reading its whole
  /// row.
  var largestCellBound = 0.0
  /// At least the magnitude of every value a pivot or a new row gave its basic symbol since the
  /// last measure of the values (``SimplexCore/requiredBeyondTolerance()`` sets it to the largest
  /// constant of the rows): values beyond ``SimplexCore/checkedConstant`` make every call
  /// checked until they are gone, as a huge constant does (see
  /// ``SimplexCore/verifying(_:widening:_:)``). Not journaled: a rollback leaves it at least as
  /// high as it was.
  var valueMark = 0.0
  /// Advanced by every write to a row's cells or basic symbol (and by some writes of a constant
  /// alone): a ``ShiftPlans/Plan`` made at another epoch is stale.
  var epoch: UInt64 = 0

  /// The number of row ids, live or free.
  var count: Int { basic.count }
}
