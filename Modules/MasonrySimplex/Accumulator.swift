// SPDX-License-Identifier: MIT

/// The sparse accumulator in which a new row is summed up: a dense value per symbol, the list
/// of symbols it holds, a constant, and the definitions still to expand.
///
/// Invariants: between two rows it is empty (every `values` entry 0, every `isIn` entry false,
/// `list`, `pending` empty and `constant` 0); while a row is summed up, `isIn[s]` is true exactly
/// for the symbols of `list`, each listed once. `values` and `isIn` have one entry per symbol.
struct Accumulator {
  var values: [Double] = []
  var isIn: [Bool] = []
  var list: [Int32] = []
  var constant = 0.0
  /// The defined symbols met so far and not expanded yet: a max-heap by definition order
  /// (see ``Tableau/expandDefinitions()``).
  var pending: [Int32] = []
  /// Spare storage for the rows ``drain()`` returns, given back by ``reuse(_:_:)``: its
  /// contents are meaningless.
  var spareSyms: [Int32] = []
  var spareCoefs: [Double] = []

  /// Adds `c * s` to the sum, `s` taken as it is (not expanded). A sum that cancels to rounding
  /// residue is set to zero (see ``isResidue(_:of:_:)``).
  mutating func add(_ s: Int32, _ c: Double) {
    let i = Int(s)
    guard isIn[i] else {
      isIn[i] = true
      list.append(s)
      values[i] = c
      return
    }
    let old = values[i]
    let v = old + c
    values[i] = isResidue(v, of: old, c) ? 0 : v
  }

  /// Empties the accumulator into a sorted sparse row, dropping the entries whose sums
  /// cancelled (see ``add(_:_:)``).
  mutating func drain() -> (syms: [Int32], coefs: [Double], constant: Double) {
    if !orderDenseList() { list.sort() }
    var syms: [Int32] = []
    var coefs: [Double] = []
    swap(&syms, &spareSyms)
    swap(&coefs, &spareCoefs)
    syms.removeAllKeepingCapacity()
    coefs.removeAllKeepingCapacity()
    syms.reserveCapacity(list.count)
    coefs.reserveCapacity(list.count)
    for s in list {
      let i = Int(s)
      let v = values[i]
      values[i] = 0
      isIn[i] = false
      if v != 0 {
        syms.append(s)
        coefs.append(v)
      }
    }
    list.removeAllKeepingCapacity()
    var constant = self.constant
    self.constant = 0
    if abs(constant) < nearZero { constant = 0 }
    return (syms, coefs, constant)
  }
}

extension Accumulator {
  /// Puts `list` in order by a walk over its range of `isIn`, when it is long and its symbols
  /// lie close together (a row expanded over a chain of definitions holds most of the ids in
  /// its range: a sort of such rows was 8% of `chain-1000`'s build); returns whether it did.
  @inline(__always)
  private mutating func orderDenseList() -> Bool {
    guard list.count >= 64 else { return false }
    var low = Int32.max
    var high = Int32.min
    for s in list {
      low = Swift.min(low, s)
      high = Swift.max(high, s)
    }
    guard Int(high) - Int(low) < 4 * list.count else { return false }
    var k = 0
    for s in low...high where isIn[Int(s)] {
      list[k] = s
      k += 1
    }
    return true
  }

  /// Gives back the storage of a row ``drain()`` returned, once the row has been copied, so
  /// that the next drain allocates nothing.
  mutating func reuse(_ syms: consuming [Int32], _ coefs: consuming [Double]) {
    spareSyms = syms
    spareCoefs = coefs
  }
}

/// Whether `v`, the sum `a + b`, is rounding residue to drop from a row: within ``nearZero`` of
/// zero, and of the larger term's magnitude when that is below 1 (above 1 the cut-off stays
/// absolute, as the row scaling makes every coefficient at most 1 on entry).
///
/// A cut-off on the cell alone would drop cells that are merely small, not noise: a product of
/// coefficients along a chain of constraints (`x1 == 1e6 * x0` and `x2 == 1e6 * x1` give `x0` a
/// cell of 1e-12 on `x2`) is as exact as its factors, and dropping it changes the system (a later
/// `x0 == 1` read as a conflict). So a product is never dropped unless it is zero, and a sum only
/// when it cancelled.
@inline(__always)
func isResidue(_ v: Double, of a: Double, _ b: Double) -> Bool {
  abs(v) <= nearZero && abs(v) <= nearZero * max(abs(a), abs(b))
}
