// SPDX-License-Identifier: MIT

/// How a simplex loop ended.
enum PivotOutcome: Equatable {
  case optimal
  /// The pivot budget ran out.
  case exhausted
  /// Primal simplex: Bland's rule made ``Tableau/stallLimit`` pivots. Bland's rule cannot cycle
  /// in exact arithmetic, but it can when the objective rows have drifted from the rows they
  /// were built from (rounding noise read as an improvement): the caller rebuilds them and
  /// calls again.
  case stalled
  /// Dual simplex: this restricted row is negative and nothing can enter it (a proof that the
  /// required constraints cannot hold).
  case infeasible(Int32)
  /// A pivot on a noise-sized cell was made, or the work limit passed, while
  /// ``Tableau/rebuildStop`` was armed: the optimisation is unfinished, and the caller rebuilds
  /// the tableau before going on.
  case stoppedToRebuild
}

extension Tableau {
  /// Adds `delta` to the objective entry of `s` at level `k`, queueing `s` when the entry turns
  /// negative.
  mutating func addObj(_ k: Int, _ s: Int32, _ delta: Double) {
    let old = objective[k, Int(s)]
    var v = old + delta
    if abs(v) < nearZero { v = 0 }
    writeObj(k, s, v)
    if mayExpose(old, v) { work.pushCandidate(s) }
  }

  /// Adds `weight * (symbol, or its row when basic)` to objective level `k`.
  mutating func addToObjective(_ k: Int, _ s: Int32, weight: Double) {
    let r = symbols.rowOf[Int(s)]
    guard r >= 0 else {
      addObj(k, s, weight)
      return
    }
    objective.constant[k] += weight * rows.constant[Int(r)]
    // addObj writes no row, so the cells stay where they are.
    let (syms, coefs) = rows.cells(Int(r))
    for j in syms.indices { addObj(k, syms[j], weight * coefs[j]) }
  }

  /// The row to pivot `entering` into, by Harris's ratio test: every row whose basic symbol is
  /// not external and whose cell is negative bounds the step; the rows whose ratios tie with the
  /// minimum (within ``nearZero`` relative to it, narrowed so that the pivot leaves no row below
  /// `-nearZero`) are candidates. Among them a pivot element far smaller than the largest one
  /// of the tie is passed over, and so is a cell that is rounding noise next to its row's
  /// largest, when another candidate is not: noise never becomes a pivot (which would blow the
  /// tableau's numbers up) where something else bounds the step as well; the rest go to the
  /// lowest basic symbol (Bland).
  ///
  /// A noise-sized cell still bounds the step: passing over it as zero let a step of 6e8 take
  /// its row (a cell of 6e-8) to -40 (API fuzz seed 2538). When only such cells bound the
  /// direction, the best of them is taken and counted in ``smallPivots`` (the call rebuilds
  /// the tableau after it): the range rules admit coefficient ratios (1e8) beyond the floor,
  /// so such a cell can be the real structure of the constraints, and calling the objective
  /// unbounded would fail the call.
  mutating func leavingRow(for entering: Int32) -> Int32? {
    var bounds = scratch.breakpointEntries
    scratch.breakpointEntries = []
    defer { scratch.breakpointEntries = bounds }
    bounds.removeAllKeepingCapacity()
    var first: Breakpoint?
    gatherBreakpoints(of: entering, into: &bounds, first: &first)
    return leavingRow(among: bounds)
  }

  /// Appends to `bounds` the breakpoint of every row that bounds `entering`, and keeps the
  /// first of them (``Breakpoint/precedes(_:)``) in `first`. A deferred row among them (see
  /// ``DeferredRows``) bounds by its coefficient as the merge will store it
  /// (``liveCoefficient(of:inRow:)``) and stays deferred: only the row that a pivot or a flip
  /// reads is merged, by them (a container's row of thousands of cells bounds most symbols
  /// the optimisation enters, and merging it at each of their ratio tests made a gallery of
  /// aspect-ratio tiles build in O(*n*²)). Returns how many rows hold `entering` as stored. Inlined
  /// into both ratio tests: a call cost `nested-10000`'s build 0.2%.
  @inline(__always)
  @discardableResult
  mutating func gatherBreakpoints(
    of entering: Int32, into bounds: inout [Breakpoint], first: inout Breakpoint?
  ) -> Int {
    func keep(_ bound: Breakpoint) {
      bounds.append(bound)
      if let earlier = first, !bound.precedes(earlier) { return }
      first = bound
    }
    let deferring = !scratch.deferred.rows.isEmpty
    let holding = rowsHolding(entering)
    let count = holding.count
    for r in holding where !deferring || scratch.deferred.slot(of: r) == nil {
      if let bound = breakpoint(ofRow: r, for: entering) { keep(bound) }
    }
    recycle(holding)
    guard deferring else { return count }
    for r in scratch.deferred.rows {
      if let bound = liveBreakpoint(ofRow: r, for: entering) { keep(bound) }
    }
    return count
  }

  /// ``leavingRow(for:)`` over `bounds`, the rows that bound the entering symbol (every row
  /// whose basic symbol is not external and whose cell of it is negative).
  mutating func leavingRow(among bounds: [Breakpoint]) -> Int32? {
    var minimum = Double.infinity
    // No row may end below -nearZero: a ratio within the tolerance of the minimum can still
    // lie far past it in a row's own units (a constant of 3e8 divided by 3: ratios 0.02
    // apart tie at 1e8, and pivoting on the larger one left the other row at -0.066).
    var harris = Double.infinity
    for bound in bounds {
      minimum = min(minimum, bound.ratio)
      harris = min(harris, (rows.constant[Int(bound.row)] + nearZero) / -bound.coef)
    }
    guard minimum < .infinity else { return nil }
    let limit = min(minimum + nearZero * max(1, abs(minimum)), harris)
    var largest = 0.0
    for bound in bounds where bound.ratio <= limit {
      largest = max(largest, -bound.coef)
    }
    var best: Int32 = -1
    var bestBasic = Int32.max
    var bestIsNoise = true
    for bound in bounds {
      let c = bound.coef
      let r = bound.row
      guard bound.ratio <= limit, -c >= pivotFloor * largest else { continue }
      // The bound on every cell answers at once for a coefficient far above noise. Deferred
      // rows' cells count as merged (the bound, raised by what they owe, is never below the
      // one their merges would leave; a row is merged only to read its own largest cell).
      let isNoise =
        -c <= pivotFloor * (rows.largestCellBound + scratch.deferred.largestOwed)
        && -c <= pivotFloor * largestLiveCoefficient(inRow: r)
      let basic = bound.basic
      if (bestIsNoise && !isNoise) || (isNoise == bestIsNoise && basic < bestBasic) {
        best = r
        bestBasic = basic
        bestIsNoise = isNoise
      }
    }
    guard best >= 0 else { return nil }
    if bestIsNoise { smallPivots += 1 }
    return best
  }

  /// ``largestCoefficient(inRow:)`` of row `r` as it is owed: a deferred row is merged first
  /// (the ratio test reads its cells only for a pivot element near noise, rarely).
  mutating func largestLiveCoefficient(inRow r: Int32) -> Double {
    if !scratch.deferred.rows.isEmpty, let k = scratch.deferred.slot(of: r) {
      flushDeferredRow(k)
    }
    return largestCoefficient(inRow: r)
  }

  /// The largest magnitude among row `r`'s cells: a cell far below it is rounding noise, never
  /// a pivot (the ratio test passes over it, as if it were zero). Inlined: called from a
  /// mutating method (``noteConstant(_:)``, the ratio tests), a call had the optimiser copy the
  /// whole tableau first.
  @inline(__always)
  func largestCoefficient(inRow r: Int32) -> Double {
    var largest = 0.0
    rows.withCells(Int(r)) { _, coefs in
      for c in coefs { largest = max(largest, abs(c)) }
    }
    return largest
  }

  /// Primal simplex over the objective levels. For the first ``stallLimit`` pivots the entering
  /// symbol is chosen by ``popSparsestCandidate()`` (at the highest level where a candidate can
  /// improve, the one in the fewest rows), then it is the lowest-id one whose reduced cost is
  /// lexicographically negative (Bland's rule, which cannot cycle in exact arithmetic). Ends
  /// ``PivotOutcome/stalled`` after ``stallLimit`` pivots under Bland's rule.
  ///
  /// Once the candidates outnumber the pricing window (a deferred optimisation after a large
  /// build), they move to a ``PricingQueue`` for the rest of the sparsest-first pivots: every
  /// candidate is compared, as in a small optimisation, at O(log *n*) a pop instead of a pass
  /// over all of them. Comparing only the window's candidates cost `nested-10000` 1.7 times
  /// the cells and twice the substitution work of the full comparison.
  mutating func optimize() -> PivotOutcome {
    var sparsestFirst = stallLimit
    var blandPivots = 0
    var queue = PricingQueue()
    var queued = false
    // The queue's candidates go back to the heap whatever the outcome: a pending optimisation
    // keeps them.
    defer { if queued { returnCandidates(&queue) } }
    // Substitutions into the few long rows are summed and merged once (see ``DeferredRows``):
    // the lazy optimisation after a build enters every row's slack, and each pivot wrote a
    // cell or two into the container's long row, moving the row's tail every time.
    // Not at all while no row was ever that long: the substitutions then skip the deferral's
    // checks.
    let defersRows = deferLongRows(from: scratch.deferred.primalMinimumLength)
    defer { if defersRows { endDeferring() } }
    while true {
      let candidate: Int32?
      if sparsestFirst > 0 {
        sparsestFirst -= 1
        if !queued, work.candidates.count > work.pricingWindow { queued = true }
        candidate = queued ? popPricedCandidate(&queue) : popSparsestCandidate()
      } else {
        if queued {
          returnCandidates(&queue)
          queued = false
        }
        candidate = work.popCandidate()
      }
      guard let s = candidate else { break }
      guard canEnter(s) else {
        staleCandidates += 1
        continue
      }
      // Bland's rule's pivots stay ordinary: its choice of leaving row is what keeps it from
      // cycling.
      let leaving: Int32?
      if sparsestFirst > 0 {
        guard let step = longStep(for: s) else {
          // A repair raised the reduced cost of `s` (a pivot that lowers it again queues it
          // again).
          continue
        }
        leaving = step
      } else {
        leaving = leavingRow(for: s)
      }
      guard let r = leaving else {
        dropResidue(of: s)
        continue
      }
      pivot(entering: s, row: r)
      if pivotBudget < 0 { return .exhausted }
      if stopsToRebuild { return stopToRebuild() }
      if sparsestFirst <= 0 {
        blandPivots += 1
        if blandPivots > stallLimit { return .stalled }
      }
    }
    return .optimal
  }

  /// Ends an optimisation armed to stop (see ``rebuildStop``), right after the pivot on a
  /// noise-sized cell or the one that passed the work limit: the optimisation is unfinished
  /// (the rows a dual simplex has still to repay stay queued), and the caller rebuilds the
  /// tableau.
  mutating func stopToRebuild() -> PivotOutcome {
    rebuildStop = .stopped
    return .stoppedToRebuild
  }

  /// The key of `s` in a ``PricingQueue``, or `nil` when it cannot enter. Inlined: called from
  /// a mutating method, a call had the optimiser copy the whole tableau first (three `memcpy`
  /// calls a call, and the retains of what they copied: 3% of `stack-1000`'s build).
  @inline(__always)
  private func pricingKey(_ s: Int32) -> PricingQueue.Entry? {
    guard isParametricRestricted(s), let (level, value) = leadingCost(s), value < 0 else {
      return nil
    }
    return PricingQueue.Entry(
      level: level, rows: symbols.columns.count(Int(s)), value: value, symbol: s)
  }

  /// Moves the candidate heap's symbols into `queue` (those that cannot enter are dropped: a
  /// pivot that changes their reduced costs pushes them again), then takes the first entry
  /// whose key is still the symbol's; an entry whose key moved is pushed again under the new
  /// one.
  mutating func popPricedCandidate(_ queue: inout PricingQueue) -> Int32? {
    for s in work.candidates {
      work.isCandidate[Int(s)] = false
      if let key = pricingKey(s) { queue.push(key) } else { staleCandidates += 1 }
    }
    work.candidates.removeAllKeepingCapacity()
    while let entry = queue.popFirst() {
      guard let key = pricingKey(entry.symbol) else {
        staleCandidates += 1
        continue
      }
      if key == entry { return entry.symbol }
      queue.push(key)
    }
    return nil
  }

  /// Puts the symbols of `queue` back in the candidate heap.
  private mutating func returnCandidates(_ queue: inout PricingQueue) {
    for entry in queue.drain() { work.pushCandidate(entry.symbol) }
  }

  /// How many pivots under Bland's rule one call of ``optimize()`` makes before it suspects a
  /// cycle on rounding noise and returns ``PivotOutcome/stalled``: well above what a sound
  /// optimisation needs after one change (the longest in the bench, an edit tied to a view of
  /// `random2-300` as it is built, takes 745 on 443 rows), far below the pivot budget.
  var stallLimit: Int { 1_000 + 4 * rowCount }

  /// Zeroes the leading negative entry of `s`'s reduced cost, which no row bounds.
  ///
  /// Every objective level is a weighted sum of errors that are never negative, so it is
  /// bounded below: a direction that lowers one and that no row stops is rounding residue in
  /// the reduced cost (left, for instance, by pivots on cells near 1e-8 of their row, which the
  /// range rules admit), not a way to improve. `s` stays a candidate for the levels below.
  mutating func dropResidue(of s: Int32) {
    residueDrops += 1
    for k in objective.levels.indices {
      let v = objective[k, Int(s)]
      let tolerance = objectiveTolerance(k)
      if v > tolerance { return }
      guard v < -tolerance else { continue }
      writeObj(k, s, 0)
      work.pushCandidate(s)
      return
    }
  }

  /// The leading entry of the reduced cost of `s`: the first level whose entry is not rounding
  /// residue, and that entry; `nil` when every level's entry is residue.
  @inline(__always)
  func leadingCost(_ s: Int32) -> (level: Int, value: Double)? {
    for k in objective.levels.indices {
      let v = objective[k, Int(s)]
      let tolerance = objectiveTolerance(k)
      if v < -tolerance || v > tolerance { return (k, v) }
    }
    return nil
  }

  /// Takes the candidate that can enter with the fewest rows in its column (Markowitz's count:
  /// the pivot substitutes into those rows, and each may fill in), among those whose reduced
  /// cost leads at the highest level; ties go to the steepest reduced cost, then the highest id.
  /// The candidates compared are the last ``WorkLists/pricingWindow`` entries of the candidate
  /// heap (all of them when there are no more: the choice is then over every candidate). The
  /// ones that cannot enter are dropped on the way (a pivot that changes their reduced costs
  /// pushes them again), so that a long list of stale candidates costs one pass, not one per
  /// pop.
  ///
  /// After a build, the optimisation starts far from the optimum with many candidates: the
  /// lowest id first (Bland) walks back through the whole layout; the newest first made three
  /// times more pivots than the steepest first on `random-1000`, and the steepest first 2.7
  /// times more instructions than this. The window keeps a pop's cost bounded when a deferred
  /// optimisation starts with candidates from every part of a large build (`feed-10000`, 350,000
  /// constraints: a pass over all of them per pop made the first layout quadratic);
  /// ``optimize()`` moves that many candidates to a ``PricingQueue`` instead, which compares
  /// them all at O(log *n*) a pop.
  ///
  /// - Complexity: O(*w* log *n*) for a window of *w* entries out of *n* candidates.
  mutating func popSparsestCandidate() -> Int32? {
    // A window of stale candidates only: the next one, until a candidate or the end.
    while !work.candidates.isEmpty {
      if let s = popSparsestInWindow() { return s }
    }
    return nil
  }

  /// The sparsest candidate that can enter among the last ``WorkLists/pricingWindow`` of the
  /// heap, or `nil` when none of them can (they are dropped).
  private mutating func popSparsestInWindow() -> Int32? {
    let count = work.candidates.count
    let start = count - min(count, work.pricingWindow)
    // The window's entries that can still enter are kept in place, closed up over the ones
    // dropped; those that moved are sifted back into the heap below.
    var write = start
    var best: Int32 = -1
    var bestPosition = -1
    var bestLevel = Int.max
    var bestValue = 0.0
    var bestCount = Int.max
    for read in start..<count {
      let s = work.candidates[read]
      let i = Int(s)
      if isParametricRestricted(s), let (level, value) = leadingCost(s), value < 0 {
        work.candidates[write] = s
        let inRows = symbols.columns.count(i)
        if level < bestLevel
          || (level == bestLevel
            && (inRows < bestCount
              || (inRows == bestCount
                && (value < bestValue || (value == bestValue && s > best)))))
        {
          best = s
          bestPosition = write
          bestLevel = level
          bestValue = value
          bestCount = inRows
        }
        write += 1
      } else {
        work.isCandidate[i] = false
        staleCandidates += 1
      }
    }
    guard best >= 0 else {
      // Every entry of the window was dropped.
      work.candidates.removeLast(count - start)
      return nil
    }
    guard write < count else {
      // Nothing dropped: the heap is as it was.
      work.removeCandidate(at: bestPosition)
      return best
    }
    work.candidates.swapAt(bestPosition, write - 1)
    work.candidates.removeLast(count - write + 1)
    work.isCandidate[Int(best)] = false
    // In position order, each sift up leaves a heap up to its position (the prefix before the
    // window is one); the choice above does not depend on the positions.
    for p in start..<work.candidates.count { work.siftUpCandidate(from: p) }
    return best
  }

  /// Phase 1 for a row that has no usable subject: adds an artificial variable `a = row` and
  /// minimises it. On success the row's equation is part of the tableau and `nil` is returned;
  /// on failure the symbols of the phase-1 objective at its optimum are returned (the
  /// certificate of infeasibility), and the caller rolls the transaction back.
  ///
  /// The phase-1 objective is `a` itself: while `a` is basic its row is the objective row (no
  /// copy to keep up to date through every pivot), and once a pivot takes `a` out of the basis,
  /// `a` sits at zero, its minimum.
  mutating func addWithArtificial(
    syms: [Int32], coefs: [Double], constant: Double
  ) -> (ok: Bool, certificate: [Int32], outcome: PivotOutcome) {
    let a = newSymbol(.slack, owner: -1)
    _ = installRow(a, syms: syms, coefs: coefs, constant: constant)
    var outcome = PivotOutcome.optimal
    // Substitutions into the few long rows are summed and merged once, as the simplex's own
    // (see ``DeferredRows``): a section collapsed in a long scrolling list, its body's height
    // held at zero, pivots through the content's height, a cell for every row, at each step.
    var defersRows = deferLongRows(from: scratch.deferred.dualMinimumLength)
    defer { if defersRows { endDeferring() } }
    var newestFirst = 64
    // Directions that lower `a` and that no row bounds: rounding residue (`a` is never
    // negative), passed over rather than taken.
    var residue: [Int32] = []
    while symbols.rowOf[Int(a)] >= 0 {
      let ra = Int(symbols.rowOf[Int(a)])
      // The entering choice reads the artificial's row as stored.
      if defersRows, let k = scratch.deferred.slot(of: Int32(ra)) { flushDeferredRow(k) }
      // `a` at zero is phase 1's optimum: it leaves through its own row below. Going on with
      // the ratio test here only makes degenerate pivots, each through the rows of a symbol
      // that whole subtrees of a layout hold (see `SolverInternals`).
      guard rows.constant[ra] >= nearZero else { break }
      // For the first pivots, the candidate in the fewest rows (Markowitz's count: the pivot
      // substitutes into those rows), ties to the newest, which belongs to the constraints
      // added last, near the new one; then Bland's lowest id, which cannot cycle.
      newestFirst -= 1
      let entering = artificialEntering(inRow: ra, markowitz: newestFirst >= 0, residue: residue)
      guard entering >= 0 else { break }
      guard let r = leavingRow(for: entering) else {
        residue.append(entering)
        continue
      }
      pivot(entering: entering, row: r)
      if pivotBudget < 0 {
        outcome = .exhausted
        break
      }
    }
    let ra = symbols.rowOf[Int(a)]
    // The artificial's row is read below as stored; the long rows stay deferred through the
    // pivot that takes `a` out of the basis.
    if defersRows, ra >= 0, let k = scratch.deferred.slot(of: ra) { flushDeferredRow(k) }
    let feasible = outcome == .optimal && (ra < 0 || abs(rows.constant[Int(ra)]) < nearZero * 10)
    guard feasible else { return (false, ra >= 0 ? rows.syms(Int(ra)) : [], outcome) }
    if ra >= 0 {
      let aSyms = rows.syms(Int(ra))
      if aSyms.isEmpty {
        dropRow(ra)
      } else {
        // Any restricted symbol of the row can enter at zero and change no value: the one in
        // the fewest rows, ties to the lowest id.
        var entering: Int32 = -1
        var fewest = Int.max
        for s in aSyms
        where symbols.kind[Int(s)] == .slack || symbols.kind[Int(s)] == .error {
          let count = symbols.columns.count(Int(s))
          if count < fewest {
            entering = s
            fewest = count
          }
        }
        guard entering >= 0 else { return (false, aSyms, .optimal) }
        // `a` is accepted at zero, so its row's constant is zero: a residue left there would
        // put the symbol entering below zero by more than the tolerance every other step
        // allows (API fuzz seed 665652: the required `-v1 <= 0` next to `v1 + 1.89e-9 <= 0`
        // left a slack at -1.89e-9, and a later dual simplex step of an optional constant
        // change found that row infeasible with nothing to enter).
        touchRow(ra)
        rows.constant[Int(ra)] = 0
        pivot(entering: entering, row: ra)
      }
    }
    if defersRows {
      // `a` is parametric now and fixed at zero: a deferred row that does not hold it as
      // stored never gets its cell (the merge then touches only the stretch of the row that
      // the constraint's own symbols reach; `a`, the newest symbol, sorts last).
      for (k, r) in scratch.deferred.rows.enumerated() where coefficient(of: a, inRow: r) == 0 {
        scratch.deferred.forget(k, a)
      }
      endDeferring()
      defersRows = false
    }
    // `a` is parametric now and fixed at zero: drop its column.
    let rowsWithArtificial = rowsHolding(a)
    defer { recycle(rowsWithArtificial) }
    for r in rowsWithArtificial { removeCell(a, fromRow: r) }
    freeSymbol(a)
    return (true, [], .optimal)
  }

  /// The symbol phase 1 enters into the artificial's row `ra`: the candidate in the fewest
  /// rows when `markowitz`, else the lowest; -1 when none. (Not mutating: a closure over
  /// `self` in a mutating method made the read of the row copy `rows`.)
  private func artificialEntering(inRow ra: Int, markowitz: Bool, residue: [Int32]) -> Int32 {
    var entering: Int32 = -1
    rows.withCells(ra) { aSyms, aCoefs in
      if markowitz {
        var fewest = Int.max
        for j in stride(from: aSyms.count - 1, through: 0, by: -1)
        where aCoefs[j] < 0 && symbols.kind[Int(aSyms[j])] != .dummy
          && !residue.contains(aSyms[j])
        {
          let count = symbols.columns.count(Int(aSyms[j]))
          if count < fewest {
            entering = aSyms[j]
            fewest = count
          }
        }
      } else {
        for j in aSyms.indices
        where aCoefs[j] < 0 && symbols.kind[Int(aSyms[j])] != .dummy
          && !residue.contains(aSyms[j])
        {
          entering = aSyms[j]
          break
        }
      }
    }
    return entering
  }

  /// Deletes symbol `s` from row `r` (fixing a parametric `s` at zero).
  mutating func removeCell(_ s: Int32, fromRow r: Int32) {
    touchRow(r)
    let i = Int(r)
    // A binary search: a scan of a long row (a scrolling content's height holds a cell for
    // every row) cost its length at every add that phase 1 ended through it.
    let at = position(of: s, inRow: i)
    guard at < rows.cellCount(i), rows.withSyms(i, { $0[at] }) == s else { return }
    rows.removeCell(i, at: at)
  }

  /// The row to pivot a parametric marker into when its constraint is removed (kiwi's rules,
  /// with the lowest basic id deciding ties).
  ///
  /// A redundant equality's row (a basic dummy) that holds the marker comes first: it must stay
  /// at zero, and only pivoting in its own row moves nothing. This keeps dummy rows made of
  /// dummies alone.
  mutating func markerLeavingRow(_ m: Int32) -> Int32? {
    var dummy: (row: Int32, basic: Int32)?
    var third: (row: Int32, basic: Int32)?
    // Per side (0: cells below zero, 1: above), the least ratio, and the largest step that
    // leaves no row of that side below -nearZero: a ratio within the tie tolerance of the least
    // can lie far past it in a row's own units (API fuzz seed 4902: ratios 4e-10 apart, cells
    // near 1e8, and pivoting on the larger left the other row at -0.045).
    var minimum: (Double, Double) = (.infinity, .infinity)
    var harris: (Double, Double) = (.infinity, .infinity)
    let rowsWithMarker = rowsHolding(m)
    defer { recycle(rowsWithMarker) }
    for r in rowsWithMarker {
      let basic = rows.basic[Int(r)]
      let kind = symbols.kind[Int(basic)]
      if kind == .dummy {
        if dummy == nil || basic < (dummy?.basic ?? 0) { dummy = (r, basic) }
      } else if kind == .external {
        if third == nil || basic < (third?.basic ?? 0) { third = (r, basic) }
      } else {
        let c = coefficient(of: m, inRow: r)
        let ratio = rows.constant[Int(r)] / abs(c)
        let bound = (rows.constant[Int(r)] + nearZero) / abs(c)
        if c < 0 {
          minimum.0 = min(minimum.0, ratio)
          harris.0 = min(harris.0, bound)
        } else {
          minimum.1 = min(minimum.1, ratio)
          harris.1 = min(harris.1, bound)
        }
      }
    }
    if let dummy { return dummy.row }
    for side in 0..<2 {
      let least = side == 0 ? minimum.0 : minimum.1
      guard least < .infinity else { continue }
      let limit = min(least + nearZero, side == 0 ? harris.0 : harris.1)
      var best: (row: Int32, basic: Int32)?
      for r in rowsWithMarker {
        let basic = rows.basic[Int(r)]
        let kind = symbols.kind[Int(basic)]
        guard kind != .dummy, kind != .external else { continue }
        let c = coefficient(of: m, inRow: r)
        guard (c < 0 ? 0 : 1) == side, rows.constant[Int(r)] / abs(c) <= limit else { continue }
        if best == nil || basic < (best?.basic ?? 0) { best = (r, basic) }
      }
      if let best { return best.row }
    }
    return third?.row
  }
}

extension Tableau {
  /// Makes candidates of the symbols whose entries at objective level `k` its tolerance, risen
  /// from `old` (a constraint of a larger error weight came to the level), now reads as zero:
  /// their reduced cost is decided at a lower level from now on, where they may improve, and
  /// nothing else would queue them (`.csys` fuzz case 6431: a wish with a coefficient of 1.2e11
  /// raised its level's tolerance to 1.2, the edit's errors of weight 1 at that level fell
  /// below it, and the optimum stopped short of their improvement at the level below).
  ///
  /// - Complexity: O(*s*) for *s* symbols, only when the tolerance rose (a level's largest error
  ///   weight above 100 grew).
  mutating func noteToleranceRose(at k: Int, from old: Double) {
    let tolerance = objective.tolerance(k)
    guard tolerance > old else { return }
    for s in 0..<objective.symbolRoom
    where objective[k, s] != 0 && abs(objective[k, s]) <= tolerance {
      work.pushCandidate(Int32(s))
    }
    work.optimizePending = true
  }
}
