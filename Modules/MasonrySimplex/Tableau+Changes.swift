// SPDX-License-Identifier: MIT

extension Tableau {
  /// Records that the value of symbol `s` may have changed (from a value the caller does not
  /// know).
  @inline(__always)
  mutating func noteChanged(_ s: Int32) {
    noteChanged(s, before: .nan)
  }

  /// Records that the value of symbol `s` may have changed from `before` (`nan` when unknown):
  /// the first change of the period keeps it as the value at the last report, for an external.
  @inline(__always)
  mutating func noteChanged(_ s: Int32, before: Double) {
    guard changes.isTracking, changes.sessionStamp[Int(s)] != changes.sessionTick else { return }
    changes.sessionStamp[Int(s)] = changes.sessionTick
    changes.appendToSession(s)
    // Most symbols a call moves already have a baseline this period (one is kept until the
    // next report): checked here, the call is made only for the first change. A period in
    // which everything changed reads no baseline (its report is "everything").
    guard !changes.hasBaselineNow(s), !changes.allChanged else { return }
    changes.keepBaseline(s, symbols.kind[Int(s)] == .external ? before : .nan)
  }

  /// Records that the value of the basic symbol `s` went from `old` to `new` (its row's
  /// constant), when it did: a substitution that leaves the constant as it was (a pivot on a
  /// symbol whose value is 0) moves no value.
  @inline(__always)
  mutating func noteChanged(_ s: Int32, from old: Double, to new: Double) {
    guard old != new else { return }
    noteChanged(s, before: old)
  }

  /// Records that `s` is a new symbol: it has no value at the last report. Nothing to record in
  /// a period in which everything changed (a new solver's first build, after a rebuild): its
  /// report is "everything", and the next period starts with no baselines.
  mutating func noteBorn(_ s: Int32) {
    guard !changes.allChanged else { return }
    if changes.hasBaseline.count > Int(s), changes.hasBaseline[Int(s)] {
      changes.baseline[Int(s)] = .nan
    } else {
      changes.keepBaseline(s, .nan)
    }
  }

  /// Starts recording which symbols change (for a call that only moves constants and pivots).
  mutating func beginTracking() {
    changes.isTracking = true
    changes.sessionTick &+= 1
    if changes.sessionTick == 0 {
      for i in changes.sessionStamp.indices { changes.sessionStamp[i] = 0 }
      changes.sessionTick = 1
    }
    changes.sessionCount = 0
    changes.spreadSkip = nil
    changes.shiftOverflowed = false
    changes.sessionVersion = memo.version
  }

  /// Stops recording. A call that dropped every memoised value (a structural one) defers its
  /// changes to the report; another spreads them to the defined variables that depend on
  /// them, forgets their memoised values (the rest of the memo stays valid), and adds
  /// everything to the report of ``takeChangedExternals(_:)``.
  mutating func endTracking() {
    changes.isTracking = false
    defer {
      changes.spreadSkip = nil
      changes.shiftOverflowed = false
      changes.defersSession = false
    }
    if changes.reportsByDiff {
      // The report compares every value: nothing is spread or listed. A call that noted a
      // change (a pivot, a definition's constant) forgets every memoised value; a shift has
      // forgotten those it moved (see ``shiftRows(holding:by:)``).
      if changes.sessionCount > 0 || memo.version != changes.sessionVersion { memo.version &+= 1 }
      return
    }
    if memo.version != changes.sessionVersion || changes.defersSession {
      // Every memoised value was dropped during the call, maybe before its last change: drop
      // them again, so that none computed in between survives. (A call that forgot only what
      // it moved, at its end, keeps the rest.)
      if memo.version != changes.sessionVersion { memo.version &+= 1 }
      guard !changes.allChanged else { return }
      for s in changes.session[..<changes.sessionCount] where Int(s) < symbolCount {
        changes.deferSpread(s)
      }
      return
    }
    // The spread adds the defined variables this call moved, each once (a plan's shift has
    // counted its own): when the period's count reaches most of the layout's variables (a
    // resize that moves definitions only), the period reports everything from now on, as a
    // shift decides it (see ``shiftRows(holding:by:)``), this call's tracking done.
    let spreadFrom = changes.sessionCount
    spreadChanges()
    changes.movedExternals += changes.sessionCount - spreadFrom
    if movesMostExternals(changes.movedExternals) { changes.allChanged = true }
    guard !changes.allChanged else { return }
    reportSession()
  }

  /// ``report(_:)`` for each symbol of the session, in its order, through the buffers of the
  /// flags and the list (moved out of the tableau for it): a write per symbol through the
  /// nested arrays checked their uniqueness twice per symbol, an append once.
  private mutating func reportSession() {
    var flags: [Bool] = []
    var reported: [Int32] = []
    swap(&flags, &changes.isReported)
    swap(&reported, &changes.reported)
    let session = changes.session
    let count = changes.sessionCount
    let symbolCount = self.symbolCount
    // Room for every symbol of the session, written through the list's buffer and cut to
    // what was written (an append per symbol checked the list's uniqueness and room).
    var end = reported.count
    reported.resize(to: end + count, with: 0)
    flags.withUnsafeMutableBufferPointer { flags in
      session.withUnsafeBufferPointer { session in
        reported.withUnsafeMutableBufferPointer { reported in
          for k in 0..<count {
            let s = session[k]
            guard Int(s) < symbolCount, !flags[Int(s)] else { continue }
            flags[Int(s)] = true
            reported[end] = s
            end += 1
          }
        }
      }
    }
    reported.resize(to: end, with: 0)
    swap(&flags, &changes.isReported)
    swap(&reported, &changes.reported)
  }

  /// Adds `s` to the report.
  private mutating func report(_ s: Int32) {
    guard !changes.isReported[Int(s)] else { return }
    changes.isReported[Int(s)] = true
    changes.reported.append(s)
  }

  /// Adds to this call's changes the defined variables that depend on them, transitively, and
  /// forgets their memoised values.
  private mutating func spreadChanges() {
    // A suggestion that moves a whole layout spreads through every definition: the arrays the
    // loop writes are moved out of the tableau for it (no copy) and written through their
    // buffers, so that each write is a store, not a uniqueness check of a nested array. The
    // session first gets room for a symbol of each stamp (each is added once at most): its
    // array only grows (see ``ChangeTracker/session``), so it usually has it already.
    var session: [Int32] = []
    var stamps: [UInt32] = []
    var memoStamps: [UInt32] = []
    swap(&session, &changes.session)
    swap(&stamps, &changes.sessionStamp)
    swap(&memoStamps, &memo.stamp)
    var end = changes.sessionCount
    if session.count < end + stamps.count {
      Self.extend(&session, by: end + stamps.count - session.count, with: 0)
    }
    let tick = changes.sessionTick
    let symbolCount = self.symbolCount
    let skip = changes.spreadSkip ?? 0..<0
    let version = memo.version
    let allChanged = changes.allChanged
    var reported: [Bool] = []
    swap(&reported, &changes.isReported)
    session.withUnsafeMutableBufferPointer { session in
      stamps.withUnsafeMutableBufferPointer { stamps in
        memoStamps.withUnsafeMutableBufferPointer { memoStamps in
          reported.withUnsafeBufferPointer { reported in
            defs.seq.withUnsafeBufferPointer { seqs in
              changes.dependents.withBuffers { hasEntries, spans, dependents in
                var next = 0
                while next < end {
                  // A shift's own stretch: its spread is already in the session.
                  if next == skip.lowerBound { next = max(next, skip.upperBound) }
                  guard next < end else { break }
                  let s = Int(session[next])
                  next += 1
                  // A rolled-back call may have noted symbols that no longer exist.
                  guard s < symbolCount else { continue }
                  // Most of the symbols a round moves have no dependents: a byte says so where
                  // the span would take a load from an array sixteen times as long.
                  guard hasEntries[s] else { continue }
                  // The stamp first: a definition over several changed symbols is met once per
                  // symbol, and only the first meeting needs its order (another array, another
                  // cache line).
                  let at = spans[s]
                  for j in Int(at.start)..<Int(at.start) + Int(at.length) {
                    let d = dependents[j]
                    let v = Int(d.symbol)
                    guard stamps[v] != tick, seqs[v] == d.seq else { continue }
                    stamps[v] = tick
                    // Its memo forgotten, and reported this period (or the period reports
                    // everything): whatever forgot it forgot everything that depends on it,
                    // and no read has remembered any of those since (each reads it first);
                    // the spread that reported it reported them too. A round of many
                    // constant changes (every label of a screen taking a new text size)
                    // walked the definitions below each row again at every change.
                    if memoStamps[v] != version,
                      allChanged || (v < reported.count && reported[v])
                    {
                      continue
                    }
                    session[end] = d.symbol
                    end &+= 1
                    memoStamps[v] = 0
                  }
                }
              }
            }
          }
        }
      }
    }
    swap(&reported, &changes.isReported)
    spreadDefinitions &+= end &- changes.sessionCount
    changes.sessionCount = end
    swap(&session, &changes.session)
    swap(&stamps, &changes.sessionStamp)
    swap(&memoStamps, &memo.stamp)
  }

  /// Whether a row this call changed holds a constant that is not finite (R16: a chain of
  /// `y == 1e8 * x` rows takes a suggestion of 1e5 beyond a double in 38 links).
  ///
  /// Only the rows are read: evaluating the defined variables that depend on them would cost
  /// a constant change or a suggestion the values no caller asked for (a chain's head moves
  /// every definition below it). A definition that multiplies a finite value past the doubles
  /// is not caught here.
  ///
  /// `mutating` though it writes nothing: its callers mutate, and a non-mutating call from one
  /// had the optimiser copy the whole tableau (a `memcpy` of over a kilobyte) for each call.
  ///
  /// - Complexity: O(*k*) for the *k* symbols the call changed.
  mutating func changedRowsOverflow() -> Bool {
    if changes.shiftOverflowed { return true }
    // A shift's stretch (its rows' basic symbols and the definitions they move) was checked
    // as it was shifted: read again, it cost a lookup of every definition a suggestion moves.
    let skip = rows.epoch == changes.shiftEpoch ? changes.spreadSkip ?? 0..<0 : 0..<0
    let end = changes.sessionCount
    let symbolCount = self.symbolCount
    // By index through the buffers: two slices of the session searched by a closure that read
    // the rows through `self` cost some 80 instructions a suggestion, for the few symbols
    // outside the shift's stretch.
    return changes.session.withUnsafeBufferPointer { session in
      symbols.rowOf.withUnsafeBufferPointer { rowOf in
        rows.constant.withUnsafeBufferPointer { constants in
          func overflows(_ part: Range<Int>) -> Bool {
            for j in part {
              let s = Int(session[j])
              guard s < symbolCount else { continue }
              let r = Int(rowOf[s])
              if r >= 0, !constants[r].isFinite { return true }
            }
            return false
          }
          return overflows(0..<skip.lowerBound) || overflows(skip.upperBound..<end)
        }
      }
    }
  }

  /// Marks everything as possibly changed (after a structural change) and drops every memo.
  mutating func noteEverythingChanged() {
    changes.allChanged = true
    memo.version &+= 1
  }

  /// The externals whose values may have changed since the last call, each made into a
  /// result by `make` (handed its variable index), in ascending order, or `nil` for "any".
  /// The indices gather in a scratch array kept with its capacity, so that a report costs one
  /// array, the result (a rotation of a large layout reports a quarter of a million).
  mutating func takeChangedExternals<Result>(_ make: (Int32) -> Result) -> [Result]? {
    defer { changes.endPeriod() }
    guard !changes.allChanged else { return nil }
    spreadDeferred()
    var owners: [Int32] = []
    swap(&owners, &scratch.changedOwners)
    defer { swap(&owners, &scratch.changedOwners) }
    // The owners of the reported externals, through buffers (an append per symbol checked the
    // array's uniqueness and room each time: some 40 instructions a symbol).
    owners.resize(to: changes.reported.count, with: 0)
    var count = 0
    var largest: Int32 = -1
    changes.reported.withUnsafeBufferPointer { reported in
      symbols.kind.withUnsafeBufferPointer { kind in
        symbols.owner.withUnsafeBufferPointer { owner in
          owners.withUnsafeMutableBufferPointer { owners in
            for s in reported {
              let i = Int(s)
              guard kind[i] == .external, owner[i] >= 0 else { continue }
              owners[count] = owner[i]
              count += 1
              largest = max(largest, owner[i])
            }
          }
        }
      }
    }
    owners.resize(to: count, with: 0)
    return changes.ownerBits.sortedMap(&owners, largest: Int(largest), make)
  }

  /// Reports the symbols structural calls changed and the defined variables that depend on
  /// them, transitively, except from an external whose value is its baseline: what depends on
  /// it did not move through it (what moved otherwise is reached from what moved it).
  ///
  /// - Complexity: O(*k*) for *k* symbols reached, plus the values read.
  private mutating func spreadDeferred() {
    guard !changes.deferred.isEmpty else { return }
    // The session stamps mark the symbols met (no session is open during a report).
    changes.sessionTick &+= 1
    if changes.sessionTick == 0 {
      for i in changes.sessionStamp.indices { changes.sessionStamp[i] = 0 }
      changes.sessionTick = 1
    }
    let tick = changes.sessionTick
    var work = changes.deferred
    while let s = work.popLast() {
      let i = Int(s)
      guard i < symbolCount, changes.sessionStamp[i] != tick else { continue }
      changes.sessionStamp[i] = tick
      if symbols.kind[i] == .external, i < changes.hasBaseline.count, changes.hasBaseline[i],
        value(s) == changes.baseline[i]
      {
        continue
      }
      report(s)
      for d in changes.dependents[i]
      where defs.seq[Int(d.symbol)] == d.seq && changes.sessionStamp[Int(d.symbol)] != tick {
        work.append(d.symbol)
      }
    }
  }

  /// Renumbers the definitions (``renumberDefinitions()``) when a counter has passed
  /// ``Definitions/counterLimit``, outside a transaction (whose journal holds numbers).
  mutating func renumberDefinitionsIfNeeded() {
    guard defs.needsRenumbering, !journal.isRecording else { return }
    renumberDefinitions()
  }

  /// Numbers the definitions' sequence numbers and orders from 1 again, in their old order
  /// (``Definitions/renumber()``), renames the lists of dependents' current entries to the new
  /// numbers and drops the stale ones (whose numbers could otherwise come back), and marks the
  /// shifts' plans stale. Values, pivots and reports stay as they were: the numbers are compared
  /// only with each other.
  mutating func renumberDefinitions() {
    let old = defs.seq
    let renamed = defs.renumber()
    changes.dependents.renameAll { d in
      let v = Int(d.symbol)
      guard v < old.count, old[v] == d.seq else { return nil }
      return Dependent(symbol: d.symbol, seq: renamed[v])
    }
    changes.dependentsEpoch &+= 1
  }

  /// Registers definition `v` with the symbols it mentions.
  mutating func registerDependents(of v: Int32) {
    changes.dependentsEpoch &+= 1
    let seq = defs.seq[Int(v)]
    for s in defs.syms(of: Int(v)) {
      changes.dependents.append(Dependent(symbol: v, seq: seq), to: Int(s))
      let count = changes.dependents.count(Int(s))
      if count > 16, count.nonzeroBitCount == 1 {
        // Drop entries of definitions that are gone (bounded under churn).
        changes.dependents.removeAll(of: Int(s)) { d in defs.seq[Int(d.symbol)] != d.seq }
      }
    }
  }
}

extension Tableau {
  /// Adds `shift` times the coefficient of the parametric marker `m` to the constant of every
  /// row that holds it, in one pass over its plan (each row met once, see ``ShiftPlans``).
  /// Returns a redundant equality's row that left zero, if any.
  mutating func shiftRows(holding m: Int32, by shift: Double) -> Int32? {
    let k = shiftPlan(of: m)
    if journal.isRecording {
      // Inside a transaction every row is saved before it changes: done first, for the rows
      // the loop below shifts (the rare case, so the loop itself stays free of the journal).
      for r in shiftPlans.plans[k].rows { touchRow(r) }
      // Saving a row changes none of its cells: the plan still holds.
      shiftPlans.plans[k].epoch = rows.epoch
    }
    let sessionStart = changes.sessionCount
    let saveConstants = journal.savesConstants && !journal.isRecording
    var tracking = changes.isTracking
    scratch.shifted.removeAllKeepingCapacity()
    scratch.unbaselined.removeAllKeepingCapacity()
    // A plan used a second time adds its spread to the call's changes (made now when it has
    // none, or a stale one: the shift moves no basic symbol and no dependent), and marks the
    // session's stretch from `sessionStart` as spread (``ChangeTracker/spreadSkip``). Its
    // loop follows the rows' in the same function, with the same buffers open: on its own,
    // for the one or two variables of a steady suggestion's spread, it cost some 140
    // instructions a call.
    var spreads = false
    if changes.reportsByDiff {
      // The report compares every value: the shift notes nothing, and forgets the memoised
      // values of its plan's spread (the definitions it moves), or every one at the plan's
      // first use.
      tracking = false
      if shiftPlans.plans[k].reused {
        if !shiftPlans.plans[k].hasSpread
          || shiftPlans.plans[k].spreadEpoch != changes.dependentsEpoch
        {
          makeSpread(of: k)
        }
        memo.stamp.set(0, at: shiftPlans.plans[k].spread)
      } else {
        shiftPlans.plans[k].reused = true
        noteEverythingChanged()
      }
    } else if tracking, changes.spreadSkip == nil {
      if shiftPlans.plans[k].reused {
        if !shiftPlans.plans[k].hasSpread
          || shiftPlans.plans[k].spreadEpoch != changes.dependentsEpoch
        {
          makeSpread(of: k)
        }
        spreads = true
      } else {
        shiftPlans.plans[k].reused = true
      }
    }
    // A period whose shifts move most of the layout's variables (a window resized, the edits
    // of a whole screen suggested) reports everything instead: the reader reads every value,
    // which it would nearly do anyway, and the period keeps no baseline, spreads this shift's
    // rows through no session, and lists, sorts and maps no symbol at the report (about half
    // of a `nested-10000` round with its reads went to those). The shift that decides is not
    // tracked; the memo goes whole instead of by the spread. Counted at the plans that know
    // their spread (a plan's second use): a first shift is tracked as before.
    if spreads {
      changes.movedExternals += shiftPlans.plans[k].movedExternals
      if movesMostExternals(changes.movedExternals) {
        noteEverythingChanged()
        tracking = false
        spreads = false
      }
    }
    // A suggestion shifts every row of its edit: the arrays the loop reads and writes are
    // handed to a static function as disjoint stored properties and written through their
    // buffers, so that each write is a store, not a uniqueness check of a nested array. (Moved
    // out of the tableau with `swap` and back, the plan with them, and the basic symbols,
    // kinds and baselines read through `self` in the loop, a shift of enaml's nine rows cost
    // some 1,130 instructions; this way some 860.)
    let outcome = Self.shiftConstants(
      plan: &shiftPlans.plans[k], by: shift, saveConstants: saveConstants, tracking: tracking,
      tick: changes.sessionTick, constants: &rows.constant, basics: rows.basic,
      kinds: symbols.kind, hasBaseline: changes.hasBaseline, stamps: &changes.sessionStamp,
      session: &changes.session, sessionCount: &changes.sessionCount,
      saved: &journal.savedConstants, savedCount: &journal.savedConstantCount,
      infeasible: &scratch.shifted, unbaselined: &scratch.unbaselined, spreads: spreads,
      memoStamps: &memo.stamp)
    // ``noteChanged(_:from:to:)``'s baselines, in the order the loop met their symbols (none
    // in a period that reports everything).
    if !changes.allChanged { changes.keepBaselines(scratch.unbaselined, kinds: symbols.kind) }
    // The rows that turned infeasible are queued after the loop, in the same order.
    if !scratch.shifted.isEmpty {
      var infeasible: [Int32] = []
      swap(&infeasible, &scratch.shifted)
      for r in infeasible { noteConstant(r) }
      swap(&infeasible, &scratch.shifted)
    }
    shiftedRows += outcome.count
    if outcome.overflowed { changes.shiftOverflowed = true }
    changes.shiftEpoch = rows.epoch
    if spreads { changes.spreadSkip = sessionStart..<changes.sessionCount }
    return outcome.broken
  }

  /// Whether `moved` externals are most of the layout's: at least 64, and three quarters of
  /// its externals. (Reading every value costs some 95 instructions a variable, a reported one
  /// some 180 with its tracking: past about half, reading all is cheaper; a quarter is left to
  /// the estimate, which counts a variable two shifts move twice.)
  func movesMostExternals(_ moved: Int) -> Bool {
    moved >= 64 && 4 * moved >= 3 * symbols.externalCount
  }

  /// What the loop of ``shiftRows(holding:by:)`` found.
  private struct ShiftOutcome {
    /// The rows shifted.
    var count = 0
    /// A redundant equality's row that left zero, if any.
    var broken: Int32?
    /// Whether a row's constant came out not finite.
    var overflowed = false
  }

  /// The loops of ``shiftRows(holding:by:)``: shifts the constant of each row of `plan` by
  /// `shift` times its coefficient, saving the constants it overwrites when `saveConstants`,
  /// noting the basic symbols that move in the session when `tracking`, and appending the rows
  /// that turn infeasible to `infeasible` and the basic symbols that move with no baseline this
  /// period (with their values before, in the order met) to `unbaselined`; then, when
  /// `spreads`, forgets the memoised value of each variable of the plan's spread, and adds
  /// those not in the session to it.
  ///
  /// Static, with the arrays it reads and writes as arguments: the caller passes disjoint
  /// stored properties of the tableau, so that no array is copied or moved, and each is
  /// written through its buffer. The plan is only read, but passed `inout`, which costs a
  /// uniqueness check of the list of plans instead of a retain and release of each of its
  /// arrays. The baselines to keep are listed, not kept here: keeping one writes the
  /// change tracker, whose session and stamps the loop holds. Every buffer is opened once, at
  /// the top, the memo's stamps even when there is no spread to add (a uniqueness check):
  /// the plan's spread opened after the rows' loop had the optimiser retain and release the
  /// plan's arrays, which cost more than the separate call it replaced.
  private static func shiftConstants(
    plan: inout ShiftPlans.Plan, by shift: Double, saveConstants: Bool, tracking: Bool,
    tick: UInt32, constants: inout [Double], basics: [Int32], kinds: [SymbolKind],
    hasBaseline: [Bool], stamps: inout [UInt32], session: inout [Int32], sessionCount: inout Int,
    saved: inout [(Int32, Double)], savedCount: inout Int, infeasible: inout [Int32],
    unbaselined: inout [(Int32, Double)], spreads: Bool, memoStamps: inout [UInt32]
  ) -> ShiftOutcome {
    var outcome = ShiftOutcome()
    // The saved constants and the session get a slot per row of the plan (and the session
    // one per variable of its spread) first, written through their buffers (an append per row
    // checked the array's uniqueness each time).
    // Their arrays only grow (see ``Journal/savedConstants`` and ``ChangeTracker/session``):
    // they usually have the slots already.
    let count = plan.rows.count
    outcome.count = count
    let savedBase = savedCount
    if saveConstants {
      if saved.count < savedBase + count {
        extend(&saved, by: savedBase + count - saved.count, with: (0, 0))
      }
      savedCount = savedBase + count
    }
    let sessionBase = sessionCount
    var sessionEnd = sessionBase
    let room = count + (spreads ? plan.spread.count : 0)
    if tracking, session.count < sessionBase + room {
      extend(&session, by: sessionBase + room - session.count, with: 0)
    }
    plan.rows.withUnsafeBufferPointer { planRows in
      plan.coefs.withUnsafeBufferPointer { planCoefs in
        plan.spread.withUnsafeBufferPointer { spread in
          constants.withUnsafeMutableBufferPointer { constants in
            basics.withUnsafeBufferPointer { basics in
              kinds.withUnsafeBufferPointer { kinds in
                hasBaseline.withUnsafeBufferPointer { hasBaseline in
                  stamps.withUnsafeMutableBufferPointer { stamps in
                    memoStamps.withUnsafeMutableBufferPointer { memoStamps in
                      saved.withUnsafeMutableBufferPointer { saved in
                        session.withUnsafeMutableBufferPointer { session in
                          // Specialised for the common cases (a suggestion outside a
                          // transaction, tracked, or in a small system's period that compares
                          // values and tracks nothing), so that neither flag is tested per row.
                          if saveConstants, tracking {
                            shiftLoop(
                              planRows, planCoefs, by: shift, saveConstants: true,
                              tracking: true, tick: tick, constants, basics, kinds, hasBaseline,
                              stamps, saved: saved, savedBase: savedBase, session: session,
                              sessionEnd: &sessionEnd, infeasible: &infeasible,
                              unbaselined: &unbaselined, outcome: &outcome)
                          } else if saveConstants {
                            shiftLoop(
                              planRows, planCoefs, by: shift, saveConstants: true,
                              tracking: false, tick: tick, constants, basics, kinds, hasBaseline,
                              stamps, saved: saved, savedBase: savedBase, session: session,
                              sessionEnd: &sessionEnd, infeasible: &infeasible,
                              unbaselined: &unbaselined, outcome: &outcome)
                          } else {
                            shiftLoop(
                              planRows, planCoefs, by: shift, saveConstants: saveConstants,
                              tracking: tracking, tick: tick, constants, basics, kinds,
                              hasBaseline, stamps, saved: saved, savedBase: savedBase,
                              session: session, sessionEnd: &sessionEnd,
                              infeasible: &infeasible, unbaselined: &unbaselined,
                              outcome: &outcome)
                          }
                          guard spreads else { return }
                          for v in spread {
                            let i = Int(v)
                            memoStamps[i] = 0
                            guard stamps[i] != tick else { continue }
                            stamps[i] = tick
                            session[sessionEnd] = v
                            sessionEnd &+= 1
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    if tracking { sessionCount = sessionEnd }
    return outcome
  }

  /// The loop of `shiftConstants` over the plan's rows, through the buffers of its arrays.
  @inline(__always)
  private static func shiftLoop(
    _ planRows: UnsafeBufferPointer<Int32>, _ planCoefs: UnsafeBufferPointer<Double>,
    by shift: Double, saveConstants: Bool, tracking: Bool, tick: UInt32,
    _ constants: UnsafeMutableBufferPointer<Double>, _ basics: UnsafeBufferPointer<Int32>,
    _ kinds: UnsafeBufferPointer<SymbolKind>, _ hasBaseline: UnsafeBufferPointer<Bool>,
    _ stamps: UnsafeMutableBufferPointer<UInt32>,
    saved: UnsafeMutableBufferPointer<(Int32, Double)>,
    savedBase: Int, session: UnsafeMutableBufferPointer<Int32>, sessionEnd: inout Int,
    infeasible: inout [Int32], unbaselined: inout [(Int32, Double)],
    outcome: inout ShiftOutcome
  ) {
    // `c - c` is 0 for a finite `c` and NaN otherwise: summed over the rows (no branch per row),
    // it is NaN exactly when a row's constant came out not finite.
    var finiteProbe = 0.0
    for j in 0..<planRows.count {
      let r = planRows[j]
      let i = Int(r)
      let old = constants[i]
      if saveConstants { saved[savedBase &+ j] = (r, old) }
      var c = old + planCoefs[j] * shift
      if abs(c) < nearZero { c = 0 }
      constants[i] = c
      let basic = basics[i]
      let b = Int(basic)
      // ``noteChanged(_:from:to:)``, through the buffers.
      if tracking, old != c, stamps[b] != tick {
        stamps[b] = tick
        session[sessionEnd] = basic
        sessionEnd &+= 1
        if b >= hasBaseline.count || !hasBaseline[b] { unbaselined.append((basic, old)) }
      }
      if c < -nearZero { infeasible.append(r) }
      finiteProbe += c - c
      // The kind first, and the rest out of line: a dummy is rare, and inlined, the optimiser
      // made the whole test branch-free (some 14 instructions a row).
      if kinds[b] == .dummy, c != 0 { noteBroken(r, in: &outcome) }
    }
    if finiteProbe != 0 { outcome.overflowed = true }
  }

  /// Keeps `r` as the shift's broken row unless it has one.
  @inline(never)
  private static func noteBroken(_ r: Int32, in outcome: inout ShiftOutcome) {
    if outcome.broken == nil { outcome.broken = r }
  }

  /// A new tick for a walk through the lists of dependents, with a stamp for every symbol
  /// (``ShiftPlans/stamp``: a symbol the walk met holds the tick).
  private mutating func startDependentsWalk() -> UInt32 {
    shiftPlans.tick &+= 1
    if shiftPlans.tick == 0 {
      for i in shiftPlans.stamp.indices { shiftPlans.stamp[i] = 0 }
      shiftPlans.tick = 1
    }
    if shiftPlans.stamp.count < symbolCount {
      shiftPlans.stamp.append(
        contentsOf: repeatElement(0, count: symbolCount - shiftPlans.stamp.count))
    }
    return shiftPlans.tick
  }

  /// Forgets the memoised value of `v` and of every definition that depends on it,
  /// transitively: in a period that reports by comparison (``ChangeTracker/reportsByDiff``),
  /// what a call's spread would forget.
  mutating func forgetMemo(from v: Int32) {
    _ = forgetMemo(from: v, atMost: .max)
  }

  /// ``forgetMemo(from:)`` for at most `limit` definitions besides `v`: false, with only some of
  /// them forgotten, when more depend on it.
  mutating func forgetMemo(from v: Int32, atMost limit: Int) -> Bool {
    let tick = startDependentsWalk()
    // The stack of definitions to evaluate is empty between reads: the walk's work list.
    var work: [Int32] = []
    swap(&work, &scratch.definitionStack)
    var met = 0
    var complete = true
    shiftPlans.stamp[Int(v)] = tick
    memo.stamp[Int(v)] = 0
    work.append(v)
    walk: while let s = work.popLast() {
      for d in changes.dependents[Int(s)] {
        let i = Int(d.symbol)
        guard defs.seq[i] == d.seq, shiftPlans.stamp[i] != tick else { continue }
        met &+= 1
        if met > limit {
          complete = false
          break walk
        }
        shiftPlans.stamp[i] = tick
        memo.stamp[i] = 0
        work.append(d.symbol)
      }
    }
    if !complete { work.removeAll(keepingCapacity: true) }
    swap(&work, &scratch.definitionStack)
    return complete
  }

  /// Makes plan `k`'s spread: every defined variable reached from the basic symbols of its rows
  /// through the lists of dependents, in ascending order.
  private mutating func makeSpread(of k: Int) {
    let tick = startDependentsWalk()
    var spread = shiftPlans.plans[k].spread
    shiftPlans.plans[k].spread = []
    spread.removeAllKeepingCapacity()
    // The walk reads and writes through buffers: the stamps moved out of the plans for it (a
    // stamp written through the nested array was a uniqueness check per symbol met).
    var work: [Int32] = []
    var stamps: [UInt32] = []
    swap(&stamps, &shiftPlans.stamp)
    let planRows = shiftPlans.plans[k].rows
    // The basic externals among the rows' symbols (the spread's are all externals).
    var movedBasics = 0
    stamps.withUnsafeMutableBufferPointer { stamps in
      rows.basic.withUnsafeBufferPointer { basics in
        symbols.kind.withUnsafeBufferPointer { kinds in
          defs.seq.withUnsafeBufferPointer { seqs in
            changes.dependents.withBuffers { hasEntries, spans, dependents in
              for r in planRows {
                let b = basics[Int(r)]
                guard stamps[Int(b)] != tick else { continue }
                stamps[Int(b)] = tick
                if kinds[Int(b)] == .external { movedBasics += 1 }
                work.append(b)
              }
              while let s = work.popLast() {
                guard hasEntries[Int(s)] else { continue }
                let at = spans[Int(s)]
                for j in Int(at.start)..<Int(at.start) + Int(at.length) {
                  let d = dependents[j]
                  let v = Int(d.symbol)
                  guard seqs[v] == d.seq, stamps[v] != tick else { continue }
                  stamps[v] = tick
                  spread.append(d.symbol)
                  work.append(d.symbol)
                }
              }
            }
          }
        }
      }
    }
    swap(&stamps, &shiftPlans.stamp)
    let n = spread.count
    if n >= 32, symbolCount <= 2 * n * (Int.bitWidth - n.leadingZeroBitCount) {
      // A spread over a good part of the symbols (a suggestion on a layout whose pivots made
      // every plan stale): their stamps read in id order, the basic symbols the walk started
      // from passed over (a defined symbol is never basic), instead of a comparison sort
      // (`nested2-10000`'s rounds: 5% of their instructions in the sort). Same symbols, same
      // order. Two passes over the stamps cost less than the sort's n log n comparisons while
      // the symbols number at most 2 n log n.
      let count = symbolCount
      shiftPlans.stamp.withUnsafeBufferPointer { stamps in
        symbols.rowOf.withUnsafeBufferPointer { rowOf in
          spread.withUnsafeMutableBufferPointer { spread in
            // Counted first: were a stamped symbol both, the sort below would still hold.
            var found = 0
            for v in 0..<count where stamps[v] == tick && rowOf[v] < 0 { found += 1 }
            guard found == spread.count else {
              spread.sort()
              return
            }
            found = 0
            for v in 0..<count where stamps[v] == tick && rowOf[v] < 0 {
              spread[found] = Int32(truncatingIfNeeded: v)
              found += 1
            }
          }
        }
      }
    } else {
      spread.sort()
    }
    shiftPlans.plans[k].movedExternals = movedBasics + spread.count
    shiftPlans.plans[k].spread = spread
    shiftPlans.plans[k].hasSpread = true
    shiftPlans.plans[k].spreadEpoch = changes.dependentsEpoch
  }

  /// The index in ``shiftPlans`` of the plan of `m`'s shift: the current one, or one made now
  /// from `m`'s column (each live row that holds `m` once, in the column's order).
  ///
  /// - Complexity: O(1) when the plan is current; otherwise a search of each row in the column.
  private mutating func shiftPlan(of m: Int32) -> Int {
    if let k = shiftPlans.current(m, epoch: rows.epoch) { return k }
    let k = shiftPlans.start(m, epoch: rows.epoch)
    var plan = ShiftPlans.Plan()
    swap(&plan, &shiftPlans.plans[k])
    // Valid until the next write to the columns: none until the walk is done.
    let list = symbols.columns.rows(Int(m))
    scratch.startVisit()
    for r in list where isUnvisitedLiveRow(r) {
      guard let a = cell(of: m, inRow: Int(r)) else { continue }
      plan.rows.append(r)
      plan.coefs.append(a)
    }
    let stale = plan.rows.count < list.count
    swap(&plan, &shiftPlans.plans[k])
    // Keep the column clean: it is walked whenever the plan is made again.
    if stale { recycle(rowsHolding(m)) }
    return k
  }

  /// Appends `n` copies of `value` to `array`: one at a time when they are few (an append of a
  /// repeated element costs about as much as eight single appends), else at once.
  @inline(__always)
  private static func extend<Element>(_ array: inout [Element], by n: Int, with value: Element) {
    if n < 8 {
      for _ in 0..<n { array.append(value) }
    } else {
      array.append(contentsOf: repeatElement(value, count: n))
    }
  }

  /// Whether `r` is a live row the current walk has not met yet; marks it met.
  private mutating func isUnvisitedLiveRow(_ r: Int32) -> Bool {
    let i = Int(r)
    guard i < rows.basic.count, scratch.visitStamp[i] != scratch.visitTick, rows.basic[i] >= 0
    else { return false }
    scratch.visitStamp[i] = scratch.visitTick
    return true
  }

  /// The coefficient of `s` in row `i`, or nil when the row does not hold it, found from the
  /// row's front (see ``positionFromFront(of:inRow:)``).
  @inline(__always)
  func cell(of s: Int32, inRow i: Int) -> Double? {
    rows.withCells(i) { syms, coefs in
      let at = gallopingPosition(of: s, in: syms)
      guard at < syms.count, syms[at] == s else { return nil }
      return coefs[at]
    }
  }

  /// ``position(of:inRow:)`` found by galloping from the row's front: probes 0, 1, 3, 7, ...
  /// until one is not below `s`, then a binary search between the last two probes.
  ///
  /// A shift's marker is usually an old symbol (an edit or a constraint made before the views
  /// it moves), so it sits near the front of the rows that hold it, where a binary search from
  /// the middle of a long row would read a cache line per halving before reaching it: on
  /// `grid-10000`'s rounds (rows of 205 cells) that was a fifth of the rounds' cache misses.
  ///
  /// - Complexity: O(log *p*) for the position *p* found.
  @inline(__always)
  func positionFromFront(of s: Int32, inRow i: Int) -> Int {
    rows.withSyms(i) { syms in gallopingPosition(of: s, in: syms) }
  }
}

/// The index of the first of the sorted `syms` that is not below `s`, galloping from the front
/// (see ``Tableau/positionFromFront(of:inRow:)``).
@inline(__always)
private func gallopingPosition(of s: Int32, in syms: UnsafeBufferPointer<Int32>) -> Int {
  let n = syms.count
  var bound = 1
  while bound <= n, syms[bound - 1] < s { bound &*= 2 }
  var lo = bound >> 1
  var hi = min(bound, n)
  while lo < hi {
    let mid = (lo + hi) >> 1
    if syms[mid] < s { lo = mid + 1 } else { hi = mid }
  }
  return lo
}

extension Tableau {
  /// Puts back the row constants an optimistic shift overwrote, bit for bit, and forgets the
  /// rows it queued as infeasible.
  mutating func restoreSavedConstants() {
    for (r, constant) in journal.savedConstants[..<journal.savedConstantCount].reversed() {
      rows.constant[Int(r)] = constant
    }
    journal.savedConstantCount = 0
    work.clearInfeasible()
  }
}
