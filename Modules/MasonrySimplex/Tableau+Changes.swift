// SPDX-License-Identifier: MIT

extension Tableau {
  /// Records that the value of symbol `s` may have changed.
  @inline(__always)
  mutating func noteChanged(_ s: Int32) {
    guard changes.isTracking, changes.sessionStamp[Int(s)] != changes.sessionTick else { return }
    changes.sessionStamp[Int(s)] = changes.sessionTick
    changes.session.append(s)
  }

  /// Starts recording which symbols change (for a call that only moves constants and pivots).
  mutating func beginTracking() {
    changes.isTracking = true
    changes.sessionTick &+= 1
    if changes.sessionTick == 0 {
      for i in changes.sessionStamp.indices { changes.sessionStamp[i] = 0 }
      changes.sessionTick = 1
    }
    changes.session.removeAll(keepingCapacity: true)
  }

  /// Stops recording; spreads this call's changes to the defined variables that depend on them,
  /// forgets their memoised values (the rest of the memo stays valid), and adds everything to
  /// the report of ``takeChangedExternals()``.
  mutating func endTracking() {
    changes.isTracking = false
    spreadChanges()
    guard !changes.allChanged else { return }
    for s in changes.session where Int(s) < symbolCount && !changes.isReported[Int(s)] {
      changes.isReported[Int(s)] = true
      changes.reported.append(s)
    }
  }

  /// Adds to this call's changes the defined variables that depend on them, transitively, and
  /// forgets their memoised values. Running it again walks the list again and adds only what
  /// is new.
  mutating func spreadChanges() {
    var next = 0
    while next < changes.session.count {
      let s = changes.session[next]
      next += 1
      // A rolled-back call may have noted symbols that no longer exist.
      guard Int(s) < symbolCount else { continue }
      let list = changes.dependents[Int(s)]
      for v in list
      where defs.seq[Int(v)] != 0 && changes.sessionStamp[Int(v)] != changes.sessionTick {
        guard defs.syms[Int(v)].contains(s) else { continue }
        changes.sessionStamp[Int(v)] = changes.sessionTick
        changes.session.append(v)
        memo.stamp[Int(v)] = 0
      }
    }
  }

  /// Whether a value this call changed is not finite: the constant of a row it touched, or the
  /// value of a defined variable that depends on one (R16: a chain of `y == 1e8 * x` takes a
  /// suggestion of 1e5 beyond a double in 38 links).
  ///
  /// - Complexity: the symbols the call changed, and the definitions that depend on them.
  mutating func changedValuesOverflow() -> Bool {
    spreadChanges()
    for s in changes.session where Int(s) < symbolCount {
      let i = Int(s)
      let r = symbols.rowOf[i]
      if r >= 0 {
        if !rows.constant[Int(r)].isFinite { return true }
      } else if defs.seq[i] != 0, !value(s).isFinite {
        return true
      }
    }
    return false
  }

  /// Marks everything as possibly changed (after a structural change) and drops every memo.
  mutating func noteEverythingChanged() {
    changes.allChanged = true
    memo.version &+= 1
  }

  /// The externals whose values may have changed since the last call, or `nil` for "any".
  mutating func takeChangedExternals() -> [Int32]? {
    defer {
      for s in changes.reported { changes.isReported[Int(s)] = false }
      changes.reported.removeAll(keepingCapacity: true)
      changes.allChanged = false
    }
    guard !changes.allChanged else { return nil }
    var owners: [Int32] = []
    for s in changes.reported where symbols.kind[Int(s)] == .external && symbols.owner[Int(s)] >= 0
    {
      owners.append(symbols.owner[Int(s)])
    }
    return owners.sorted()
  }

  /// Registers definition `v` with the symbols it mentions.
  mutating func registerDependents(of v: Int32) {
    for s in defs.syms[Int(v)] {
      changes.dependents[Int(s)].append(v)
      if changes.dependents[Int(s)].count > 16,
        changes.dependents[Int(s)].count.nonzeroBitCount == 1
      {
        // Drop entries of definitions that are gone (bounded under churn).
        changes.dependents[Int(s)].removeAll { d in
          defs.seq[Int(d)] == 0 || !defs.syms[Int(d)].contains(s)
        }
      }
    }
  }
}

extension Tableau {
  /// Adds `shift` times the coefficient of the parametric marker `m` to the constant of every
  /// row that holds it, in one pass over its column (each row looked up once). Returns a
  /// redundant equality's row that left zero, if any.
  mutating func shiftRows(holding m: Int32, by shift: Double) -> Int32? {
    scratch.startVisit()
    var broken: Int32?
    var live = 0
    let list = symbols.column[Int(m)]
    for r in list {
      let i = Int(r)
      guard i < rows.basic.count, scratch.visitStamp[i] != scratch.visitTick, rows.basic[i] >= 0
      else {
        continue
      }
      scratch.visitStamp[i] = scratch.visitTick
      let at = position(of: m, inRow: i)
      guard at < rows.syms[i].count, rows.syms[i][at] == m else { continue }
      let a = rows.coefs[i][at]
      live += 1
      touchRow(r)
      var c = rows.constant[i] + a * shift
      if abs(c) < nearZero { c = 0 }
      rows.constant[i] = c
      let basic = rows.basic[i]
      noteChanged(basic)
      noteConstant(r)
      if symbols.kind[Int(basic)] == .dummy, c != 0, broken == nil { broken = r }
    }
    // Keep the column clean: it is walked on every suggestion.
    if live < list.count, !journal.isRecording { recycle(rowsHolding(m)) }
    return broken
  }
}

extension Tableau {
  /// Puts back the row constants an optimistic shift overwrote, bit for bit, and forgets the
  /// rows it queued as infeasible.
  mutating func restoreSavedConstants() {
    for (r, constant) in journal.savedConstants.reversed() { rows.constant[Int(r)] = constant }
    journal.savedConstants.removeAll(keepingCapacity: true)
    for r in work.infeasible where Int(r) < work.isQueued.count { work.isQueued[Int(r)] = false }
    work.infeasible.removeAll(keepingCapacity: true)
  }
}
