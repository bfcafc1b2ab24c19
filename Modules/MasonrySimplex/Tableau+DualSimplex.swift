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
    for k in objective.levels.indices {
      let x = objective[k, Int(s)] / a
      let y = objective[k, Int(t)] / b
      if x < y - nearZero { return true }
      if x > y + nearZero { return false }
    }
    return s < t
  }

  /// Dual simplex: restores feasibility while keeping optimality, row by row, the largest
  /// deficit first (``popMostInfeasibleRow()``), flipping candidates to their bounds where that repays only part of a row's
  /// deficit.
  ///
  /// The first candidate of a row comes from one scan of the row; once a flip has happened the
  /// row's candidates go to ``Scratch/dualRatios`` and each flip costs the length of the
  /// flipped row and a few heap operations, not a scan of the infeasible row.
  ///
  /// With `sweeps` (a required constant change: a rotation), a dual simplex that still has
  /// hundreds of rows short once its first row is repaid repays them in storage order (see
  /// ``popMostInfeasibleRow()``).
  mutating func dualOptimize(sweeps: Bool = false) -> PivotOutcome {
    work.queuesNearby = true
    symbols.columns.reusesEntries = true
    // Decided after the first row, the largest deficit, is repaid: where the short rows share
    // the symbol that repays them, that one pivot repays them all, and no sweep follows.
    var sweeping = false
    var decided = !sweeps
    defer {
      work.queuesNearby = false
      symbols.columns.reusesEntries = false
      if sweeping {
        // Rows a stop left unrepaid (a conflict, the budget) stay queued for the caller.
        for r in work.endSweep() where Int(r) < rows.basic.count && rows.basic[Int(r)] >= 0 {
          work.queueInfeasible(r, constant: dualKey(r))
        }
      }
    }
    // Substitutions into the few long rows are summed and merged once, between the walks, as
    // the primal simplex sums them (see ``DeferredRows``): a scrolling content's height, the
    // sum of every row's, holds a symbol of each, and a round that changed every row's text
    // moved that row's tail at each of its pivots. Inside a transaction too: a merge saves the
    // row first, as any write does.
    let longRow = scratch.deferred.dualMinimumLength
    let defersLongRows = deferLongRows(from: longRow)
    defer { if defersLongRows { endDeferring() } }
    while let r = popMostInfeasibleRow() {
      // The row's cells are read below (the entering choice, the walk): owed no more.
      if let k = scratch.deferred.slot(of: r) { flushDeferredRow(k) }
      var walking = false
      // The largest cell of `r` when the walk started, raised by the cells flips added (a
      // cell the walk removed leaves it as it was: a candidate below it surfaces in the scan
      // that follows an empty heap).
      var largest = 0.0
      while true {
        var next: Int32?
        if walking {
          next = nextDualCandidate(inRow: r)
          if next == nil {
            // The scan below reads the row as stored; a flip after it starts a new walk.
            endDeferring()
            if defersLongRows { _ = deferLongRows(from: longRow) }
            walking = false
          }
        }
        guard let entering = next ?? dualEntering(inRow: r) else {
          return giveUp(r)
        }
        if let bound = flipRow(for: entering, repaying: r) {
          // A walk begins with no row owed anything: the long rows' deferral gives way to the
          // walk's, which owes `r` too.
          if !walking, defersLongRows { endDeferring() }
          if let k = scratch.deferred.slot(of: bound) { flushDeferredRow(k) }
          pivot(entering: entering, row: bound)
          boundFlips += 1
          if walking {
            requeueDualCandidates(ofRow: bound, inRow: r, largest: &largest)
          } else {
            largest = startDualWalk(inRow: r)
            scratch.deferred.begin(
              symbolCount: symbolCount, minimumLength: 256, lengthRatio: 32)
            _ = scratch.deferred.add(r)
            walking = true
          }
          if pivotBudget < 0 {
            endDeferring()
            return .exhausted
          }
          continue
        }
        if walking {
          endDeferring()
          if defersLongRows { _ = deferLongRows(from: longRow) }
        }
        // The merge drops cells that summed to noise: then the stored row decides.
        var chosen = entering
        if coefficient(of: entering, inRow: r) <= 0 {
          guard let rescanned = dualEntering(inRow: r) else { return giveUp(r) }
          chosen = rescanned
        }
        pivot(entering: chosen, row: r)
        if pivotBudget < 0 { return .exhausted }
        if stopsToRebuild { return stopToRebuild() }
        break
      }
      if !decided {
        decided = true
        sweeping = startSweepIfWide()
      }
    }
    return .optimal
  }

  /// Starts a sweep (``WorkLists/startSweep()``) when ``WorkLists/sweepThreshold`` of the queued
  /// rows or more are short now; true when it did. Called once the first row (the largest
  /// deficit) is repaid: in `chat-1000`'s rounds hundreds of rows are short of the symbol the
  /// first one enters, and swept from the start they went in storage order, each repaying only
  /// part of the others (91% more instructions); the label column of `form-N` narrowing back
  /// is the same. Rows the queue holds that are no longer short are not counted.
  private mutating func startSweepIfWide() -> Bool {
    let entries = work.infeasible.elements
    guard entries.count >= WorkLists.sweepThreshold else { return false }
    var short = 0
    for entry in entries {
      let i = Int(entry.row)
      if work.isQueued[i], isShort(entry.row) { short += 1 }
    }
    guard short >= WorkLists.sweepThreshold else { return false }
    work.startSweep()
    return true
  }

  /// Takes the queued row to repay next: the restricted row whose constant is the most
  /// negative (ties to the one queued last); nil when no queued row is infeasible. Entries that
  /// no longer need work (feasible again, dropped, or no longer restricted) leave the queue on
  /// the way.
  ///
  /// Repaying the largest deficit first is the textbook dual pricing, and here it also saves
  /// whole pivots: when one change leaves many rows short of the same symbol (a label column
  /// that narrows puts every narrower label's row below zero), the row of the widest deficit
  /// enters the symbol that repays all of them, where the last-queued row would enter one that
  /// repays only its own, and every other row would follow with a pivot of its own.
  ///
  /// The deficit is measured per unit of the row's largest cell (``dualKey(_:)``): by raw
  /// constants, a row of large cells, which a small step repays, went first, and thirty passes
  /// of `random3-100`'s rounds took 49 ms instead of 33 ms.
  ///
  /// The queue is a heap keyed by each row's key when it was queued; the top is checked
  /// against its key now and moved down when that changed, so the order is the keys'
  /// as far as the heap has seen them (a row deeper in the heap whose deficit grew since it was
  /// queued comes out by its old one).
  ///
  /// A required constant change whose dual simplex still has ``WorkLists/sweepThreshold`` rows or
  /// more short once its first row is repaid repays them in storage order instead, each once the
  /// rows its pivots left short are repaid (``WorkLists/startSweep()``): a rotation leaves every
  /// cell of a feed short at once, and by deficit the pivots went from cell to cell and back (the
  /// cells share a few contents, so their rows interleave by key), each visit to a cell missing the
  /// cache at 10,000 cells. In storage order the rounds of `feed-10000` (`replay --stats`) took
  /// half the time, for 0.5% more pivots. Such rows are mostly independent of each other. Where
  /// they share the symbol that repays them (a label column that narrows, a round of `chat`), the
  /// first row's pivot repays the others and no sweep follows; a sweep of a round's suggestions
  /// still cost `chat` 43% more instructions, so only a required change sweeps.
  ///
  /// - Complexity: O(log *q*) for *q* queued rows, per entry that left or moved.
  mutating func popMostInfeasibleRow() -> Int32? {
    while let top = work.firstQueued {
      let i = Int(top.row)
      guard work.isQueued[i], isShort(top.row) else {
        _ = work.popInfeasible()
        continue
      }
      let key = dualKey(top.row)
      if key != top.key {
        work.rekeyTopInfeasible(key)
        if work.firstQueued?.row != top.row { continue }
      }
      return work.popInfeasible()
    }
    // A sweep's rows, in storage order, once the rows the last pivots left short are repaid.
    while let r = work.nextSwept() {
      guard Int(r) < rows.basic.count, isShort(r) else { continue }
      return r
    }
    return nil
  }

  /// Whether row `r` is live and short: a restricted basic symbol below zero, what the dual
  /// simplex repays.
  @inline(__always)
  func isShort(_ r: Int32) -> Bool {
    let i = Int(r)
    return rows.basic[i] >= 0 && rows.constant[i] < -nearZero && isRestrictedRow(r)
  }

  /// The key of row `r` in the queue of infeasible rows: its constant over its largest cell,
  /// the deficit measured in units of the symbol that can repay it fastest. Inlined, as
  /// ``largestCoefficient(inRow:)`` is.
  @inline(__always)
  func dualKey(_ r: Int32) -> Double {
    let largest = largestCoefficient(inRow: r)
    return largest > 0 ? rows.constant[Int(r)] / largest : rows.constant[Int(r)]
  }

  /// Ends the dual simplex on row `r`, which nothing can enter (a proof that the required
  /// constraints cannot hold): the row is queued again so that a caller that rolls back or
  /// retries sees it.
  private mutating func giveUp(_ r: Int32) -> PivotOutcome {
    if !work.isQueued[Int(r)] { work.queueInfeasible(r, constant: dualKey(r)) }
    return .infeasible(r)
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
    heap.reset(levels: objective.levels.count, symbolCount: symbolCount)
    pushDualCandidates(ofRow: i, largest: largest, into: &heap)
    heap.restoreOrder()
    scratch.dualRatios = heap
    return largest
  }

  /// Pushes row `i`'s dual candidates into `heap`, unordered. (Not mutating: a closure over
  /// `self` in a mutating method made the read of the row copy `rows`.)
  private func pushDualCandidates(ofRow i: Int, largest: Double, into heap: inout DualRatioHeap) {
    rows.withCells(i) { syms, coefs in
      for j in syms.indices where isDualCandidate(syms[j], coefs[j], largest: largest) {
        let s = Int(syms[j])
        let a = coefs[j]
        heap.push(syms[j], coef: a, ordered: false) { k in objective[k, s] / a }
      }
    }
  }

  /// After a flip into row `bound`: the symbols of that row are the only ones whose cells in
  /// `r` and reduced costs changed; their entries are replaced.
  private mutating func requeueDualCandidates(
    ofRow bound: Int32, inRow r: Int32, largest: inout Double
  ) {
    var heap = scratch.dualRatios
    scratch.dualRatios = DualRatioHeap()
    requeue(ofRow: bound, inRow: r, largest: &largest, into: &heap)
    scratch.dualRatios = heap
  }

  /// ``requeueDualCandidates(ofRow:inRow:largest:)``'s loop, not mutating (see
  /// ``pushDualCandidates(ofRow:largest:into:)``).
  private func requeue(
    ofRow bound: Int32, inRow r: Int32, largest: inout Double, into heap: inout DualRatioHeap
  ) {
    rows.withSyms(Int(bound)) { syms in
      for s in syms {
        let a = liveCoefficient(of: s, inRow: r)
        largest = max(largest, abs(a))
        guard isDualCandidate(s, a, largest: largest) else {
          heap.forget(s)
          continue
        }
        let i = Int(s)
        heap.push(s, coef: a) { k in objective[k, i] / a }
      }
    }
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
  /// when the row has no positive cell at all, which proves it cannot be made feasible.
  ///
  /// When every positive cell is below ``pivotFloor`` of the row's largest, the best of them
  /// enters, counted in ``smallPivots`` (the call rebuilds the tableau after it), as in the
  /// primal ratio test (``leavingRow(for:)``): the range rules admit coefficient ratios beyond
  /// the floor, so such a cell can be the real structure of the constraints. Reading it as zero
  /// called the row infeasible: after a required `-2e10 * v3 - 272 * v2 + 52 == 0` made a
  /// row's cells 7e7, the error of an optional bound on v2 (a cell of 1) was passed over and
  /// moving that bound's constant failed, its row left violated (API fuzz seed 20345).
  mutating func dualEntering(inRow r: Int32) -> Int32? {
    guard let (best, isNoise) = dualEnteringCandidate(inRow: Int(r)) else { return nil }
    if isNoise { smallPivots += 1 }
    return best
  }

  /// ``dualEntering(inRow:)``'s choice and whether it is noise, not mutating (see
  /// ``pushDualCandidates(ofRow:largest:into:)``). Inlined: a call from the mutating
  /// ``dualEntering(inRow:)`` had the optimiser copy the whole tableau first.
  @inline(__always)
  private func dualEnteringCandidate(inRow i: Int) -> (Int32, Bool)? {
    var best: Int32 = -1
    var bestCoef = 0.0
    var bestIsNoise = true
    rows.withCells(i) { syms, coefs in
      var largest = 0.0
      for a in coefs { largest = max(largest, abs(a)) }
      let floor = pivotFloor * largest
      for j in syms.indices {
        let s = syms[j]
        let a = coefs[j]
        guard a > 0, symbols.kind[Int(s)] != .dummy else { continue }
        let isNoise = a <= floor
        if best < 0 || (bestIsNoise && !isNoise)
          || (isNoise == bestIsNoise && dualRatioLess(s, a, than: best, bestCoef))
        {
          best = s
          bestCoef = a
          bestIsNoise = isNoise
        }
      }
    }
    return best >= 0 ? (best, bestIsNoise) : nil
  }

  /// The length from which an infeasible row is walked with flips: below it, pivoting the row
  /// itself costs less than the primal ratio test each candidate's flip needs.
  static let flipRowLength = 16

  /// The row to flip `entering` into instead of the infeasible row `r`: the row that bounds it
  /// first as it grows (the primal ratio test), when that bound comes strictly before the point
  /// where `r` turns feasible and strictly after zero. Nil means the ordinary dual step:
  /// `entering` enters `r`.
  mutating func flipRow(for entering: Int32, repaying r: Int32) -> Int32? {
    // A short row costs little to pivot: the ordinary step, without the column walk below.
    guard rows.cellCount(Int(r)) >= Self.flipRowLength else { return nil }
    let kind = symbols.kind[Int(entering)]
    guard kind == .slack || kind == .error, let bound = boundingRow(of: entering, skipping: r)
    else { return nil }
    let b = Int(bound)
    // A flip pays where it trades a pivot of the long row for one of a short row.
    guard rows.cellCount(b) * 2 <= rows.cellCount(Int(r)) else { return nil }
    let c = rows.constant[b]
    guard c > nearZero else { return nil }
    let step = -c / liveCoefficient(of: entering, inRow: bound)
    let deficit = -rows.constant[Int(r)]
    let repaid = liveCoefficient(of: entering, inRow: r) * step
    guard repaid < deficit - nearZero * max(1, deficit) else { return nil }
    return bound
  }

  /// The primal ratio test on the column of `entering`, row `r` left out: the restricted row
  /// whose basic symbol reaches zero first as `entering` grows (cells that are rounding noise
  /// next to their row's largest passed over, ties to the lowest basic symbol). Nil when no
  /// row bounds it, or when an infeasible row does (a negative ratio: no flip then).
  private mutating func boundingRow(of entering: Int32, skipping r: Int32) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Int32.max
    func consider(_ b: Int32, _ c: Double) {
      let basic = rows.basic[Int(b)]
      guard symbols.kind[Int(basic)] != .external, c < 0,
        -c > pivotFloor * rows.largestCellBound || -c > pivotFloor * largestCoefficient(inRow: b)
      else { return }
      let ratio = -rows.constant[Int(b)] / c
      let tolerance = nearZero * max(1, abs(bestRatio == .infinity ? ratio : bestRatio))
      if ratio < bestRatio - tolerance || (ratio <= bestRatio + tolerance && basic < bestBasic) {
        best = b
        bestRatio = ratio
        bestBasic = basic
      }
    }
    let holding = rowsHolding(entering)
    for b in holding where b != r && scratch.deferred.slot(of: b) == nil {
      consider(b, coefficient(of: entering, inRow: b))
    }
    recycle(holding)
    // A deferred row counts with what it is owed, whether or not its stored cells hold the
    // symbol.
    for b in scratch.deferred.rows where b != r {
      consider(b, liveCoefficient(of: entering, inRow: b))
    }
    guard best >= 0, bestRatio >= 0 else { return nil }
    return best
  }

  /// The coefficient of `s` in row `r`, counting what a deferral owes `r` (see
  /// ``DeferredRows``). Inlined, as ``coefficient(of:inRow:)`` is.
  @inline(__always)
  func liveCoefficient(of s: Int32, inRow r: Int32) -> Double {
    let stored = coefficient(of: s, inRow: r)
    guard let k = scratch.deferred.slot(of: r) else { return stored }
    let owed = scratch.deferred.owed(k, s)
    let v = stored + owed
    // What the merge will store (see ``flushDeferredRow(_:)``): a sum that cancelled is no
    // cell. Read as a coefficient, the residue became a substitution of the rounding error
    // times a pivot row, cells of 1e-16 that no merge drops (a product is kept however small),
    // and a later pivot on one of them lost a required constraint (fuzz, `containers` seed 95
    // with every row deferred).
    return stored != 0 && isResidue(v, of: stored, owed) ? 0 : v
  }

  /// Whether ``substitute(_:row:)`` leaves row `r` to
  /// ``deferSubstitutions(of:except:pivotConst:)`` while rows are deferred: it is deferred
  /// already, or it is long next to the pivot row (whose tail a write would move) and there is
  /// room to defer it now.
  @inline(__always)
  mutating func defers(_ r: Int32) -> Bool {
    if !scratch.deferred.rows.isEmpty, scratch.deferred.slot(of: r) != nil { return true }
    let length = rows.cellCount(Int(r))
    guard length >= scratch.deferred.minimumLength, scratch.deferred.hasRoom,
      scratch.pivotSyms.count * scratch.deferred.lengthRatio < length
    else { return false }
    _ = scratch.deferred.add(r)
    return true
  }

  /// The deferred rows' share of ``substitute(_:row:)`` (the pivot row `p` loaded in the
  /// scratch): their constants move now, their cells are owed.
  mutating func deferSubstitutions(of s: Int32, except p: Int32, pivotConst: Double) {
    let pSyms = scratch.pivotSyms
    let pCoefs = scratch.pivotCoefs
    for k in scratch.deferred.rows.indices {
      let r = scratch.deferred.rows[k]
      guard r != p else { continue }
      let c = liveCoefficient(of: s, inRow: r)
      guard c != 0 else { continue }
      // Its cells wait for the merge, which saves the cells it changes.
      touchConstant(r)
      let i = Int(r)
      noteChanged(rows.basic[i])
      rows.constant[i] += c * pivotConst
      if abs(rows.constant[i]) < nearZero { rows.constant[i] = 0 }
      // `s` leaves the row exactly, as the merge of a substitution removes it.
      scratch.deferred.cancel(k, s, stored: coefficient(of: s, inRow: r))
      for j in pSyms.indices { scratch.deferred.owe(k, pSyms[j], c * pCoefs[j]) }
      noteConstant(r)
      deferredSubstitutions += 1
    }
  }

  /// Starts deferring what substitutions owe rows of `minimumLength` cells or more (and
  /// ``DeferredRows/primalLengthRatio`` times the pivot row), when no deferral is on and some
  /// row was ever that long; returns whether it did. The primal simplex and the dual simplex
  /// between its walks (see ``DeferredRows``).
  mutating func deferLongRows(from minimumLength: Int) -> Bool {
    guard !scratch.deferred.isActive, rows.longestRowBound >= minimumLength else { return false }
    scratch.deferred.begin(
      symbolCount: symbolCount, minimumLength: minimumLength,
      lengthRatio: scratch.deferred.primalLengthRatio)
    return true
  }

  /// Merges every deferred row and ends the deferral.
  mutating func endDeferring() {
    while !scratch.deferred.rows.isEmpty { flushDeferredRow(0) }
    scratch.deferred.end()
  }

  /// Merges what the walk owes the row in slot `k` into the row and stops deferring it. Only
  /// the stretch of the row between the first and the last symbol owed is merged (through the
  /// merge scratch, the runs between the debts found by galloping and copied as blocks), and
  /// the rest moves only when the number of cells changes: a long row owed a few cells costs
  /// some copies, not a pass that compares every cell.
  mutating func flushDeferredRow(_ k: Int) {
    let r = scratch.deferred.rows[k]
    let debts = scratch.deferred.sortedDebts(k)
    defer { scratch.deferred.remove(k) }
    guard let firstDebt = debts.first, let lastDebt = debts.last else { return }
    deferredMerges += 1
    let i = Int(r)
    let lo = position(of: firstDebt, inRow: i)
    let hi = position(of: lastDebt + 1, inRow: i)
    var outSyms: [Int32] = []
    var outCoefs: [Double] = []
    swap(&outSyms, &scratch.mergeSyms)
    swap(&outCoefs, &scratch.mergeCoefs)
    Self.growMergeOutput(&outSyms, &outCoefs, to: hi - lo + debts.count)
    var added: [Int32] = []
    var largest = rows.largestCellBound
    // Locals, so that the closures below do not capture `self`.
    let owedValues = debts.map { scratch.deferred.owed(k, $0) }
    // Inside a transaction, the coefficients the merge replaces, for the journal.
    let patching = journal.wantsRow(r)
    var old: [Double] = []
    if patching { old.reserveCapacity(debts.count) }
    // Read where they are (nothing below writes a row before the merged cells replace them).
    let (rowSyms, rowCoefs) = rows.cells(i)
    let oldSyms = UnsafeBufferPointer(rebasing: rowSyms[lo..<hi])
    let oldCoefs = UnsafeBufferPointer(rebasing: rowCoefs[lo..<hi])
    let count = outSyms.withUnsafeMutableBufferPointer { ms in
      outCoefs.withUnsafeMutableBufferPointer { mc in
        var n = 0
        var a = 0
        for (d, sb) in debts.enumerated() {
          let e = gallop(oldSyms, from: a, to: sb)
          n = copyRun(oldSyms, oldCoefs, a, e, skipping: -1, into: ms, mc, at: n)
          a = e
          let owed = owedValues[d]
          let present = a < oldSyms.count && oldSyms[a] == sb
          if patching { old.append(present ? oldCoefs[a] : 0) }
          let v = present ? oldCoefs[a] + owed : owed
          if present ? !isResidue(v, of: oldCoefs[a], owed) : v != 0 {
            ms[n] = sb
            mc[n] = v
            n += 1
            largest = max(largest, abs(v))
            if !present { added.append(sb) }
          }
          if present { a += 1 }
        }
        return copyRun(oldSyms, oldCoefs, a, oldSyms.count, skipping: -1, into: ms, mc, at: n)
      }
    }
    rows.largestCellBound = largest
    touchPatch(r, debts, old)
    swap(&outSyms, &scratch.mergeSyms)
    swap(&outCoefs, &scratch.mergeCoefs)
    writeMerged(count, overCells: lo..<hi, ofRow: i)
    noteChanged(rows.basic[i])
    for t in added { appendColumn(t, r) }
  }
}
