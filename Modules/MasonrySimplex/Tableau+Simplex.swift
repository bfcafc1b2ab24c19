// SPDX-License-Identifier: MIT

/// How a simplex loop ended.
enum PivotOutcome: Equatable {
  case optimal
  /// The objective is unbounded: only numerical garbage can cause it.
  case unbounded
  /// The pivot budget ran out.
  case exhausted
  /// Primal simplex: Bland's rule made more pivots than a sound objective needs. Bland's rule
  /// cannot cycle in exact arithmetic, so the objective rows have drifted from the rows they
  /// were built from (rounding noise read as an improvement): the caller rebuilds them and
  /// calls again.
  case stalled
  /// Dual simplex: this restricted row is negative and nothing can enter it (a proof that the
  /// required constraints cannot hold).
  case infeasible(Int32)
}

extension Tableau {
  /// Adds `delta` to the objective entry of `s` at level `k`, queueing `s` when the entry turns
  /// negative.
  mutating func addObj(_ k: Int, _ s: Int32, _ delta: Double) {
    let old = obj[k][Int(s)]
    var v = old + delta
    if abs(v) < nearZero { v = 0 }
    writeObj(k, s, v)
    if mayExpose(old, v) { pushCandidate(s) }
  }

  /// Adds `weight * (symbol, or its row when basic)` to objective level `k`.
  mutating func addToObjective(_ k: Int, _ s: Int32, weight: Double) {
    let r = rowOf[Int(s)]
    guard r >= 0 else {
      addObj(k, s, weight)
      return
    }
    objConst[k] += weight * rowConst[Int(r)]
    let syms = rowSyms[Int(r)]
    let coefs = rowCoefs[Int(r)]
    for j in syms.indices { addObj(k, syms[j], weight * coefs[j]) }
  }

  /// The row to pivot `entering` into: the minimum ratio over rows whose basic symbol is not
  /// external, passing over cells that are rounding noise next to their row's largest. Among
  /// rows whose ratios tie (within the tolerance), a pivot element far smaller
  /// than the largest one of the tie is passed over, so that rounding noise never becomes a
  /// pivot (which would blow the tableau's numbers up); the rest go to the lowest basic symbol
  /// (Bland).
  mutating func leavingRow(for entering: Int32) -> Int32? {
    let holding = rowsHolding(entering)
    defer { recycle(holding) }
    var minimum = Double.infinity
    for r in holding {
      let basic = rowBasic[Int(r)]
      guard kind[Int(basic)] != .external else { continue }
      let c = coefficient(of: entering, inRow: r)
      guard c < 0, -c > pivotFloor * largestCoefficient(inRow: r) else { continue }
      minimum = min(minimum, -rowConst[Int(r)] / c)
    }
    guard minimum < .infinity else { return nil }
    let limit = minimum + nearZero * max(1, abs(minimum))
    var largest = 0.0
    for r in holding where kind[Int(rowBasic[Int(r)])] != .external {
      let c = coefficient(of: entering, inRow: r)
      if c < 0, -c > pivotFloor * largestCoefficient(inRow: r), -rowConst[Int(r)] / c <= limit {
        largest = max(largest, -c)
      }
    }
    var best: Int32 = -1
    var bestBasic = Int32.max
    for r in holding {
      let basic = rowBasic[Int(r)]
      guard kind[Int(basic)] != .external else { continue }
      let c = coefficient(of: entering, inRow: r)
      guard c < 0, -rowConst[Int(r)] / c <= limit, -c >= pivotFloor * largest,
        -c > pivotFloor * largestCoefficient(inRow: r)
      else { continue }
      if basic < bestBasic {
        best = r
        bestBasic = basic
      }
    }
    return best >= 0 ? best : nil
  }

  /// The largest magnitude among row `r`'s cells: a cell far below it is rounding noise, never
  /// a pivot (the ratio test passes over it, as if it were zero).
  func largestCoefficient(inRow r: Int32) -> Double {
    var largest = 0.0
    for c in rowCoefs[Int(r)] { largest = max(largest, abs(c)) }
    return largest
  }

  /// Primal simplex over the objective levels, entering the lowest-id symbol whose reduced cost
  /// is lexicographically negative (Bland's rule), after a few pivots that enter the newest
  /// symbol first. Ends ``PivotOutcome/stalled`` after ``stallLimit`` pivots under Bland's rule.
  mutating func optimize() -> PivotOutcome {
    var newestFirst = 64
    var blandPivots = 0
    while true {
      let candidate: Int32?
      if newestFirst > 0 {
        newestFirst -= 1
        candidate = popNewestCandidate()
      } else {
        candidate = popCandidate()
      }
      guard let s = candidate else { break }
      let i = Int(s)
      guard rowOf[i] < 0, kind[i] == .slack || kind[i] == .error, isNegative(s) else { continue }
      guard let r = leavingRow(for: s) else { return .unbounded }
      pivot(entering: s, row: r)
      if pivotBudget < 0 { return .exhausted }
      if newestFirst <= 0 {
        blandPivots += 1
        if blandPivots > stallLimit { return .stalled }
      }
    }
    return .optimal
  }

  /// How many pivots under Bland's rule one call of ``optimize()`` makes before it suspects a
  /// cycle on rounding noise: far more than a sound objective needs after one change, and
  /// enough that rebuilding the objective (about as costly as a sweep over the error rows)
  /// stays a small part of the work.
  var stallLimit: Int { max(256, rowCount / 4) }

  /// Takes the highest-id candidate that can enter, in one pass over the candidates: the ones
  /// that cannot enter are dropped on the way (a pivot that changes their reduced costs pushes
  /// them again), so that a long list of stale candidates costs one pass, not one per pop.
  mutating func popNewestCandidate() -> Int32? {
    var kept = 0
    var best: Int32 = -1
    var bestIndex = -1
    for j in heap.indices {
      let s = heap[j]
      let i = Int(s)
      if rowOf[i] < 0, kind[i] == .slack || kind[i] == .error, isNegative(s) {
        heap[kept] = s
        if s > best {
          best = s
          bestIndex = kept
        }
        kept += 1
      } else {
        inHeap[i] = false
      }
    }
    heap.removeLast(heap.count - kept)
    guard best >= 0 else { return nil }
    heap.swapAt(bestIndex, heap.count - 1)
    heap.removeLast()
    inHeap[Int(best)] = false
    heapifyCandidates()
    return best
  }

  /// Whether `s` (coefficient `a`) has a lexicographically smaller dual ratio than `t`
  /// (coefficient `b`); ties go to the lower id.
  func dualRatioLess(_ s: Int32, _ a: Double, than t: Int32, _ b: Double) -> Bool {
    for k in obj.indices {
      let x = obj[k][Int(s)] / a
      let y = obj[k][Int(t)] / b
      if x < y - nearZero { return true }
      if x > y + nearZero { return false }
    }
    return s < t
  }

  /// Dual simplex: restores feasibility while keeping optimality, row by row, most recently
  /// queued first.
  mutating func dualOptimize() -> PivotOutcome {
    while let r = infeasible.popLast() {
      let i = Int(r)
      rowQueued[i] = false
      guard rowBasic[i] >= 0, isRestrictedRow(r), rowConst[i] < -nearZero else { continue }
      var best: Int32 = -1
      var bestCoef = 0.0
      let syms = rowSyms[i]
      let coefs = rowCoefs[i]
      // A coefficient far below the row's largest is rounding noise: pivoting on it would blow
      // the tableau's numbers up (and a zero reduced cost makes its dual ratio tie the best).
      var largest = 0.0
      for a in coefs { largest = max(largest, abs(a)) }
      let floor = pivotFloor * largest
      for j in syms.indices {
        let s = syms[j]
        let a = coefs[j]
        guard a > floor, kind[Int(s)] != .dummy else { continue }
        if best < 0 || dualRatioLess(s, a, than: best, bestCoef) {
          best = s
          bestCoef = a
        }
      }
      guard best >= 0 else {
        // Put it back so that a caller that rolls back or retries sees it.
        rowQueued[i] = true
        infeasible.append(r)
        return .infeasible(r)
      }
      pivot(entering: best, row: r)
      if pivotBudget < 0 { return .exhausted }
    }
    return .optimal
  }

  /// Phase 1 for a row that has no usable subject: adds an artificial variable `a = row` and
  /// minimises it. On success the row's equation is part of the tableau and `nil` is returned;
  /// on failure the symbols of the phase-1 objective at its optimum are returned (the
  /// certificate of infeasibility), and the caller rolls the transaction back.
  mutating func addWithArtificial(
    syms: [Int32], coefs: [Double], constant: Double
  ) -> (ok: Bool, certificate: [Int32], outcome: PivotOutcome) {
    let a = newSymbol(.slack, owner: -1)
    _ = installRow(a, syms: syms, coefs: coefs, constant: constant)
    let z = newSymbol(.external, owner: -1)
    let rz = installRow(z, syms: syms, coefs: coefs, constant: constant)
    var outcome = PivotOutcome.optimal
    var newestFirst = 64
    while true {
      var entering: Int32 = -1
      let zSyms = rowSyms[Int(rz)]
      let zCoefs = rowCoefs[Int(rz)]
      // The newest symbol first: it belongs to the constraints added last, near the new one, so
      // the violation is usually absorbed in a pivot or two. After a few pivots, Bland's lowest
      // id, which cannot cycle.
      newestFirst -= 1
      let order =
        newestFirst >= 0
        ? stride(from: zSyms.count - 1, through: 0, by: -1)
        : stride(from: 0, through: zSyms.count - 1, by: 1)
      for j in order where zCoefs[j] < 0 && kind[Int(zSyms[j])] != .dummy {
        entering = zSyms[j]
        break
      }
      guard entering >= 0 else { break }
      guard let r = leavingRow(for: entering) else {
        outcome = .unbounded
        break
      }
      pivot(entering: entering, row: r)
      if pivotBudget < 0 {
        outcome = .exhausted
        break
      }
    }
    let feasible = outcome == .optimal && abs(rowConst[Int(rz)]) < nearZero * 10
    guard feasible else { return (false, rowSyms[Int(rz)], outcome) }
    dropRow(rz)
    freeSymbol(z)
    let ra = rowOf[Int(a)]
    if ra >= 0 {
      let aSyms = rowSyms[Int(ra)]
      if aSyms.isEmpty {
        dropRow(ra)
      } else {
        guard
          let entering = aSyms.first(where: { kind[Int($0)] == .slack || kind[Int($0)] == .error })
        else { return (false, aSyms, .optimal) }
        pivot(entering: entering, row: ra)
      }
    }
    // `a` is parametric now and fixed at zero: drop its column.
    let rowsWithArtificial = rowsHolding(a)
    defer { recycle(rowsWithArtificial) }
    for r in rowsWithArtificial { removeCell(a, fromRow: r) }
    freeSymbol(a)
    return (true, [], .optimal)
  }

  /// Deletes symbol `s` from row `r` (fixing a parametric `s` at zero).
  mutating func removeCell(_ s: Int32, fromRow r: Int32) {
    touchRow(r)
    let i = Int(r)
    guard let at = rowSyms[i].firstIndex(of: s) else { return }
    rowSyms[i].remove(at: at)
    rowCoefs[i].remove(at: at)
  }

  /// The row to pivot a parametric marker into when its constraint is removed (kiwi's rules,
  /// with the lowest basic id deciding ties).
  ///
  /// A redundant equality's row (a basic dummy) that holds the marker comes first: it must stay
  /// at zero, and only pivoting in its own row moves nothing. This keeps dummy rows made of
  /// dummies alone.
  mutating func markerLeavingRow(_ m: Int32) -> Int32? {
    var dummy: (row: Int32, basic: Int32)?
    var first: (row: Int32, ratio: Double, basic: Int32)?
    var second: (row: Int32, ratio: Double, basic: Int32)?
    var third: (row: Int32, basic: Int32)?
    let rowsWithMarker = rowsHolding(m)
    defer { recycle(rowsWithMarker) }
    for r in rowsWithMarker {
      let basic = rowBasic[Int(r)]
      let c = coefficient(of: m, inRow: r)
      if kind[Int(basic)] == .dummy {
        if dummy == nil || basic < (dummy?.basic ?? 0) { dummy = (r, basic) }
      } else if kind[Int(basic)] == .external {
        if third == nil || basic < (third?.basic ?? 0) { third = (r, basic) }
      } else if c < 0 {
        let ratio = -rowConst[Int(r)] / c
        if let f = first,
          !(ratio < f.ratio - nearZero || (ratio <= f.ratio + nearZero && basic < f.basic))
        {
          continue
        }
        first = (r, ratio, basic)
      } else {
        let ratio = rowConst[Int(r)] / c
        if let f = second,
          !(ratio < f.ratio - nearZero || (ratio <= f.ratio + nearZero && basic < f.basic))
        {
          continue
        }
        second = (r, ratio, basic)
      }
    }
    return dummy?.row ?? first?.row ?? second?.row ?? third?.row
  }
}
