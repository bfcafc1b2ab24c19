// SPDX-License-Identifier: MIT

extension Tableau {
  // MARK: - The sparse accumulator

  /// Adds `c * s` to the accumulator, where `s` may be parametric, basic (its row is added) or
  /// defined (kept until ``expandDefinitions()`` reaches it).
  mutating func accumulate(_ s: Int32, _ c: Double) {
    let i = Int(s)
    if defs.seq[i] != 0 {
      // A definition is queued once: it is expanded after everything that mentions it (every
      // mention has a higher order), so it never comes back once expanded.
      let first = !accumulator.isIn[i]
      accumulator.add(s, c)
      if first { pushDefinition(s) }
    } else if symbols.rowOf[i] >= 0 {
      let r = Int(symbols.rowOf[i])
      accumulator.constant += c * rows.constant[r]
      // The accumulator writes no row, so the cells stay where they are.
      let (syms, coefs) = rows.cells(r)
      for j in syms.indices { accumulator.add(syms[j], c * coefs[j]) }
    } else {
      accumulator.add(s, c)
    }
  }

  private mutating func pushDefinition(_ s: Int32) {
    accumulator.pending.append(s)
    var c = accumulator.pending.count - 1
    while c > 0 {
      let p = (c - 1) >> 1
      if defs.order[Int(accumulator.pending[p])] >= defs.order[Int(accumulator.pending[c])] {
        break
      }
      accumulator.pending.swapAt(p, c)
      c = p
    }
  }

  private mutating func popDefinition() -> Int32? {
    guard let last = accumulator.pending.popLast() else { return nil }
    guard !accumulator.pending.isEmpty else { return last }
    let top = accumulator.pending[0]
    accumulator.pending[0] = last
    var p = 0
    let n = accumulator.pending.count
    while true {
      let l = 2 * p + 1
      guard l < n else { break }
      var m = l
      if l + 1 < n,
        defs.order[Int(accumulator.pending[l + 1])] > defs.order[Int(accumulator.pending[l])]
      {
        m = l + 1
      }
      if defs.order[Int(accumulator.pending[p])] >= defs.order[Int(accumulator.pending[m])] {
        break
      }
      accumulator.pending.swapAt(p, m)
      p = m
    }
    return top
  }

  /// Replaces every defined symbol in the accumulator by its definition, highest order first, so that a variable two definitions share is expanded once, and cancels when the
  /// two meet with opposite signs.
  mutating func expandDefinitions() {
    while let d = popDefinition() {
      let i = Int(d)
      let c = accumulator.values[i]
      accumulator.values[i] = 0
      // A sum that cancelled is 0 already (see ``Accumulator/add(_:_:)``); a product, however
      // small, is expanded.
      guard c != 0 else { continue }
      accumulator.constant += c * defs.constant[i]
      // By arena position: nothing here writes the definitions.
      for j in defs.cells(of: i) { accumulate(defs.cellSyms[j], c * defs.cellCoefs[j]) }
    }
  }

  // MARK: - Defined variables

  /// Turns the defined external `v` into an ordinary basic symbol with a tableau row.
  mutating func materialize(_ v: Int32) {
    let i = Int(v)
    guard defs.seq[i] != 0 else { return }
    // Its value, to note it as changed only if the row says otherwise (the dependents of a
    // variable at the top of a chain are the whole chain); unknown when it may have moved
    // through what it is defined from since the last report (see
    // ``mayHaveMovedThroughDefinition(_:)``).
    let previous = mayHaveMovedThroughDefinition(v) ? .nan : value(v)
    accumulator.constant = defs.constant[i]
    let syms = defs.syms(of: i)
    let coefs = defs.coefs(of: i)
    dropDefinition(v)
    for j in syms.indices { accumulate(syms[j], coefs[j]) }
    expandDefinitions()
    let row = accumulator.drain()
    _ = installRow(v, syms: row.syms, coefs: row.coefs, constant: row.constant, previous: previous)
    // The row's cells are in the store now: its arrays serve the next drain.
    accumulator.reuse(row.syms, row.coefs)
  }

  /// Whether the defined `v` may have moved since the last report through the symbols its
  /// definition reads, directly or through other definitions: one of them was noted as
  /// changed in this period. A report finds such a move by walking from what changed through
  /// the definitions as they are when it is made; once `v`'s definition goes, that walk no
  /// longer reaches `v`, so the caller notes `v` itself, its old value unknown. (A stack view
  /// whose rows went from centred to filled: one removal moved a row's top through the
  /// variable it was defined from, the next materialised it at its new value, and the report
  /// left the row where it was.)
  ///
  /// - Complexity: O(1) when nothing changed this period; otherwise the definitions under
  ///   `v`, as many as ``materialize(_:)`` expands.
  mutating func mayHaveMovedThroughDefinition(_ v: Int32) -> Bool {
    guard !changes.baselined.isEmpty, !changes.allChanged else { return false }
    var pending: [Int32] = [v]
    var seen: Set<Int32> = [v]
    while let s = pending.popLast() {
      for j in defs.cells(of: Int(s)) {
        let u = defs.cellSyms[j]
        guard seen.insert(u).inserted else { continue }
        if changes.hasBaselineNow(u) { return true }
        if defs.seq[Int(u)] != 0 { pending.append(u) }
      }
    }
    return false
  }

  /// Whether the constraint whose marker is `m`, and which defines `v`, can go by freeing `v`
  /// alone (``freeDefinition(_:)``): `m` is a slack or a dummy that no row and no level of the
  /// objective holds, so that it sits in `v`'s definition only. Then what ``materialize(_:)``
  /// and the marker's pivot would do ends where this does: `v`'s expanded row made, `m`
  /// entered in it (the only row that holds it), and the row dropped, leaving `v` parametric,
  /// every other row and the objective as they were. Expanding `v`'s definition costs the depth
  /// of the definitions under it, which is a whole list's length for the last row of a list
  /// (each row's top defined from the one above).
  mutating func definitionFreesAlone(_ v: Int32, marker m: Int32) -> Bool {
    let i = Int(m)
    guard symbols.rowOf[i] < 0, symbols.kind[i] != .error, scratch.deferred.rows.isEmpty else {
      return false
    }
    for k in objective.levels.indices where objective[k, i] != 0 { return false }
    let holding = rowsHolding(m)
    defer { recycle(holding) }
    return holding.isEmpty
  }

  /// Makes the defined external `v` parametric, its definition dropped, for a constraint that
  /// ``definitionFreesAlone(_:marker:)`` allows: `v` moves to 0, and the definitions that read
  /// it with it (the caller forgets their memoised values; nothing else moves).
  mutating func freeDefinition(_ v: Int32) {
    let i = Int(v)
    guard defs.seq[i] != 0 else { return }
    // Its value, for the report's baseline only: evaluating a definition walks the definitions
    // under it. Unknown when it may have moved through what it is defined from since the last
    // report.
    let previous =
      changes.wantsBaseline(v) && !mayHaveMovedThroughDefinition(v) ? value(v) : .nan
    dropDefinition(v)
    // The shift plans' spreads that reached definitions through `v` are made again (no row
    // changed, so their rows still hold).
    changes.dependentsEpoch &+= 1
    noteChanged(v, from: previous, to: 0)
  }

  /// Drops the definition of `v` (saved for a rollback): `v` is no longer defined, its cells are
  /// the arena's garbage, and the walks' dead ends may have changed.
  private mutating func dropDefinition(_ v: Int32) {
    let i = Int(v)
    saveDefinition(v)
    deadEnds.invalidate()
    defs.setSeq(i, 0)
    defs.forget(i)
    defs.constant[i] = 0
  }

  /// Forgets an external that no installed constraint mentions any more.
  mutating func release(_ v: Int32) {
    let i = Int(v)
    deadEnds.invalidate()
    noteChanged(v)
    if defs.seq[i] != 0 { dropDefinition(v) }
    if symbols.rowOf[i] >= 0 {
      dropRow(symbols.rowOf[i])
    } else {
      let rowsWithVariable = rowsHolding(v)
      defer { recycle(rowsWithVariable) }
      for r in rowsWithVariable { removeCell(v, fromRow: r) }
    }
    if !journal.isRecording { symbols.columns.clear(i) }
  }

  // MARK: - Values

  /// The current value of symbol `s`: its row constant when basic, its definition's value when
  /// defined, 0 when parametric.
  ///
  /// Inlined, the common cases (a basic symbol, a memoised definition) are a few loads; a
  /// definition evaluated now goes out of line.
  @inline(__always)
  mutating func value(_ s: Int32) -> Double {
    knownValue(s) ?? evaluateDefinition(s)
  }

  /// The value of symbol `s` when it is known without an evaluation: its row constant when
  /// basic, 0 when parametric, its memoised value when defined and memoised; else `nil`.
  /// `mutating` though it writes nothing, as the tableau's other readers (a non-mutating call
  /// from a mutating one can have the optimiser copy what it reads).
  @inline(__always)
  mutating func knownValue(_ s: Int32) -> Double? {
    let i = Int(s)
    let r = symbols.rowOf[i]
    if r >= 0 { return rows.constant[Int(r)] }
    guard defs.seq[i] != 0 else { return 0 }
    return memo.stamp[i] == memo.version ? memo.value[i] : nil
  }

  /// The value of each symbol of `syms` (-1: none, valued 0) into `out` (as long), as
  /// ``value(_:)`` gives it, to the bit: a symbol's row constant, a memoised definition, or a
  /// definition evaluated (and memoised) as ``evaluateDefinition(_:)`` does, the same cells
  /// summed in the same order, in one loop through the arrays' buffers.
  mutating func values(
    of syms: UnsafeBufferPointer<Int32>, into out: UnsafeMutableBufferPointer<Double>
  ) {
    // The arrays go to a static function as disjoint stored properties, read and written
    // through their buffers. (Moved out of the tableau with `swap` and back, and read in nested
    // closures, they cost a retain and a release each, some 450 instructions a call: a small
    // screen's report reads every value each round.)
    Self.values(
      of: syms, into: out, version: memo.version, memoValue: &memo.value,
      memoStamp: &memo.stamp, stack: &scratch.definitionStack, rowOf: symbols.rowOf,
      rowConstant: rows.constant, defs: &defs)
  }

  /// The loop of ``values(of:into:)``, out of line: inlined into its callers, its loop ran
  /// some 9% more instructions (a read of every value of `grid-1000`).
  @inline(never)
  private static func values(
    of syms: UnsafeBufferPointer<Int32>, into out: UnsafeMutableBufferPointer<Double>,
    version: UInt32, memoValue: inout [Double], memoStamp: inout [UInt32],
    stack: inout [Int32], rowOf: [Int32], rowConstant: [Double], defs: inout Definitions
  ) {
    memoValue.withUnsafeMutableBufferPointer { memoValue in
      memoStamp.withUnsafeMutableBufferPointer { memoStamp in
        rowOf.withUnsafeBufferPointer { rowOf in
          rowConstant.withUnsafeBufferPointer { rowConstant in
            defs.withBuffers { isDefined, start, length, constant, cellSyms, cellCoefs in
              // ``evaluateIfReady(_:)`` over the buffers: the defined symbol `t`'s value,
              // memoised, when every symbol of its definition has one now.
              func evaluateIfReady(_ t: Int) -> Bool {
                var sum = constant[t]
                let from = length[t] > 0 ? Int(start[t]) : 0
                for j in from..<from + Int(length[t]) {
                  let d = Int(cellSyms[j])
                  let r = rowOf[d]
                  let x: Double
                  if r >= 0 {
                    x = rowConstant[Int(r)]
                  } else if isDefined[d] {
                    guard memoStamp[d] == version else { return false }
                    x = memoValue[d]
                  } else {
                    x = 0
                  }
                  sum += cellCoefs[j] * x
                }
                memoValue[t] = sum
                memoStamp[t] = version
                return true
              }
              for k in syms.indices {
                let s = Int(syms[k])
                guard s >= 0 else {
                  out[k] = 0
                  continue
                }
                let r = rowOf[s]
                if r >= 0 {
                  out[k] = rowConstant[Int(r)]
                  continue
                }
                guard isDefined[s] else {
                  out[k] = 0
                  continue
                }
                if memoStamp[s] != version, !evaluateIfReady(s) {
                  // As ``evaluateDefinition(_:)``: the definitions without a value first.
                  stack.append(Int32(s))
                  while let top = stack.last {
                    let t = Int(top)
                    if memoStamp[t] == version || evaluateIfReady(t) {
                      stack.removeLast()
                      continue
                    }
                    let from = length[t] > 0 ? Int(start[t]) : 0
                    for j in from..<from + Int(length[t]) {
                      let d = Int(cellSyms[j])
                      if isDefined[d], memoStamp[d] != version, rowOf[d] < 0 {
                        stack.append(Int32(d))
                      }
                    }
                  }
                }
                out[k] = memoValue[s]
              }
            }
          }
        }
      }
    }
  }

  /// Evaluates the defined symbol `s`, and every definition it depends on that is not
  /// memoised, into the memo: an iterative post-order over the definitions, on a stack kept in
  /// the scratch space (an array per call was an allocation and a release per definition a
  /// layout read after a change).
  @inline(never)
  private mutating func evaluateDefinition(_ s: Int32) -> Double {
    // The common case first: every symbol of the definition is basic, parametric or memoised
    // (a layout read in the order of its variables meets a view's edges after its parent's).
    if let value = evaluateIfReady(Int(s)) { return value }
    // Kept empty between calls: the loop below runs until the stack is.
    var stack: [Int32] = []
    swap(&stack, &scratch.definitionStack)
    stack.append(s)
    while let top = stack.last {
      let t = Int(top)
      if memo.stamp[t] == memo.version || evaluateIfReady(t) != nil {
        stack.removeLast()
        continue
      }
      // Not ready: its definitions without a value go on top, to be evaluated first.
      for j in defs.cells(of: t) {
        let d = defs.cellSyms[j]
        let k = Int(d)
        if defs.isDefined[k], memo.stamp[k] != memo.version, symbols.rowOf[k] < 0 {
          stack.append(d)
        }
      }
    }
    swap(&stack, &scratch.definitionStack)
    return memo.value[Int(s)]
  }

  /// The value of the defined symbol `t`, memoised, when every symbol its definition mentions
  /// has a value now (basic, parametric or memoised); else `nil`, and the memo is unchanged.
  /// One pass over the cells, summed in their order (the order every evaluation sums in, so
  /// the value is the same bits whichever path computes it).
  @inline(__always)
  private mutating func evaluateIfReady(_ t: Int) -> Double? {
    let version = memo.version
    let cells = defs.cells(of: t)
    var sum = defs.constant[t]
    for j in cells {
      let d = Int(defs.cellSyms[j])
      let r = symbols.rowOf[d]
      let x: Double
      if r >= 0 {
        x = rows.constant[Int(r)]
      } else if defs.isDefined[d] {
        guard memo.stamp[d] == version else { return nil }
        x = memo.value[d]
      } else {
        x = 0
      }
      sum += defs.cellCoefs[j] * x
    }
    memo.value[t] = sum
    memo.stamp[t] = version
    return sum
  }
}
