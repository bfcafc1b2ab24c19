// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// A budget of pivots for one call: generous for any sane tableau, small enough to stop a
  /// numerically broken one from spinning.
  var pivotBudget: Int { 1000 + 50 * (t.rowCount + t.symbolCount) }

  /// Adds a validated constraint; returns its slot.
  ///
  /// With `holdingSmallPivots`, a phase 1 that pivoted on a noise-sized cell leaves its
  /// transaction open and notes the install in ``heldInstall`` (see ``settleHeldInstall(_:of:)``).
  mutating func install(
    _ constraint: LinearConstraint, isEdit: Bool, holdingSmallPivots: Bool = false
  ) throws(SolverError) -> Int32 {
    // Merge duplicate variables; scale so that the largest coefficient is 1.
    var terms = termScratch
    termScratch = []
    mergeTerms(of: constraint, into: &terms)
    defer { termScratch = terms }
    if constraint.strength.isRequired, !tinySubjects.isEmpty,
      terms.contains(where: { tinySubjects.contains($0.sym) })
    {
      // A required constraint over a variable solved through a tiny cell of an optional row:
      // the call rebuilds after it (with the required constraints first).
      t.smallPivots += 1
      tinySubjectUses += 1
    }
    var largest = 0.0
    var smallest = Double.infinity
    for term in terms where term.coef != 0 {
      largest = max(largest, abs(term.coef))
      smallest = min(smallest, abs(term.coef))
    }
    let scale = largest > 0 ? 1 / largest : 1
    let required = constraint.strength.isRequired
    let level = required ? -1 : objectiveLevel(for: constraint.strength.priority)

    let slotIndex: Int32
    if let free = freeSlots.popLast() {
      slotIndex = free
    } else {
      slotIndex = Int32(slots.count)
      slots.append(Slot())
    }
    var slot = slots[Int(slotIndex)]
    slot.isEdit = isEdit
    slot.constraint = constraint
    slot.scale = scale
    let levelBefore = level >= 0 ? (t.objective.unit[level], t.objective.weight[level]) : (0, 0)
    slot.errorWeight = required ? 0 : levelWeight(constraint.strength.weight / scale, at: level)
    slot.defines = -1
    slot.isWide = largest > 0 && smallest < pivotFloor * largest
    if slot.isWide { wideConstraints += 1 }
    if abs(constraint.expression.constant) * scale > Self.checkedConstant { hugeConstants += 1 }
    if level >= 0 { t.objective.weight[level] = max(t.objective.weight[level], slot.errorWeight) }

    // Markers: the cells every row of this constraint carries (the second may be absent).
    var first: (sym: Int32, coef: Double)
    var second: (sym: Int32, coef: Double) = (-1, 0)
    switch (constraint.relation, required) {
    case (.lessThanOrEqual, true):
      slot.marker = t.newSymbol(.slack, owner: slotIndex)
      slot.other = -1
      slot.sigma = 1
      first = (slot.marker, 1)
    case (.greaterThanOrEqual, true):
      slot.marker = t.newSymbol(.slack, owner: slotIndex)
      slot.other = -1
      slot.sigma = -1
      first = (slot.marker, -1)
    case (.equal, true):
      slot.marker = t.newSymbol(.dummy, owner: slotIndex)
      slot.other = -1
      slot.sigma = 1
      first = (slot.marker, 1)
    case (.lessThanOrEqual, false):
      slot.marker = t.newSymbol(.slack, owner: slotIndex)
      slot.other = t.newSymbol(.error, owner: slotIndex)
      slot.sigma = 1
      first = (slot.marker, 1)
      second = (slot.other, -1)
    case (.greaterThanOrEqual, false):
      slot.marker = t.newSymbol(.slack, owner: slotIndex)
      slot.other = t.newSymbol(.error, owner: slotIndex)
      slot.sigma = -1
      first = (slot.marker, -1)
      second = (slot.other, 1)
    case (.equal, false):
      slot.marker = t.newSymbol(.error, owner: slotIndex)
      slot.other = t.newSymbol(.error, owner: slotIndex)
      slot.sigma = -1
      first = (slot.marker, -1)
      second = (slot.other, 1)
    }
    let markers = second.sym >= 0 ? [first, second] : [first]
    let constant = constraint.expression.constant * scale

    // A variable nothing mentions yet: define it, the tableau stays as it is.
    if let v = freshSubject(terms) {
      let cv = terms.first { $0.sym == v }?.coef ?? 1
      let inv = -1 / (cv * scale)
      var gain = abs(constant * inv)
      // Written straight into the definitions' arena.
      t.defs.openCells(of: Int(v), count: terms.count - 1 + markers.count)
      for term in terms where term.sym != v {
        let coef = term.coef * scale * inv
        t.defs.appendCell(term.sym, coef)
        let defined = t.defs.seq[Int(term.sym)] != 0
        gain = max(gain, abs(coef) * (defined ? t.defs.gain[Int(term.sym)] : 1))
      }
      for m in markers {
        t.defs.appendCell(m.sym, m.coef * inv)
        gain = max(gain, abs(m.coef * inv))
      }
      t.defs.closeCells(of: Int(v))
      t.defs.gain[Int(v)] = gain
      t.defs.largestGain = max(t.defs.largestGain, gain)
      t.defs.seq[Int(v)] = t.defs.nextSeq
      t.defs.nextSeq += 1
      t.defs.constant[Int(v)] = constant * inv
      slot.defines = v
      slot.live = true
      slots[Int(slotIndex)] = slot
      for term in terms { t.addRefs(term.sym, 1) }
      if !required {
        for m in markers where t.symbols.kind[Int(m.sym)] == .error {
          t.addToObjective(level, m.sym, weight: slot.errorWeight)
        }
      }
      t.registerDependents(of: v)
      t.noteChanged(v)
      t.memo.version &+= 1
      return slotIndex
    }

    // Otherwise expand the constraint over the parametric symbols of the tableau.
    t.accumulator.constant = constant
    for term in terms { t.accumulate(term.sym, term.coef * scale) }
    t.expandDefinitions()
    for m in markers { t.accumulator.add(m.sym, m.coef) }
    var row = t.accumulator.drain()
    if row.constant < 0 {
      row.constant = -row.constant
      for j in row.coefs.indices { row.coefs[j] = -row.coefs[j] }
    }
    // Objective terms go in first: substituting a subject that is an error reaches them.
    if !required {
      for m in markers where t.symbols.kind[Int(m.sym)] == .error {
        t.addToObjective(level, m.sym, weight: slot.errorWeight)
      }
    }
    t.pivotBudget = pivotBudget

    if let subject = chooseSubject(row, marker: slot.marker, other: slot.other, required: required)
    {
      enterRow(row, subject: subject)
    } else if row.syms.allSatisfy({ t.symbols.kind[Int($0)] == .dummy }) {
      // Only required equalities left: redundant when the constant is zero, else a conflict.
      guard row.constant == 0, row.syms.contains(slot.marker) else {
        let certificate = row.syms
        undoInstall(
          slotIndex, slot: slot, markers: markers, level: level, levelBefore: levelBefore)
        throw .unsatisfiable(explain(constraint, certificate: certificate, changed: nil))
      }
      enterRow(row, subject: slot.marker)
    } else {
      let ownsJournal = !t.journal.isRecording
      if ownsJournal { t.begin() }
      let cellsBefore = t.substitutedCells
      let phase1 = t.addWithArtificial(syms: row.syms, coefs: row.coefs, constant: row.constant)
      earlySettle.phase1Cells &+= t.substitutedCells &- cellsBefore
      guard phase1.ok else {
        if ownsJournal { t.rollback() }
        undoInstall(
          slotIndex, slot: slot, markers: markers, level: level, levelBefore: levelBefore)
        if phase1.outcome != .optimal {
          throw .internalFailure("phase 1 did not finish (\(phase1.outcome))")
        }
        throw .unsatisfiable(explain(constraint, certificate: phase1.certificate, changed: nil))
      }
      if ownsJournal {
        if holdingSmallPivots, t.smallPivots > 0 {
          heldInstall = HeldInstall(slot: slotIndex, saved: slot, markers: markers)
        } else {
          t.commit()
        }
      }
    }
    // Feasible is all an add needs: the optimum waits for the next read (``settle()``).
    t.work.optimizePending = true
    slot.live = true
    slots[Int(slotIndex)] = slot
    for term in terms { t.addRefs(term.sym, 1) }
    t.memo.version &+= 1
    return slotIndex
  }

  /// The external to define: mentioned by nothing else, with a coefficient that is not tiny.
  private func freshSubject(_ terms: [(sym: Int32, coef: Double)]) -> Int32? {
    var best: Int32 = -1
    var bestCoef = 0.0
    var largest = 0.0
    for term in terms { largest = max(largest, abs(term.coef)) }
    for term in terms {
      let i = Int(term.sym)
      guard t.symbols.refs[i] == 0, t.defs.seq[i] == 0, t.symbols.rowOf[i] < 0,
        t.symbols.column[i].isEmpty
      else {
        continue
      }
      if abs(term.coef) >= 0.1 * largest, abs(term.coef) > bestCoef {
        best = term.sym
        bestCoef = abs(term.coef)
      }
    }
    return best >= 0 ? best : nil
  }

  /// kiwi's subject rules, improved: an external in the fewest rows (among those whose
  /// coefficient is not tiny next to the row's largest; else the largest external); else a new
  /// marker or error with a negative coefficient; else, when the row's constant is zero, any slack or
  /// error (entering it changes no value, so feasibility holds).
  private mutating func chooseSubject(
    _ row: (syms: [Int32], coefs: [Double], constant: Double), marker: Int32, other: Int32,
    required: Bool
  ) -> Int32? {
    var best: Int32 = -1
    var bestCount = Int.max
    var largest = 0.0
    for c in row.coefs { largest = max(largest, abs(c)) }
    var fallback: Int32 = -1
    var fallbackCoef = 0.0
    for j in row.syms.indices where t.symbols.kind[Int(row.syms[j])] == .external {
      let s = row.syms[j]
      if abs(row.coefs[j]) > fallbackCoef {
        fallback = s
        fallbackCoef = abs(row.coefs[j])
      }
      guard abs(row.coefs[j]) >= 1e-3 * largest else { continue }
      let count = t.symbols.column[Int(s)].count
      if count < bestCount {
        best = s
        bestCount = count
      }
    }
    if best >= 0 { return best }
    // An external left parametric in a row of restricted symbols would reach the objective,
    // where the simplex never enters it: take the largest external, however small. One below
    // ``pivotFloor`` of an optional row is noted in ``tinySubjects``.
    if fallback >= 0 {
      if !required, fallbackCoef < pivotFloor * largest { tinySubjects.append(fallback) }
      return fallback
    }
    for m in [marker, other] where m >= 0 {
      let k = t.symbols.kind[Int(m)]
      guard k == .slack || k == .error else { continue }
      if let j = row.syms.firstIndex(of: m), row.coefs[j] < 0 { return m }
    }
    if row.constant == 0 {
      // Markowitz: the symbol in the fewest rows keeps substitution (and fill) smallest.
      var bestCount = Int.max
      for j in row.syms.indices {
        let s = row.syms[j]
        let k = t.symbols.kind[Int(s)]
        guard k == .slack || k == .error, abs(row.coefs[j]) >= 1e-3 * largest else { continue }
        let count = t.symbols.column[Int(s)].count
        if count < bestCount {
          best = s
          bestCount = count
        }
      }
      if best >= 0 { return best }
    }
    return nil
  }

  /// Solves `row` (meaning `0 = constant + Σ cells`) for `subject` and makes it basic.
  private mutating func enterRow(
    _ row: consuming (syms: [Int32], coefs: [Double], constant: Double), subject: Int32
  ) {
    guard let at = row.syms.firstIndex(of: subject) else { return }
    let inv = -1 / row.coefs[at]
    var syms = row.syms
    var coefs = row.coefs
    syms.remove(at: at)
    coefs.remove(at: at)
    for j in coefs.indices { coefs[j] *= inv }
    let r = t.installRow(subject, syms: syms, coefs: coefs, constant: row.constant * inv)
    t.substitute(subject, row: r)
  }

  /// Returns the symbols and the slot of an add that failed before touching the tableau, and
  /// objective level `level` to its unit and weight before the add (`levelBefore`) when the add
  /// set or changed its unit.
  mutating func undoInstall(
    _ slotIndex: Int32, slot: Slot, markers: [(sym: Int32, coef: Double)], level: Int,
    levelBefore: (unit: Double, weight: Double) = (0, 0)
  ) {
    if level >= 0 {
      for m in markers where t.symbols.kind[Int(m.sym)] == .error {
        let w = t.objective.cost[level][Int(m.sym)]
        if w != 0 { t.writeObj(level, m.sym, 0) }
      }
    }
    for m in markers.reversed() { t.freeSymbol(m.sym) }
    var dead = slot
    dead.live = false
    slots[Int(slotIndex)] = dead
    freeSlots.append(slotIndex)
    guard level >= 0 else { return }
    let unit = t.objective.unit[level]
    if unit == levelBefore.unit {
      settleLevelWeight(level, leaving: slot.errorWeight)
    } else {
      if levelBefore.unit != 0 { rescaleLevel(level, to: levelBefore.unit) }
      t.objective.unit[level] = levelBefore.unit
      t.objective.weight[level] = levelBefore.weight
    }
  }

  /// Puts objective level `k`'s weight back to the largest error weight of the live
  /// constraints on it after a constraint of error weight `weight` left it (when that one may
  /// have been the largest, and large enough to matter: see ``Tableau/objectiveTolerance(_:)``).
  ///
  /// - Complexity: O(1) for weights below 100; else O(*n*) for *n* slots.
  mutating func settleLevelWeight(_ k: Int, leaving weight: Double) {
    guard weight >= t.objective.weight[k], objectiveNoise * weight > nearZero else { return }
    let priority = t.objective.levels[k]
    var largest = 1.0
    for slot in slots
    where slot.live && !slot.constraint.strength.isRequired
      && slot.constraint.strength.priority == priority
    {
      largest = max(largest, slot.errorWeight)
    }
    t.objective.weight[k] = largest
  }
}
