// SPDX-License-Identifier: MIT

/// The dual simplex, with a bound-flipping ratio test.
///
/// A constant change or a suggestion leaves some restricted rows negative while every reduced
/// cost stays non-negative; the dual simplex restores feasibility one infeasible row at a time.
/// The ordinary dual step enters the symbol of the row with the smallest dual ratio. When that
/// symbol meets a bound of its own before it repays the row's whole deficit (another restricted
/// row, usually short, that it drives to zero: a width that reaches its preferred size), the
/// ordinary step would pivot the long infeasible row into that short one, whose row then turns
/// infeasible, and so on, one long pivot per view that changes side. Here the symbol is pivoted
/// into its bounding row instead (a *flip*: it moves to its next breakpoint and stays there),
/// which costs the short row's length and repays part of the deficit, and the walk goes on with
/// the next smallest ratio of the same infeasible row; only the last candidate, the one that
/// repays the rest, enters the long row.
///
/// Why this keeps optimality: let *θ* be the dual step the ordinary simplex would end with.
/// Every candidate flipped on the way had a dual ratio at most *θ* (they are taken in ratio
/// order), so after the last pivot the reduced costs the flips made negative (those of the
/// bounding rows' basic symbols, now parametric) are raised by *θ* times their coefficients in
/// the infeasible row, which the flip made exactly large enough; a symbol the flip added to
/// the infeasible row has a dual ratio no smaller than the flipped one's (the objective is
/// convex along the row), so the walk never goes back. The result is the vertex the ordinary
/// dual simplex reaches, in pivots on short rows instead of long ones.
extension Tableau {
  /// Whether `s` (coefficient `a`) has a lexicographically smaller dual ratio than `t`
  /// (coefficient `b`); ties go to the lower id.
  func dualRatioLess(_ s: Int32, _ a: Double, than t: Int32, _ b: Double) -> Bool {
    for k in objective.cost.indices {
      let x = objective.cost[k][Int(s)] / a
      let y = objective.cost[k][Int(t)] / b
      if x < y - nearZero { return true }
      if x > y + nearZero { return false }
    }
    return s < t
  }

  /// Dual simplex: restores feasibility while keeping optimality, row by row, most recently
  /// queued first, flipping candidates to their bounds where that repays only part of a row's
  /// deficit.
  ///
  /// The first candidate of a row comes from one scan of the row; once a flip has happened the
  /// row's candidates go to ``Scratch/dualRatios`` and each flip costs the length of the
  /// flipped row and a few heap operations, not a scan of the infeasible row.
  mutating func dualOptimize() -> PivotOutcome {
    while let r = work.infeasible.popLast() {
      let i = Int(r)
      work.isQueued[i] = false
      guard rows.basic[i] >= 0, isRestrictedRow(r), rows.constant[i] < -nearZero else { continue }
      var walking = false
      // The largest cell of `r` when the walk started, raised by the cells flips added (a
      // cell the walk removed leaves it as it was: a candidate below it surfaces in the scan
      // that follows an empty heap).
      var largest = 0.0
      while true {
        let next = walking ? nextDualCandidate(inRow: r) : nil
        guard let entering = next ?? dualEntering(inRow: r) else {
          // Put it back so that a caller that rolls back or retries sees it.
          work.isQueued[i] = true
          work.infeasible.append(r)
          return .infeasible(r)
        }
        if let bound = flipRow(for: entering, repaying: r) {
          pivot(entering: entering, row: bound)
          boundFlips += 1
          if pivotBudget < 0 { return .exhausted }
          if walking {
            requeueDualCandidates(ofRow: bound, inRow: r, largest: &largest)
          } else {
            largest = startDualWalk(inRow: r)
            walking = true
          }
          continue
        }
        pivot(entering: entering, row: r)
        if pivotBudget < 0 { return .exhausted }
        break
      }
    }
    return .optimal
  }

  /// Whether `s`, with coefficient `a` in a row whose largest cell is `largest`, may enter it in
  /// a dual step.
  private func isDualCandidate(_ s: Int32, _ a: Double, largest: Double) -> Bool {
    a > pivotFloor * largest && symbols.kind[Int(s)] != .dummy
  }

  /// Fills ``Scratch/dualRatios`` with the candidates of row `r`; returns the row's largest
  /// cell.
  private mutating func startDualWalk(inRow r: Int32) -> Double {
    let i = Int(r)
    let largest = largestCoefficient(inRow: r)
    var heap = scratch.dualRatios
    scratch.dualRatios = DualRatioHeap()
    heap.reset(levels: objective.cost.count, symbolCount: symbolCount)
    let syms = rows.syms[i]
    let coefs = rows.coefs[i]
    for j in syms.indices where isDualCandidate(syms[j], coefs[j], largest: largest) {
      let s = Int(syms[j])
      let a = coefs[j]
      heap.push(syms[j], coef: a, ordered: false) { k in objective.cost[k][s] / a }
    }
    heap.restoreOrder()
    scratch.dualRatios = heap
    return largest
  }

  /// After a flip into row `bound`: the symbols of that row are the only ones whose cells in
  /// `r` and reduced costs changed; their entries are replaced.
  private mutating func requeueDualCandidates(
    ofRow bound: Int32, inRow r: Int32, largest: inout Double
  ) {
    for s in rows.syms[Int(bound)] { largest = max(largest, abs(coefficient(of: s, inRow: r))) }
    var heap = scratch.dualRatios
    scratch.dualRatios = DualRatioHeap()
    for s in rows.syms[Int(bound)] {
      let a = coefficient(of: s, inRow: r)
      guard isDualCandidate(s, a, largest: largest) else {
        heap.forget(s)
        continue
      }
      let i = Int(s)
      heap.push(s, coef: a) { k in objective.cost[k][i] / a }
    }
    scratch.dualRatios = heap
  }

  /// The next candidate of the walk over row `r` (a parametric symbol still in the row), or nil
  /// when the heap is spent.
  private mutating func nextDualCandidate(inRow r: Int32) -> Int32? {
    var heap = scratch.dualRatios
    scratch.dualRatios = DualRatioHeap()
    defer { scratch.dualRatios = heap }
    return heap.popSmallest { s in symbols.rowOf[Int(s)] < 0 }?.sym
  }

  /// The symbol to enter the infeasible row `r`: the smallest dual ratio among its positive
  /// cells that are not rounding noise next to the row's largest (pivoting on noise would blow
  /// the tableau's numbers up, and a zero reduced cost makes its dual ratio tie the best); nil
  /// when there is none, which proves the row cannot be made feasible.
  func dualEntering(inRow r: Int32) -> Int32? {
    let i = Int(r)
    var best: Int32 = -1
    var bestCoef = 0.0
    let syms = rows.syms[i]
    let coefs = rows.coefs[i]
    var largest = 0.0
    for a in coefs { largest = max(largest, abs(a)) }
    let floor = pivotFloor * largest
    for j in syms.indices {
      let s = syms[j]
      let a = coefs[j]
      guard a > floor, symbols.kind[Int(s)] != .dummy else { continue }
      if best < 0 || dualRatioLess(s, a, than: best, bestCoef) {
        best = s
        bestCoef = a
      }
    }
    return best >= 0 ? best : nil
  }

  /// The row to flip `entering` into instead of the infeasible row `r`: the row that bounds it
  /// first as it grows (the primal ratio test), when that bound comes strictly before the point
  /// where `r` turns feasible and strictly after zero, and every row on the way is feasible.
  /// Nil means the ordinary dual step: `entering` enters `r`.
  mutating func flipRow(for entering: Int32, repaying r: Int32) -> Int32? {
    let kind = symbols.kind[Int(entering)]
    guard kind == .slack || kind == .error, let bound = leavingRow(for: entering) else {
      return nil
    }
    let b = Int(bound)
    let c = rows.constant[b]
    guard c > nearZero else { return nil }
    let step = -c / coefficient(of: entering, inRow: bound)
    let deficit = -rows.constant[Int(r)]
    let repaid = coefficient(of: entering, inRow: r) * step
    guard repaid < deficit - nearZero * max(1, deficit) else { return nil }
    return bound
  }
}
