// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// Removes the constraint in `slotIndex` from the tableau and frees its slot.
  mutating func uninstall(_ slotIndex: Int32) throws(SolverError) {
    let slot = slots[Int(slotIndex)]
    t.pivotBudget = pivotBudget
    let freed = detach(slot)
    var dead = slot
    dead.live = false
    dead.generation &+= 1
    slots[Int(slotIndex)] = dead
    freeSlots.append(slotIndex)
    levelsMayBeUnused = true
    if !slot.constraint.strength.isRequired {
      settleLevelWeight(t.level(for: slot.constraint.strength.priority), leaving: slot.errorWeight)
    }
    // Feasible, as after an add: the optimum waits for the next read (``settle()``).
    t.work.optimizePending = true
    // A constraint that went by freeing the variable it defined moved that variable and the
    // definitions that read it, nothing else: their memoised values are forgotten when they are
    // few (the last rows of a list, taken away one by one, then read each other's values from
    // the memo instead of evaluating the list again), every value otherwise. Either way the
    // call's changes wait for the report, as a structural call's: the variable may come back.
    if freed >= 0, t.forgetMemo(from: freed, atMost: Self.forgetfulRemovalLimit) {
      t.changes.defersSession = true
    } else {
      t.memo.version &+= 1
    }
  }

  /// The most definitions a removal forgets the memoised values of, one by one, before it
  /// forgets every value instead (see ``uninstall(_:)``).
  static let forgetfulRemovalLimit = 64

  /// Takes a constraint's equation out of the tableau (without optimising). Returns the
  /// variable the constraint defined when it went by freeing it alone
  /// (``Tableau/freeDefinition(_:)``), -1 otherwise.
  @discardableResult
  mutating func detach(_ slot: Slot) -> Int32 {
    var freed: Int32 = -1
    if slot.defines >= 0 {
      if slot.other < 0, t.definitionFreesAlone(slot.defines, marker: slot.marker) {
        t.freeDefinition(slot.defines)
        freed = slot.defines
      } else {
        t.materialize(slot.defines)
      }
    }
    if !slot.constraint.strength.isRequired {
      let level = t.level(for: slot.constraint.strength.priority)
      for s in [slot.marker, slot.other] where s >= 0 && t.symbols.kind[Int(s)] == .error {
        t.addToObjective(level, s, weight: -slot.errorWeight)
      }
    }
    let m = slot.marker
    if t.symbols.rowOf[Int(m)] >= 0 {
      t.dropRow(t.symbols.rowOf[Int(m)])
    } else if let r = t.markerLeavingRow(m) {
      t.pivot(entering: m, row: r)
      t.dropRow(r)
    }
    if slot.other >= 0 {
      let o = slot.other
      if t.symbols.rowOf[Int(o)] >= 0 {
        t.dropRow(t.symbols.rowOf[Int(o)])
      } else {
        let rowsWithOther = t.rowsHolding(o)
        defer { t.recycle(rowsWithOther) }
        for r in rowsWithOther { t.removeCell(o, fromRow: r) }
      }
      t.freeSymbol(o)
    }
    let rowsWithMarker = t.rowsHolding(m)
    defer { t.recycle(rowsWithMarker) }
    for r in rowsWithMarker { t.removeCell(m, fromRow: r) }
    t.freeSymbol(m)
    // The externals the constraint mentions with a non-zero merged coefficient (those whose
    // reference counts its add raised), merged in the reused scratch: a fresh array each
    // remove cost two allocations.
    var terms = termScratch
    termScratch = []
    Self.mergeTerms(of: slot.constraint, symbolOf: symbolOf, into: &terms)
    for (v, _) in terms {
      t.addRefs(v, -1)
      if t.symbols.refs[Int(v)] == 0 { t.release(v) }
    }
    termScratch = terms
    return freed
  }

  /// Replaces `terms` with the constraint's terms as external symbols, duplicates merged (their
  /// coefficients added in the order given), zero coefficients dropped, sorted by symbol: by
  /// insertion for a handful of terms, by a sort beyond.
  ///
  /// Static, with the map of variables to symbols as an argument: a method called from the
  /// mutating ``install(_:isEdit:holdingSmallPivots:)`` had the optimiser copy the whole core
  /// (a `memcpy` of over a kilobyte) for each constraint.
  ///
  /// - Complexity: O(*k* log *k*) for *k* terms (an insertion sort alone made one constraint of
  ///   100,000 terms take minutes).
  static func mergeTerms(
    of constraint: LinearConstraint, symbolOf: [Int32],
    into terms: inout [(sym: Int32, coef: Double)]
  ) {
    terms.removeAllKeepingCapacity()
    let given = constraint.expression.terms
    if given.count > 16 {
      var order: [(sym: Int32, index: Int)] = []
      order.reserveCapacity(given.count)
      for (index, term) in given.enumerated() where term.coefficient != 0 {
        order.append((symbolOf[Int(term.variable.id)], index))
      }
      order.sort { $0.sym != $1.sym ? $0.sym < $1.sym : $0.index < $1.index }
      for entry in order {
        let coefficient = given[entry.index].coefficient
        if let last = terms.last, last.sym == entry.sym {
          terms[terms.count - 1].coef += coefficient
        } else {
          terms.append((entry.sym, coefficient))
        }
      }
      terms.removeAll { $0.coef == 0 }
      return
    }
    for term in given where term.coefficient != 0 {
      let sym = symbolOf[Int(term.variable.id)]
      var at = terms.count
      while at > 0, terms[at - 1].sym > sym { at -= 1 }
      if at > 0, terms[at - 1].sym == sym {
        terms[at - 1].coef += term.coefficient
      } else {
        // Appended and moved down by hand: `insert(_:at:)` goes through the generic
        // `replaceSubrange`, which cost more than the rest of the merge.
        terms.append((sym, term.coefficient))
        terms.withUnsafeMutableBufferPointer { terms in
          var k = terms.count - 1
          while k > at {
            terms.swapAt(k, k - 1)
            k -= 1
          }
        }
      }
    }
    // Looked for first: `removeAll(where:)` costs as much again when nothing cancelled.
    if terms.contains(where: { $0.coef == 0 }) { terms.removeAll { $0.coef == 0 } }
  }

  /// Changes the expression constant of the constraint in `slotIndex`.
  ///
  /// The caller has run any pending primal simplex. An optional constraint's change (an edit's
  /// is a suggestion) outside any transaction cannot make the tableau infeasible: a shift that
  /// leaves rows infeasible queues them and leaves the dual simplex pending
  /// (``WorkLists/dualPending``) for ``settle()``, so that the suggestions of one round cost one
  /// dual simplex from the round's start to its end, not one for each suggestion through the
  /// layouts between them. A required change never defers: its conflict is found, and
  /// reported, by its own call.
  mutating func changeConstant(
    _ slotIndex: Int32, to constant: Double, handle: ConstraintHandle?
  ) throws(SolverError) {
    // The slot's few numbers, not a copy of the slot: its constraint (an array of terms) is
    // copied only on the way to an error, and the new constant is written in place.
    let slot = ShiftedSlot(slots[Int(slotIndex)])
    let delta = (constant - slots[Int(slotIndex)].constraint.expression.constant) * slot.scale
    if abs(constant) * slot.scale > Self.checkedConstant { hugeConstants += 1 }
    guard delta != 0 else {
      slots[Int(slotIndex)].constraint.expression.constant = constant
      return
    }
    var changed: LinearConstraint {
      var changed = slots[Int(slotIndex)].constraint
      changed.expression.constant = constant
      return changed
    }
    let required = slots[Int(slotIndex)].constraint.strength.isRequired
    let shift = delta / slot.sigma
    t.pivotBudget = pivotBudget
    t.beginTracking()
    defer { t.endTracking() }
    let definedConst = slot.defines >= 0 ? t.defs.constant[Int(slot.defines)] : 0
    // Only a shift that leaves a row infeasible can fail, so a change first shifts
    // optimistically, remembering the constants it overwrites; when no row needs a pivot that
    // is all (every steady round of suggestions), otherwise the pivots run in a journal, and a
    // failure rolls the journal back and then puts the shifted constants back (the shift
    // changes nothing else in a row). An optional change fails only numerically (its pivots
    // ran out, or its rows overflowed), but it is undone bit for bit too, as a required one
    // is, before the rebuild and retry of ``recovering(keepingRebuild:_:isDone:)``.
    let ownsJournal = !t.journal.isRecording
    t.journal.savedConstantCount = 0
    t.journal.savesConstants = true
    let broken = shiftMarker(slot, by: shift)
    t.journal.savesConstants = false
    // Puts back what the shift overwrote: the rows' constants and the defined constant.
    func undoShift(_ core: inout SimplexCore) {
      core.t.restoreSavedConstants()
      if slot.defines >= 0 {
        core.t.defs.constant[Int(slot.defines)] = definedConst
        core.t.deadEnds.invalidate()
      }
    }
    // Puts back what the journal and the shift changed.
    func undoJournal(_ core: inout SimplexCore) {
      core.t.rollback()
      undoShift(&core)
    }
    if ownsJournal {
      if broken == nil, !t.work.hasQueuedRows || !required {
        try refuseOverflow(slotIndex, constant: constant, handle: handle) { core in
          undoShift(&core)
        }
        slots[Int(slotIndex)].constraint.expression.constant = constant
        if t.work.hasQueuedRows { t.work.dualPending = true }
        return
      }
      t.begin()
    }
    var outcome = PivotOutcome.optimal
    let pivotsBefore = t.pivotCount
    if broken == nil { outcome = t.dualOptimize(sweeps: required) }
    if broken == nil, outcome == .optimal, t.pivotCount != pivotsBefore {
      // The dual ratio test passes over cells far below their row's largest (pivoting on noise
      // would blow the tableau up), and the cell it takes instead can cost optimality: a
      // required `-v1 + 2.23e-8 * v0 >= 1.4e-8` broken under an edit of v1 at a higher priority
      // than v0's gave up v1's edit instead of moving v0. Its pivots queued every reduced cost
      // they turned negative: the primal simplex takes those up (usually none).
      outcome = optimizeObjective()
    }
    let failedRow: Int32?
    switch (broken, outcome) {
    case (.some(let r), _): failedRow = r
    case (nil, .infeasible(let r)): failedRow = r
    case (nil, .optimal): failedRow = nil
    case (nil, _):
      failedRow = nil
      // Inside an outer transaction, its rollback undoes the call.
      if ownsJournal { undoJournal(&self) }
      throw .internalFailure("restoring feasibility did not finish (\(outcome))")
    }
    if let r = failedRow {
      let certificate = t.rows.syms(Int(r)) + [t.rows.basic[Int(r)]]
      if ownsJournal { undoJournal(&self) }
      guard required else {
        throw .internalFailure("an optional constraint made the tableau infeasible")
      }
      throw .unsatisfiable(explain(changed, certificate: certificate, changed: handle))
    }
    let pivoted = t.pivotCount != pivotsBefore
    try refuseOverflow(slotIndex, constant: constant, handle: handle) { core throws(SolverError) in
      if ownsJournal {
        undoJournal(&core)
      } else if !pivoted {
        undoShift(&core)
      } else {
        // Pivots of an outer transaction on rows that hold an infinity: rebuild from the
        // constraints (the slot still holds the old constant).
        try core.refactor()
      }
    }
    if ownsJournal { t.commit() }
    slots[Int(slotIndex)].constraint.expression.constant = constant
  }

  /// Throws ``RangeViolation/Reason/overflow`` for the constraint in `slotIndex` with the new
  /// `constant` after running `undo` when a row the call changed holds a constant that is not
  /// finite (see ``Tableau/changedRowsOverflow()``).
  private mutating func refuseOverflow(
    _ slotIndex: Int32, constant: Double, handle: ConstraintHandle?,
    undo: (inout SimplexCore) throws(SolverError) -> Void
  ) throws(SolverError) {
    guard t.changedRowsOverflow() else { return }
    try undo(&self)
    // Values read since the shift are memoised from the overflowed state.
    t.memo.version &+= 1
    var changed = slots[Int(slotIndex)].constraint
    changed.expression.constant = constant
    throw .outOfRange(RangeViolation(constraint: changed, handle: handle, reason: .overflow))
  }

  /// Applies "marker_old = marker_new + shift" to every row and definition that holds the
  /// marker. Returns a row that proves a conflict right away (a redundant required equality
  /// whose constant left zero), or nil.
  private mutating func shiftMarker(_ slot: ShiftedSlot, by shift: Double) -> Int32? {
    let m = slot.marker
    var broken: Int32?
    if t.symbols.rowOf[Int(m)] >= 0 {
      let r = t.symbols.rowOf[Int(m)]
      t.touchRow(r)
      t.rows.constant[Int(r)] -= shift
      t.noteChanged(m)
      t.noteConstant(r)
      if t.symbols.kind[Int(m)] == .dummy, abs(t.rows.constant[Int(r)]) > nearZero { broken = r }
    } else {
      broken = t.shiftRows(holding: m, by: shift)
    }
    if slot.defines >= 0 {
      let v = Int(slot.defines)
      // By index in the definition's cells: the slice of ``Definitions/syms(of:)`` searched
      // by `firstIndex(of:)` cost some 35 instructions a suggestion (a retain and release of
      // the slice, a generic search).
      let cells = t.defs.cells(of: v)
      var j = cells.lowerBound
      while j < cells.upperBound, t.defs.cellSyms[j] != m { j += 1 }
      if j < cells.upperBound {
        t.saveDefinition(slot.defines)
        // The walk weighs a definition's constant (``SimplexCore/isWellScaled(_:constant:)``).
        t.deadEnds.invalidate()
        t.defs.constant[v] += t.defs.cellCoefs[j] * shift
        if t.changes.reportsByDiff {
          // Nothing is noted (the report compares values): the definitions that read this
          // one forget their values now.
          t.forgetMemo(from: slot.defines)
        } else {
          t.noteChanged(slot.defines)
        }
        t.memo.stamp[v] = 0
      }
    }
    return broken
  }

  /// Changes the strength of the constraint in `slotIndex`, keeping its handle.
  mutating func changeStrength(
    _ slotIndex: Int32, to strength: Strength, handle: ConstraintHandle
  ) throws(SolverError) {
    let slot = slots[Int(slotIndex)]
    let old = slot.constraint.strength
    guard old != strength else { return }
    // The old priority's level may have lost its last user (noted at the end: making the new
    // level may walk the slots and clear the note).
    defer { levelsMayBeUnused = true }
    if !old.isRequired, !strength.isRequired {
      t.pivotBudget = pivotBudget
      let to = objectiveLevel(for: strength.priority)
      // Looked up after `to`: creating a level may shift the others.
      let from = t.level(for: old.priority)
      let weight = levelWeight(strength.weight / slot.scale, at: to)
      // Read after: a rescale of its level (the same one when only the weight changes) has
      // multiplied it.
      let old = slots[Int(slotIndex)].errorWeight
      t.objective.weight[to] = max(t.objective.weight[to], weight)
      for s in [slot.marker, slot.other] where s >= 0 && t.symbols.kind[Int(s)] == .error {
        t.addToObjective(from, s, weight: -old)
        t.addToObjective(to, s, weight: weight)
      }
      slots[Int(slotIndex)].constraint.strength = strength
      slots[Int(slotIndex)].errorWeight = weight
      settleLevelWeight(from, leaving: old)
      t.work.optimizePending = true
      t.memo.version &+= 1
      return
    }
    // To or from required: take the equation out and put it back, in one transaction.
    var changed = slot.constraint
    changed.strength = strength
    if !strength.isRequired { _ = objectiveLevel(for: strength.priority) }
    // Only this slot changes inside the transaction (a reorientation, which writes another
    // slot's definition, does not run while the journal records): it is saved alone, where a
    // copy of every slot made each change to or from required cost the whole solver.
    let savedCount = slots.count
    let savedFree = freeSlots
    // Before the transaction, whose install would not renumber: a solver that only ever moves a
    // constraint to and from required still has its counters renumbered.
    t.renumberDefinitionsIfNeeded()
    t.begin()
    t.pivotBudget = pivotBudget
    detach(slot)
    freeSlots.append(slotIndex)
    do throws(SolverError) {
      let again = try install(changed, isEdit: slot.isEdit)
      guard again == slotIndex else {
        throw .internalFailure("a re-added constraint moved to another slot")
      }
      slots[Int(slotIndex)].generation = slot.generation
      if !old.isRequired {
        settleLevelWeight(t.level(for: old.priority), leaving: slot.errorWeight)
      }
      t.commit()
    } catch {
      t.rollback()
      slots.removeSubrange(savedCount...)
      slots[Int(slotIndex)] = slot
      freeSlots = savedFree
      if case .unsatisfiable(var conflict) = error {
        conflict.handle = handle
        throw .unsatisfiable(conflict)
      }
      throw error
    }
  }
}

/// What a constant change reads of its slot (see ``SimplexCore/changeConstant(_:to:handle:)``).
private struct ShiftedSlot {
  var scale: Double
  var sigma: Double
  var marker: Int32
  var defines: Int32

  init(_ slot: Slot) {
    scale = slot.scale
    sigma = slot.sigma
    marker = slot.marker
    defines = slot.defines
  }
}
