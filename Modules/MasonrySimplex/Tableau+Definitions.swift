// SPDX-License-Identifier: MIT

extension Tableau {
  // MARK: - The sparse accumulator

  /// Adds `c * s` to the accumulator, where `s` may be parametric, basic (its row is added) or
  /// defined (kept until ``expandDefinitions()`` reaches it).
  mutating func accumulate(_ s: Int32, _ c: Double) {
    let i = Int(s)
    if defSeq[i] != 0 {
      // A definition is queued once: it is expanded after everything that mentions it (every
      // mention has a later sequence number), so it never comes back once expanded.
      let first = !accIn[i]
      accAdd(s, c)
      if first { pushDefinition(s) }
    } else if rowOf[i] >= 0 {
      let r = Int(rowOf[i])
      accConst += c * rowConst[r]
      let syms = rowSyms[r]
      let coefs = rowCoefs[r]
      for j in syms.indices { accAdd(syms[j], c * coefs[j]) }
    } else {
      accAdd(s, c)
    }
  }

  mutating func accAdd(_ s: Int32, _ c: Double) {
    let i = Int(s)
    if !accIn[i] {
      accIn[i] = true
      accList.append(s)
    }
    acc[i] += c
  }

  private mutating func pushDefinition(_ s: Int32) {
    defHeap.append(s)
    var c = defHeap.count - 1
    while c > 0 {
      let p = (c - 1) >> 1
      if defSeq[Int(defHeap[p])] >= defSeq[Int(defHeap[c])] { break }
      defHeap.swapAt(p, c)
      c = p
    }
  }

  private mutating func popDefinition() -> Int32? {
    guard let last = defHeap.popLast() else { return nil }
    guard !defHeap.isEmpty else { return last }
    let top = defHeap[0]
    defHeap[0] = last
    var p = 0
    let n = defHeap.count
    while true {
      let l = 2 * p + 1
      guard l < n else { break }
      var m = l
      if l + 1 < n, defSeq[Int(defHeap[l + 1])] > defSeq[Int(defHeap[l])] { m = l + 1 }
      if defSeq[Int(defHeap[p])] >= defSeq[Int(defHeap[m])] { break }
      defHeap.swapAt(p, m)
      p = m
    }
    return top
  }

  /// Replaces every defined symbol in the accumulator by its definition, latest definition
  /// first, so that a variable two definitions share is expanded once, and cancels when the
  /// two meet with opposite signs.
  mutating func expandDefinitions() {
    while let d = popDefinition() {
      let i = Int(d)
      let c = acc[i]
      acc[i] = 0
      guard abs(c) > nearZero * nearZero else { continue }
      accConst += c * defConst[i]
      let syms = defSyms[i]
      let coefs = defCoefs[i]
      for j in syms.indices { accumulate(syms[j], c * coefs[j]) }
    }
  }

  /// Empties the accumulator into a sorted sparse row, dropping near-zero entries.
  mutating func drainAccumulator() -> (syms: [Int32], coefs: [Double], constant: Double) {
    accList.sort()
    var syms: [Int32] = []
    var coefs: [Double] = []
    syms.reserveCapacity(accList.count)
    coefs.reserveCapacity(accList.count)
    for s in accList {
      let i = Int(s)
      let v = acc[i]
      acc[i] = 0
      accIn[i] = false
      if abs(v) > nearZero {
        syms.append(s)
        coefs.append(v)
      }
    }
    accList.removeAll(keepingCapacity: true)
    var constant = accConst
    accConst = 0
    if abs(constant) < nearZero { constant = 0 }
    return (syms, coefs, constant)
  }

  // MARK: - Defined variables

  /// Turns the defined external `v` into an ordinary basic symbol with a tableau row.
  mutating func materialize(_ v: Int32) {
    let i = Int(v)
    guard defSeq[i] != 0 else { return }
    accConst = defConst[i]
    let syms = defSyms[i]
    let coefs = defCoefs[i]
    saveDefinition(v)
    defSeq[i] = 0
    defSyms[i] = []
    defCoefs[i] = []
    defConst[i] = 0
    for j in syms.indices { accumulate(syms[j], coefs[j]) }
    expandDefinitions()
    let row = drainAccumulator()
    _ = installRow(v, syms: row.syms, coefs: row.coefs, constant: row.constant)
  }

  /// Forgets an external that no installed constraint mentions any more.
  mutating func release(_ v: Int32) {
    let i = Int(v)
    noteChanged(v)
    if defSeq[i] != 0 {
      saveDefinition(v)
      defSeq[i] = 0
      defSyms[i] = []
      defCoefs[i] = []
      defConst[i] = 0
    }
    if rowOf[i] >= 0 {
      dropRow(rowOf[i])
    } else {
      let rowsWithVariable = rowsHolding(v)
      defer { recycle(rowsWithVariable) }
      for r in rowsWithVariable { removeCell(v, fromRow: r) }
    }
    if !journaling { column[i] = [] }
  }

  // MARK: - Values

  /// The current value of symbol `s`: its row constant when basic, its definition's value when
  /// defined, 0 when parametric.
  mutating func value(_ s: Int32) -> Double {
    let i = Int(s)
    if rowOf[i] >= 0 { return rowConst[Int(rowOf[i])] }
    guard defSeq[i] != 0 else { return 0 }
    if memoStamp[i] == version { return memoValue[i] }
    // Iterative post-order over the definitions this one depends on.
    var stack: [Int32] = [s]
    while let top = stack.last {
      let t = Int(top)
      if memoStamp[t] == version {
        stack.removeLast()
        continue
      }
      var ready = true
      for d in defSyms[t] where defSeq[Int(d)] != 0 && memoStamp[Int(d)] != version {
        if rowOf[Int(d)] < 0 {
          stack.append(d)
          ready = false
        }
      }
      guard ready else { continue }
      var sum = defConst[t]
      let syms = defSyms[t]
      let coefs = defCoefs[t]
      for j in syms.indices {
        let d = Int(syms[j])
        let x: Double
        if rowOf[d] >= 0 {
          x = rowConst[Int(rowOf[d])]
        } else if defSeq[d] != 0 {
          x = memoValue[d]
        } else {
          x = 0
        }
        sum += coefs[j] * x
      }
      memoValue[t] = sum
      memoStamp[t] = version
      stack.removeLast()
    }
    return memoValue[i]
  }
}
