// SPDX-License-Identifier: MIT

/// The primal simplex's long step: a bound-flipping ratio test.
///
/// In the primal simplex a symbol enters and grows until the first restricted row reaches zero.
/// When that row's basic symbol is one of a pair (the slack and the error of an optional
/// inequality, or the two errors of an optional equality), reaching zero is only a breakpoint
/// of the objective: past it the partner grows instead, and the entering symbol's reduced cost
/// rises by the pair's weights times its cell. While the reduced cost stays negative, the
/// ordinary simplex pivots the entering symbol into that row, then enters the partner, whose
/// column is now the entering symbol's, and so on: one pivot over the whole column per
/// breakpoint. `stack-N` has a breakpoint per row of views on the window's width (each row's
/// compression resistance, `strong` as the width's edit is), and so made that many pivots,
/// each substituting into every row that holds the width.
///
/// Here the breakpoints are passed in ratio order without moving the entering symbol: the
/// partner is pivoted into its own row (a *flip*: it appears in no other row, so the pivot costs
/// the row's length), which turns the row's cell of the entering symbol positive, so that the
/// row no longer bounds it. The walk stops at the first row that is not of a pair, or whose
/// breakpoint would leave the reduced cost non-negative; the ordinary ratio test
/// (``leavingRow(for:)``) then finds the row the entering symbol pivots into, one pivot over
/// its column for all the breakpoints passed.
///
/// The flipped rows are negative until that pivot (their partners stand for the part of the
/// step taken past their breakpoints); the pivot's step is at least their ratios, so it leaves
/// them non-negative. The vertex reached is one the ordinary simplex reaches by one pivot per
/// breakpoint, and the objective is lower at every breakpoint passed, since the reduced cost
/// was still negative on the way there. Priorities stay exact: the reduced cost is compared
/// level by level, as everywhere.
///
/// A row at zero whose basic symbol has no partner (a required inequality's slack, tight)
/// stops the walk too, and the ordinary pivot there is degenerate: it moves nothing, and only
/// passes the entering symbol's column to another symbol, at the cost of a substitution into
/// every row of that column. In `stack-N` each row of views distributed with equal spacing had
/// such a gap at zero, and the width's column went through all of them, one degenerate pivot
/// over the whole column each. When the entering symbol's column is long, such a row is
/// *repaired* instead: a restricted symbol with a positive cell in it and in few rows enters
/// it (degenerate too: the row is at zero), which turns the row's cell of the entering symbol
/// positive, and the walk goes on.
extension Tableau {
  /// The column length from which an entering symbol's breakpoints are passed by flips: below
  /// it, a pivot costs little more than the flips it would save.
  static let longStepColumn = 16

  /// The ratio test of the primal simplex with the long step: flips the rows that bound
  /// `entering` first, in ratio order, while the reduced cost of `entering` stays
  /// lexicographically negative past them, and takes degenerate rows that no flip passes out of
  /// the way (see the extension's documentation); then the row `entering` pivots into, as
  /// ``leavingRow(for:)`` finds it (`.some(nil)` when no row bounds it). `nil` when a repair
  /// left `entering` unable to enter.
  ///
  /// - Complexity: O(*c*) for a column of *c* rows, as the ordinary ratio test, plus O(log *c*)
  ///   and the flipped row's length per breakpoint passed.
  mutating func longStep(for entering: Int32) -> Int32?? {
    var entries = scratch.breakpointEntries
    scratch.breakpointEntries = []
    entries.removeAllKeepingCapacity()
    var first: Breakpoint?
    let columnLength = gatherBreakpoints(of: entering, into: &entries, first: &first)
    // The first breakpoint's row is read for its partner (``flipPartner(ofRow:)``): a
    // deferred one is merged first (its bound is the same: constants are never deferred).
    if let first, !scratch.deferred.rows.isEmpty, let k = scratch.deferred.slot(of: first.row) {
      flushDeferredRow(k)
    }
    // Most entering symbols stop at their first bound: the ordinary ratio test, on the rows
    // gathered here.
    guard columnLength >= Self.longStepColumn, entries.count >= 2, let first,
      mayPass(first, of: entering)
    else {
      let leaving = leavingRow(among: entries)
      scratch.breakpointEntries = entries
      return .some(leaving)
    }
    var heap = scratch.breakpoints
    scratch.breakpoints = MinHeap()
    heap.rebuild(from: entries)
    scratch.breakpointEntries = entries
    walkBreakpoints(&heap, of: entering, column: columnLength)
    scratch.breakpoints = heap
    guard canEnter(entering) else { return nil }
    return .some(leavingRow(for: entering))
  }

  /// Passes the breakpoints of `entering` in `heap` while it may (see
  /// ``longStep(for:)``), leaving at least one bounding row for the pivot that follows.
  private mutating func walkBreakpoints(
    _ heap: inout MinHeap<Breakpoint>, of entering: Int32, column columnLength: Int
  ) {
    let levels = objective.levels.count
    var slope = scratch.slope
    scratch.slope = []
    defer { scratch.slope = slope }
    slope.removeAllKeepingCapacity()
    for k in 0..<levels { slope.append(objective[k, Int(entering)]) }
    var repairs = 0
    while let bound = nextBreakpoint(&heap, for: entering) {
      // One bounding row is left for the pivot.
      guard nextBreakpoint(&heap, for: entering, peeking: true) != nil else { return }
      guard bound.ratio >= 0 else { return }
      guard let (q, gamma) = flipPartner(ofRow: bound.row) else {
        // A degenerate row that no flip passes: a pivot of a symbol in few rows takes it out
        // of the way, moving nothing. The rows that symbol is in change: their entries are
        // made again (the old ones are stale and dropped when they come out). Only at an
        // exact zero: the rows flipped before it are then at zero too, and stay feasible
        // whatever `entering` does next.
        guard bound.ratio == 0, repairs <= 4 * columnLength,
          let y = localRepair(ofRow: bound.row, avoiding: entering, column: columnLength)
        else { return }
        let touched = rowsHolding(y)
        pivot(entering: y, row: bound.row)
        primalRepairs += 1
        repairs += 1
        for r in touched where r != bound.row {
          if let moved = breakpoint(ofRow: r, for: entering) { heap.push(moved) }
        }
        recycle(touched)
        // A deferred row owes what the pivot substituted, whether or not its stored cells
        // hold `y` (it is merged when it comes out of the heap).
        for r in scratch.deferred.rows where r != bound.row {
          if let moved = liveBreakpoint(ofRow: r, for: entering) { heap.push(moved) }
        }
        continue
      }
      // The partner must be in this row alone (as it is in exact arithmetic): a flip then
      // changes no other row's bound, and the pivot that ends the walk leaves this row
      // non-negative.
      guard isOnlyIn(q, row: bound.row) else { return }
      // The slope past this breakpoint must still descend.
      let scale = -bound.coef / gamma
      for k in 0..<levels { slope[k] += objective[k, Int(q)] * scale }
      guard isDescending(slope) else { return }
      pivot(entering: q, row: bound.row)
      primalFlips += 1
      // The reduced cost as the flip left it (the same, up to rounding).
      for k in 0..<levels { slope[k] = objective[k, Int(entering)] }
    }
  }

  /// Whether the walk can pass `bound`, the first: a flip that leaves the slope descending, or
  /// a repair.
  @inline(__always)
  private func mayPass(_ bound: Breakpoint, of entering: Int32) -> Bool {
    guard bound.ratio >= 0 else { return false }
    guard let (q, gamma) = flipPartner(ofRow: bound.row) else { return bound.ratio == 0 }
    let scale = -bound.coef / gamma
    for k in objective.levels.indices {
      let v = objective[k, Int(entering)] + objective[k, Int(q)] * scale
      let tolerance = objectiveTolerance(k)
      if v < -tolerance { return true }
      if v > tolerance { return false }
    }
    return false
  }

  /// Row `r` as a bound on `entering`: a row whose basic symbol is not external (the rows
  /// ``leavingRow(for:)`` reads) and whose cell of `entering` is negative. Reads the stored
  /// cells: for a row that may be deferred, ``liveBreakpoint(ofRow:for:)``. Inlined: called
  /// from mutating methods, a call had the optimiser copy the whole tableau first.
  @inline(__always)
  func breakpoint(ofRow r: Int32, for entering: Int32) -> Breakpoint? {
    breakpoint(ofRow: r, coefficient: coefficient(of: entering, inRow: r))
  }

  /// ``breakpoint(ofRow:for:)``, counting what a deferral owes the row (see ``DeferredRows``).
  @inline(__always)
  func liveBreakpoint(ofRow r: Int32, for entering: Int32) -> Breakpoint? {
    breakpoint(ofRow: r, coefficient: liveCoefficient(of: entering, inRow: r))
  }

  /// Row `r` as a bound on a symbol whose cell in it is `c`.
  @inline(__always)
  private func breakpoint(ofRow r: Int32, coefficient c: Double) -> Breakpoint? {
    let basic = rows.basic[Int(r)]
    guard basic >= 0, symbols.kind[Int(basic)] != .external, c < 0 else { return nil }
    return Breakpoint(ratio: -rows.constant[Int(r)] / c, basic: basic, row: r, coef: c)
  }

  /// The first entry of `heap` that still describes its row (entries of rows that a flip or
  /// a repair changed are dropped, or made again when the row still bounds `entering`); it is
  /// taken out unless `peeking`, and then its row is merged first if it was deferred (the walk
  /// reads its cells).
  mutating func nextBreakpoint(
    _ heap: inout MinHeap<Breakpoint>, for entering: Int32, peeking: Bool = false
  ) -> Breakpoint? {
    while let top = heap.first {
      if !peeking, let k = scratch.deferred.slot(of: top.row) { flushDeferredRow(k) }
      if let now = liveBreakpoint(ofRow: top.row, for: entering), now.describesSame(as: top) {
        if !peeking { _ = heap.popFirst() }
        return now
      }
      _ = heap.popFirst()
      if let now = liveBreakpoint(ofRow: top.row, for: entering) { heap.push(now) }
    }
    return nil
  }

  /// A symbol to pivot into the degenerate row `r` (its basic symbol at zero) so that the row
  /// no longer bounds `entering`, whose column holds `column` rows: a parametric slack or error
  /// with a positive cell in `r`, not rounding noise, in far fewer rows than `entering` (the
  /// fewest, ties to the lowest id). The pivot moves no value (the row is at zero).
  @inline(__always)
  private func localRepair(ofRow r: Int32, avoiding entering: Int32, column: Int) -> Int32? {
    let i = Int(r)
    // A redundant equality's row stays its dummy's (see ``markerLeavingRow(_:)``).
    guard rows.constant[i] == 0, symbols.kind[Int(rows.basic[i])] != .dummy else { return nil }
    var best: Int32 = -1
    var bestCount = column / 8
    rows.withCells(i) { syms, coefs in
      var largest = 0.0
      for c in coefs { largest = max(largest, abs(c)) }
      for j in syms.indices {
        let t = syms[j]
        guard t != entering, coefs[j] > pivotFloor * largest else { continue }
        let kind = symbols.kind[Int(t)]
        guard kind == .slack || kind == .error else { continue }
        let count = symbols.columns.count(Int(t))
        if count < bestCount {
          best = t
          bestCount = count
        }
      }
    }
    return best >= 0 ? best : nil
  }

  /// The partner of row `r`'s basic symbol, when that is one of a pair and the partner can
  /// replace it in the row: the other slack or error of the same constraint, parametric, with
  /// its cell in the row (1 in exact arithmetic: the pair's cells are +1 and -1 in the
  /// constraint's equation, which only this row holds while its basic symbol is basic).
  @inline(__always)
  func flipPartner(ofRow r: Int32) -> (symbol: Int32, cell: Double)? {
    let i = Int(r)
    let basic = rows.basic[i]
    let kind = symbols.kind[Int(basic)]
    let owner = symbols.owner[Int(basic)]
    guard kind == .slack || kind == .error, owner >= 0 else { return nil }
    return rows.withCells(i) { syms, coefs -> (symbol: Int32, cell: Double)? in
      for j in syms.indices {
        let t = syms[j]
        guard symbols.owner[Int(t)] == owner else { continue }
        let kind = symbols.kind[Int(t)]
        guard kind == .slack || kind == .error else { continue }
        let gamma = coefs[j]
        return gamma > 0.5 && gamma < 2 ? (t, gamma) : nil
      }
      return nil
    }
  }

  /// Whether row `r` is the only row that holds `s` (a deferred row holds what it is owed).
  private mutating func isOnlyIn(_ s: Int32, row r: Int32) -> Bool {
    let holding = rowsHolding(s)
    defer { recycle(holding) }
    guard holding.count == 1, holding[0] == r else { return false }
    for d in scratch.deferred.rows where d != r && liveCoefficient(of: s, inRow: d) != 0 {
      return false
    }
    return true
  }

  /// Whether a reduced cost, one entry per objective level, is lexicographically negative
  /// beyond each level's rounding residue.
  @inline(__always)
  func isDescending(_ cost: [Double]) -> Bool {
    for k in cost.indices {
      let tolerance = objectiveTolerance(k)
      if cost[k] < -tolerance { return true }
      if cost[k] > tolerance { return false }
    }
    return false
  }
}

/// A row that bounds the entering symbol of the primal simplex: where its basic symbol reaches
/// zero. Ordered by ratio, ties to the lowest basic symbol.
struct Breakpoint: HeapOrdered {
  var ratio: Double
  var basic: Int32
  var row: Int32
  var coef: Double

  func precedes(_ other: Breakpoint) -> Bool {
    ratio < other.ratio || (ratio == other.ratio && basic < other.basic)
  }

  /// Whether `other` says what this entry says of the same row: the same basic symbol, cell and
  /// ratio, a ratio that is not a number (a row whose constant overflowed, which the call's
  /// rebuild repairs) being the same as another. Compared with `==` alone, such an entry was
  /// never current: ``Tableau/nextBreakpoint(_:for:peeking:)`` made it again and pushed it back
  /// forever, and a replay of a random layout of 1,500 views hung in its fifth pass.
  func describesSame(as other: Breakpoint) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    return basic == other.basic && same(coef, other.coef) && same(ratio, other.ratio)
  }
}
