// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// A budget of pivots for one call: generous for any sane tableau, small enough to stop a
  /// numerically broken one from spinning.
  var pivotBudget: Int { min(pivotBudgetCap, 1000 + 50 * (t.rowCount + t.symbolCount)) }

  /// Adds a validated constraint; returns its slot.
  ///
  /// With `holdingSmallPivots`, a phase 1 that pivoted on a noise-sized cell leaves its
  /// transaction open and notes the install in ``heldInstall`` (see ``settleHeldInstall(_:of:)``).
  mutating func install(
    _ constraint: LinearConstraint, isEdit: Bool, holdingSmallPivots: Bool = false
  ) throws(SolverError) -> Int32 {
    t.renumberDefinitionsIfNeeded()
    // Merge duplicate variables; scale so that the largest coefficient is 1.
    var terms = termScratch
    termScratch = []
    Self.mergeTerms(of: constraint, symbolOf: symbolOf, into: &terms)
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
      if slots.count == slots.capacity {
        slots.reserveCapacity(max(2 * slots.count, Tableau.initialCapacity))
      }
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
    let toleranceBefore = level >= 0 ? t.objective.tolerance(level) : 0
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
    // In a reused buffer: an array literal here cost an allocation and a free a constraint.
    var markers = markerScratch
    markerScratch = []
    markers.removeAllKeepingCapacity()
    markers.append(first)
    if second.sym >= 0 { markers.append(second) }
    defer { markerScratch = markers }
    let constant = constraint.expression.constant * scale

    // A variable nothing mentions yet, or one in no row that definitions mention: define it,
    // the tableau stays as it is.
    let rawConstant = constraint.expression.constant
    var subject = freshSubject(terms, constant: rawConstant)
    if subject == nil {
      var log = ReorientationLog()
      if reorientDefinition(among: terms, constant: rawConstant, log: &log) {
        subject = freshSubject(terms, constant: rawConstant)
      }
      // A reorientation that did not make a subject is put back: it moved which variable of a
      // free direction reads 0, and the constraint may yet be refused in the tableau, which
      // must leave every value as it was (`.csys` fuzz case 11810: `v5 + v2 == 630`, then a
      // refused `v5 + v2 <= 354` left v5 at 0 instead of 630).
      if subject == nil { undoReorientation(log) }
    }
    if let (v, above) = subject {
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
      t.defs.constant[Int(v)] = constant * inv
      t.defs.markDefined(Int(v), gain: gain)
      if !above.isEmpty { moveAbove(v, above) }
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
      if level >= 0 { t.noteToleranceRose(at: level, from: toleranceBefore) }
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
      let cellBoundBefore = t.rows.largestCellBound
      let phase1 = t.addWithArtificial(syms: row.syms, coefs: row.coefs, constant: row.constant)
      // The row's cells are in the store now: its arrays serve the next drain.
      t.accumulator.reuse(row.syms, row.coefs)
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
        // The first cell beyond `checkedCell`: the add's answer is checked before it is kept.
        let widened =
          !checkingCall && cellBoundBefore <= Self.checkedCell
          && !(t.rows.largestCellBound <= Self.checkedCell)
        if holdingSmallPivots, t.smallPivots > 0 || widened {
          heldInstall = HeldInstall(
            slot: slotIndex, saved: slot, markers: markers, level: level,
            levelBefore: levelBefore, widened: t.smallPivots == 0)
        } else {
          t.commit()
        }
      }
    }
    // Feasible is all an add needs: the optimum waits for the next read (``settle()``).
    t.work.optimizePending = true
    if level >= 0 { t.noteToleranceRose(at: level, from: toleranceBefore) }
    slot.live = true
    slots[Int(slotIndex)] = slot
    for term in terms { t.addRefs(term.sym, 1) }
    t.memo.version &+= 1
    return slotIndex
  }

  /// The external to define, and the definitions that must move above it in the order of
  /// expansion: one with a coefficient that is not tiny, that nothing mentions yet (nothing to
  /// move), or else that definitions mention and no row holds (see
  /// ``definitionsAbove(_:over:)``).
  ///
  /// The second kind keeps a chain of definitions whatever order its constraints come in. An
  /// avatar aligned to a bubble (`ay == y + h - 32`), added before the line that places the
  /// bubble under the one above (`y == y' + h' + 4`), defines `ay` over a `y` that nothing else
  /// mentions yet; the line that follows then defines `y`, and `ay` moves above it. Put in the
  /// tableau instead, that line would make `y` basic over the whole column of heights above it,
  /// every bubble's row as long as the conversation: a build quadratic in its length.
  ///
  /// `mutating` though it writes nothing: its caller mutates, and a non-mutating call had the
  /// optimiser copy the whole core (a `memcpy` of over a kilobyte) for each constraint.
  mutating func freshSubject(
    _ terms: [(sym: Int32, coef: Double)], constant: Double
  ) -> (sym: Int32, above: [Int32])? {
    var best: Int32 = -1
    var bestCoef = 0.0
    var mentioned: Int32 = -1
    var mentionedCoef = 0.0
    var largest = 0.0
    for term in terms { largest = max(largest, abs(term.coef)) }
    for term in terms {
      let i = Int(term.sym)
      guard t.defs.seq[i] == 0, t.symbols.rowOf[i] < 0, t.symbols.columns.isEmpty(i),
        abs(term.coef) >= 0.1 * largest
      else {
        continue
      }
      if t.symbols.refs[i] == 0 {
        if abs(term.coef) > bestCoef {
          best = term.sym
          bestCoef = abs(term.coef)
        }
      } else if abs(term.coef) > mentionedCoef {
        mentioned = term.sym
        mentionedCoef = abs(term.coef)
      }
    }
    if best >= 0 { return (best, []) }
    guard mentioned >= 0, Self.isWellScaled(terms.lazy.map(\.coef), constant: constant),
      let above = definitionsAbove(mentioned, over: terms)
    else { return nil }
    return (mentioned, above)
  }

  /// The definitions that depend on `v` (those that mention it, those that mention them, and
  /// so on), in increasing order, when `v` may be defined over `terms`: nil when one of them is
  /// among `terms` (defining `v` would make a cycle), or when they are more than
  /// ``maxDefinitionsAbove``. Other constraints may mention `v` in their text: no row holds it
  /// (the caller checks), so how it is computed is nothing to their rows. A card's top, say,
  /// is mentioned by the inequality that keeps the card's bottom below its label
  /// (`lt + lh <= top + h - 8`), and cancels from that inequality's row (`lt` is defined over
  /// `top`).
  ///
  /// - Complexity: O(*t* + *d* log *d*) for *t* terms and *d* entries in the dependents' lists.
  ///
  /// `mutating` though it writes nothing, as ``definitions(dependingOn:besides:)`` is.
  private mutating func definitionsAbove(_ v: Int32, over terms: [(sym: Int32, coef: Double)])
    -> [Int32]?
  {
    guard let found = definitions(dependingOn: v, besides: -1),
      !found.isEmpty
    else { return nil }
    for term in terms where term.sym != v && found.contains(term.sym) { return nil }
    return found
  }

  /// Whether coefficients span at most ``maxDefinitionSpread``, and the constant is at most
  /// ``hugeConstant`` times the largest: the definitions made out of order
  /// (``freshSubject(_:constant:)``, ``reorientDefinition(among:constant:)``) are for layouts,
  /// whose multipliers are near 1 and whose constants are lengths; a constraint that mixes 2e10
  /// and 220, or has a constant of 1e11, goes into the tableau, where the pivot rules weigh its
  /// coefficients, as it did before.
  static func isWellScaled(_ coefs: some Sequence<Double>, constant: Double) -> Bool {
    var smallest = Double.infinity
    var largest = 0.0
    for c in coefs where c != 0 {
      smallest = min(smallest, abs(c))
      largest = max(largest, abs(c))
    }
    return largest <= maxDefinitionSpread * smallest && abs(constant) <= hugeConstant * largest
  }

  /// ``isWellScaled(_:constant:)`` for the definition of `s`, its cells read where they are in
  /// the arena: a slice of them cost a retain, a release and a generic walk on each step of
  /// ``pathToFree(_:into:)``, which a first layout takes hundreds of thousands of times.
  @inline(__always)
  static func isWellScaled(definitionOf s: Int, _ defs: Definitions) -> Bool {
    isWellScaled(defs.cells(of: s).lazy.map { defs.cellCoefs[$0] }, constant: defs.constant[s])
  }

  /// The widest ratio of coefficients ``isWellScaled(_:)`` accepts.
  static let maxDefinitionSpread = 1e3

  /// The most definitions a new one may move above itself (``freshSubject(_:constant:)``); past it, the
  /// constraint goes into the tableau.
  static let maxDefinitionsAbove = 32

  /// Moves `above` (the definitions that depend on `v`, in increasing order) above `v`, just
  /// defined, keeping their order among themselves, and raises their gains: each was made when
  /// `v` counted as a gain of 1 (see ``Definitions/gain``).
  private mutating func moveAbove(_ v: Int32, _ above: [Int32]) {
    let gain = t.defs.gain[Int(v)]
    for d in above {
      let i = Int(d)
      t.saveDefinition(d)
      t.defs.order[i] = t.defs.takeOrder()
      for j in t.defs.cells(of: i) where t.defs.cellSyms[j] == v {
        t.defs.gain[i] = max(t.defs.gain[i], abs(t.defs.cellCoefs[j]) * gain)
        t.defs.largestGain = max(t.defs.largestGain, t.defs.gain[i])
      }
    }
  }

  /// Solves the definition of one of `terms` for a free variable it mentions instead, so that
  /// the variable it defined is free and ``freshSubject(_:constant:)`` can define it by the constraint
  /// being added; true when it did. A chain met in the other order than
  /// ``freshSubject(_:constant:)``'s discussion's: `ay == y + h - 32` defined `y` (over `ay`, which
  /// nothing else mentions), and `y == y' + h' + 4` comes next. The definition becomes
  /// `ay == y + h - 32`, and the chain's line defines `y` below it.
  ///
  /// Only outside a transaction (the journal does not record which constraint defines which
  /// variable), for a defined `v` and a free external `u` of its definition whose coefficient
  /// there is 1 or -1 (solving for it divides by nothing) and that no row holds; the
  /// definitions that depend on `u` move above it (at most ``maxDefinitionsAbove``), none of them mentioned by `v`'s
  /// definition (which would make a cycle).
  private mutating func reorientDefinition(
    among terms: [(sym: Int32, coef: Double)], constant: Double, log: inout ReorientationLog
  ) -> Bool {
    guard !t.journal.isRecording, Self.isWellScaled(terms.lazy.map(\.coef), constant: constant)
    else { return false }
    for term in terms where t.defs.seq[Int(term.sym)] != 0 {
      if free(term.sym, log: &log) { return true }
    }
    return false
  }

  /// Puts back every definition and slot ``reverse(_:for:log:)`` changed, as `log` saved them,
  /// last first: the definitions' cells, constants, orders and gains come back bit for bit, so
  /// every value reads as before the reorientation.
  private mutating func undoReorientation(_ log: ReorientationLog) {
    guard !log.definitions.isEmpty else { return }
    t.deadEnds.invalidate()
    for saved in log.definitions.reversed() {
      let i = Int(saved.sym)
      t.defs.setCells(of: i, syms: saved.syms, coefs: saved.coefs)
      t.defs.setSeq(i, saved.seq)
      t.defs.order[i] = saved.order
      t.defs.gain[i] = saved.gain
      t.defs.constant[i] = saved.constant
    }
    for (slot, defines) in log.defines.reversed() { slots[Int(slot)].defines = defines }
    // The lists of dependents may have dropped a restored definition's entries while it was
    // gone (they are cleaned of stale ones as they grow): register the missing ones again.
    for saved in log.definitions where saved.seq != 0 {
      for s in saved.syms {
        let entry = Dependent(symbol: saved.sym, seq: saved.seq)
        if !t.changes.dependents[Int(s)].contains(where: {
          $0.symbol == entry.symbol && $0.seq == entry.seq
        }) {
          t.changes.dependents.append(entry, to: Int(s))
        }
      }
      t.noteChanged(saved.sym)
    }
    t.changes.dependentsEpoch &+= 1
    t.memo.version &+= 1
  }

  /// How many definitions deep ``free(_:)`` goes to find a variable to solve for: the links of
  /// a chain whose lines came in any order, each defined over the next.
  static let maxReorientDepth = 64

  /// Makes the defined `v` free by solving its definition for a variable of it instead (see
  /// ``reorientDefinition(among:constant:)``): one that is free already, or else one that is
  /// defined and that this frees first, up to ``maxReorientDepth`` definitions deep. True when
  /// it did.
  ///
  /// The path is found first, reading only: each definition's first free variable of
  /// coefficient 1 or -1 in no row ends it, or else its first such defined one is the next
  /// step. A chain pinned at its end (a feed's tops, each defined over the one above, down to
  /// the screen's) has no free variable to reach, and most constraints of a first layout ask;
  /// the walk then marks the definitions it read as dead ends (``DeadEnds``), and the next walk
  /// stops at the first of them it meets: one read a constraint, not one a link. Then each
  /// definition of the path is solved for the next variable, from the free end up; a step that
  /// cannot be (a cycle, or too many definitions to move) ends the call, the steps below it
  /// kept.
  private mutating func free(_ v: Int32, log: inout ReorientationLog) -> Bool {
    var path: [Int32] = []
    swap(&path, &pathScratch)
    defer { swap(&path, &pathScratch) }
    guard pathToFree(v, into: &path) else { return false }
    for k in stride(from: path.count - 2, through: 0, by: -1) {
      guard reverse(path[k], for: path[k + 1], log: &log) else { return false }
    }
    return true
  }

  /// Writes into `path` the path ``free(_:)`` takes from the defined `v`: `v`, each
  /// definition's next variable, and last a free one; false when there is none within
  /// ``maxReorientDepth`` definitions (`path` then holds the walk so far). It changes nothing
  /// but ``DeadEnds``: a walk that fails marks what it met, and one that meets a mark fails
  /// there. A walk too deep for `v` goes on (up to four times the limit) to learn which of the
  /// definitions it met are too deep as well. `mutating`: a non-mutating call from the mutating
  /// ``free(_:log:)`` had the optimiser copy the whole core (a `memcpy` of over a kilobyte) for
  /// each walk. `path` is the caller's reused buffer, so that a walk allocates nothing.
  private mutating func pathToFree(_ v: Int32, into path: inout [Int32]) -> Bool {
    // Bound once: an unoptimised build copies the whole tableau on each `t.` access.
    let defs = t.defs
    let symbols = t.symbols
    path.removeAllKeepingCapacity()
    path.append(v)
    var p = v
    // Whether `v`'s walk has already failed for its depth: the walk goes on only to mark.
    var tooDeepForV = false
    while true {
      // A definition a failed walk met: this one fails the same way from here.
      if t.deadEnds.contains(p) { return deadEnd(path) }
      reorientSteps += 1
      let pi = Int(p)
      guard Self.isWellScaled(definitionOf: pi, defs) else { return deadEnd(path) }
      var next: Int32 = -1
      var reachedFree = false
      for j in defs.cells(of: pi) {
        let s = defs.cellSyms[j]
        let si = Int(s)
        guard symbols.kind[si] == .external, abs(defs.cellCoefs[j]) == 1,
          symbols.rowOf[si] < 0, symbols.columns.isEmpty(si)
        else { continue }
        if defs.seq[si] == 0 {
          next = s
          reachedFree = true
          break
        }
        if next < 0 { next = s }
      }
      guard Self.definingSlot(of: p, defs, symbols, slots) != nil, next >= 0 else {
        return deadEnd(path)
      }
      if reachedFree {
        guard tooDeepForV else {
          path.append(next)
          return true
        }
        return tooDeep(path, firstFree: path.count - 1)
      }
      if path.count > Self.maxReorientDepth {
        // Too deep for `v`. The walk goes on, reading only, to learn which of the definitions
        // it met are too deep as well.
        tooDeepForV = true
        if path.count > 4 * Self.maxReorientDepth { return tooDeep(path, firstFree: path.count) }
      }
      path.append(next)
      p = next
    }
  }

  /// Marks every definition of `path`, a walk that ends where no step is possible, as a dead
  /// end (``DeadEnds``); returns false.
  private mutating func deadEnd(_ path: [Int32]) -> Bool {
    for s in path { t.deadEnds.insert(s) }
    return false
  }

  /// Marks as dead ends the definitions of `path`, a walk too deep for its first, that are too
  /// deep as well: those more than ``maxReorientDepth`` steps before index `firstFree` of the
  /// walk, where the first definition with a free variable is (or at least, when the walk
  /// stopped before finding one). A walk from `path[i]` meets it after `firstFree - i` steps.
  /// Returns false.
  private mutating func tooDeep(_ path: [Int32], firstFree: Int) -> Bool {
    let end = min(path.count, max(1, firstFree - Self.maxReorientDepth))
    for i in 0..<end { t.deadEnds.insert(path[i]) }
    return false
  }

  /// The slot whose constraint defines `v`: the owner of the first marker of its definition,
  /// when that slot's definition is `v`'s. The stores come as arguments, so that a caller that
  /// bound them once does not have an unoptimised build copy the tableau for each look, and the
  /// function is static, so that a mutating caller does not have the optimiser copy the core.
  private static func definingSlot(
    of v: Int32, _ defs: Definitions, _ symbols: SymbolTable, _ slots: [Slot]
  ) -> Int32? {
    // By arena position: a slice of the definition's symbols cost a retain and a release.
    for j in defs.cells(of: Int(v)) where symbols.kind[Int(defs.cellSyms[j])] != .external {
      let s = defs.cellSyms[j]
      let owner = symbols.owner[Int(s)]
      guard owner >= 0, Int(owner) < slots.count, slots[Int(owner)].defines == v else {
        return nil
      }
      return owner
    }
    return nil
  }

  /// Solves the definition of `v` for `u`, a free variable of it with a coefficient of 1 or -1
  /// (see ``free(_:)``): the definitions that depend on `u` move above it, when none of them is
  /// mentioned by `v`'s definition (which would make a cycle) and they are few enough. True
  /// when it did.
  private mutating func reverse(_ v: Int32, for u: Int32, log: inout ReorientationLog) -> Bool {
    let vi = Int(v)
    guard let owner = Self.definingSlot(of: v, t.defs, t.symbols, slots),
      let k = t.defs.cells(of: vi).first(where: { t.defs.cellSyms[$0] == u })
    else { return false }
    let a = t.defs.cellCoefs[k]
    guard a != 0, let above = definitions(dependingOn: u, besides: v),
      // The new definition of `u` mentions the rest of `v`'s: none may depend on `u`.
      !t.defs.syms(of: vi).contains(where: { above.contains($0) })
    else { return false }
    for s in [v, u] + above { log.save(s, t.defs) }
    log.defines.append((owner, slots[Int(owner)].defines))
    let ui = Int(u)
    // v = c + a u + Σ b s  ⇔  u = v / a - c / a - Σ (b / a) s
    var syms: [Int32] = [v]
    var coefs: [Double] = [1 / a]
    var gain = max(abs(t.defs.constant[vi] / a), abs(1 / a))
    for j in t.defs.cells(of: vi) where t.defs.cellSyms[j] != u {
      let s = t.defs.cellSyms[j]
      let coef = -t.defs.cellCoefs[j] / a
      syms.append(s)
      coefs.append(coef)
      gain = max(gain, abs(coef) * (t.defs.seq[Int(s)] != 0 ? t.defs.gain[Int(s)] : 1))
    }
    t.deadEnds.invalidate()
    t.defs.constant[ui] = -t.defs.constant[vi] / a
    t.defs.setSeq(vi, 0)
    t.defs.forget(vi)
    t.defs.constant[vi] = 0
    t.defs.setCells(of: ui, syms: syms, coefs: coefs)
    t.defs.markDefined(ui, gain: gain)
    moveAbove(u, above)
    slots[Int(owner)].defines = u
    t.registerDependents(of: u)
    t.noteChanged(u)
    t.noteChanged(v)
    t.memo.version &+= 1
    return true
  }

  /// The definitions that depend on `u` other than through `v` (those that mention `u`, but
  /// `v`; those that mention them; and so on), in increasing order; nil when they are more than
  /// ``maxDefinitionsAbove``. `v` is -1 for all of them.
  ///
  /// `mutating` though it writes nothing: called from mutating code, a non-mutating call had the
  /// optimiser copy the whole core and destroy the copy after (some 5,500 instructions a call,
  /// 6% of `feed-1000`'s first layout).
  private mutating func definitions(dependingOn u: Int32, besides v: Int32) -> [Int32]? {
    var found: [Int32] = []
    var next = -1
    while next < found.count {
      let s = next < 0 ? u : found[next]
      next += 1
      for d in t.changes.dependents[Int(s)]
      where d.symbol != v && t.defs.seq[Int(d.symbol)] == d.seq && !found.contains(d.symbol) {
        guard found.count < Self.maxDefinitionsAbove else { return nil }
        found.append(d.symbol)
      }
    }
    found.sort { t.defs.order[Int($0)] < t.defs.order[Int($1)] }
    return found
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
      let count = t.symbols.columns.count(Int(s))
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
        let count = t.symbols.columns.count(Int(s))
        if count < bestCount {
          best = s
          bestCount = count
        }
      }
      if best >= 0 { return best }
    }
    return nil
  }

  /// Solves `row` (meaning `0 = constant + Σ cells`) for `subject` and makes it basic; the
  /// row's storage goes back to the accumulator.
  private mutating func enterRow(
    _ row: consuming (syms: [Int32], coefs: [Double], constant: Double), subject: Int32
  ) {
    guard let at = row.syms.firstIndex(of: subject) else { return }
    let inv = -1 / row.coefs[at]
    // The new row, in one pass, in scratch storage that the row store copies into its arena.
    var syms: [Int32] = []
    var coefs: [Double] = []
    swap(&syms, &t.scratch.entrySyms)
    swap(&coefs, &t.scratch.entryCoefs)
    syms.removeAllKeepingCapacity()
    coefs.removeAllKeepingCapacity()
    row.syms.withUnsafeBufferPointer { from in syms.append(contentsOf: from[..<at]) }
    row.syms.withUnsafeBufferPointer { from in syms.append(contentsOf: from[(at + 1)...]) }
    row.coefs.withUnsafeBufferPointer { from in
      for j in from.indices where j != at { coefs.append(from[j] * inv) }
    }
    let constant = row.constant * inv
    t.accumulator.reuse(row.syms, row.coefs)
    let r = t.installRow(subject, syms: syms, coefs: coefs, constant: constant)
    swap(&syms, &t.scratch.entrySyms)
    swap(&coefs, &t.scratch.entryCoefs)
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
        let w = t.objective[level, Int(m.sym)]
        if w != 0 { t.writeObj(level, m.sym, 0) }
      }
    }
    for m in markers.reversed() { t.freeSymbol(m.sym) }
    var dead = slot
    dead.live = false
    slots[Int(slotIndex)] = dead
    freeSlots.append(slotIndex)
    levelsMayBeUnused = true
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
  /// When the weight comes down, the level is made again from its constraints' error rows
  /// (``rebuildObjective(level:)``): its entries still hold the rounding residue of the weight
  /// that left, which the smaller tolerance would read as reduced costs. Optimality seed 57035:
  /// removing the only constraint of its level, `255.0000000001e9 * v1 >= 188` at weight 4,
  /// left entries of ±2^-9 there (residue of an error weight near 1e12); the emptied level
  /// still ranked above an edit variable's, and its residue blocked the pivot that brought the
  /// edit variable back to its suggestion.
  ///
  /// - Complexity: O(1) for weights below 100; else O(*n*) for *n* slots, and when the weight
  ///   comes down, O(*s* + cells of the level's error rows) for *s* symbols.
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
    let before = t.objective.weight[k]
    t.objective.weight[k] = largest
    if largest < before { rebuildObjective(level: k) }
  }
}

/// What a reorientation of definitions changed (``SimplexCore/reverse(_:for:log:)``), to put
/// back when it does not lead to the new constraint's definition.
struct ReorientationLog {
  struct SavedDefinition {
    var sym: Int32
    var seq: UInt32
    var order: UInt32
    var gain: Double
    var syms: [Int32]
    var coefs: [Double]
    var constant: Double
  }

  var definitions: [SavedDefinition] = []
  /// Slots whose `defines` changed, with the old value.
  var defines: [(slot: Int32, defines: Int32)] = []

  /// Saves symbol `s`'s definition (or that it has none) as it is in `defs`.
  mutating func save(_ s: Int32, _ defs: Definitions) {
    let i = Int(s)
    definitions.append(
      SavedDefinition(
        sym: s, seq: defs.seq[i], order: defs.order[i], gain: defs.gain[i],
        syms: Array(defs.syms(of: i)), coefs: Array(defs.coefs(of: i)),
        constant: defs.constant[i]))
  }
}
