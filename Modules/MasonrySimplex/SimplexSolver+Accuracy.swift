// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// Runs a call, and checks its answer when the system holds a constraint whose coefficients
  /// span more than 1 / ``pivotFloor``: pivots on cells that far below their row's largest
  /// multiply rounding by as much, and the tableau's history can leave a required constraint
  /// broken beyond ``SolutionTolerance`` (API fuzz seed 4874: a required inequality with a
  /// coefficient of 2e10, off by 0.038 after a suggestion, its values near 1). In such a system
  /// the call optimises at once and every required constraint is measured from its own data;
  /// one beyond the tolerance rebuilds the tableau (``refactor()``), and one still beyond it
  /// after the rebuild refuses the call with ``RangeViolation/Reason/precision``, the solver
  /// put back as it was (a copy taken before the call). An optimum beyond the doubles (a chain
  /// of such constraints multiplying a wish past 1e308 when the optimisation an add deferred
  /// runs) is refused the same way, as ``RangeViolation/Reason/overflow`` of `constraint`.
  ///
  /// When the rebuild itself refuses the constraint the call adds, the tableau had lost the
  /// precision to see a conflict: the call is refused as ``SolverError/unsatisfiable(_:)``, the
  /// conflict explained from the constraints before it (API fuzz seeds 22899, 29021). When it
  /// refuses another, or the call fails numerically (``SolverError/internalFailure(_:)`` is never
  /// an answer here), the call runs once more on a tableau rebuilt from the constraints before
  /// it, and its answer there is kept when it is within the tolerance, or refused as above.
  ///
  /// A system whose ``Tableau/magnitudeGain`` is beyond ``gainLimit`` is checked the same way,
  /// whatever its constraints: chains of constraints in range can multiply a value past the
  /// doubles (52 links `x[i] == 1e6 * x[i - 1]` under an edit of x0 at 1, whose cells reach
  /// 1e306 before the last; 310 links `x[i] == 10 * x[i - 1]`, defined one by one), and an
  /// unchecked call would leave an infinity in a row, a cell or a value read later (a wish
  /// added to such a chain was accepted, and the optimisation it left pending overflowed at the
  /// next `solve()`).
  ///
  /// - Complexity: the call alone when no such constraint is live and the gain is in bounds;
  ///   otherwise, in addition, O(*n*) for *n* slots, variables, rows and terms (a copy of the
  ///   state, the optimisation, the measure), and a rebuild where a required constraint is off.
  ///
  /// Inlined, so that a system without such a constraint runs the call itself and one test.
  ///
  /// `widening` checks the call although no such constraint is live yet: an add that brings the
  /// first one (API fuzz seed 10346: a batch whose `-2e10 * v0` row left a required equality
  /// beyond the tolerance, which the next `solve()` found and refused). So is a constant change
  /// or a suggestion that sets a constant more than ``hugeConstant`` times its row's largest
  /// coefficient (see ``bringsHugeConstant(_:to:)``): the dual simplex steps that carry values
  /// of that size through the rows leave their rounding in the rows whose values stay small
  /// (API fuzz seed 19671: a required constant set to 1e11 moved a variable to -6.3e8 and left a
  /// required inequality over values near 60 off by 1e-4, scaled, where 6.6e-5 is allowed and a
  /// fresh build of the same constraints is off by 7e-6). Only that call: the system is not
  /// checked from then on (a GUI's 16,777,215-point maximum sizes would make every later call
  /// pay for the check), unless the constant is more than ``checkedConstant`` (1e8) times the
  /// coefficients: every call is checked while such a constraint is live (``hugeConstants``).
  ///
  /// Values can get that large with no constant that large: an optimum of constants near 8.7e7
  /// (`171 * v0 + 8 * v2 - 230 * v1 - 2e10 == 0`, scaled) that holds values near 5.5e10 (API
  /// fuzz seed 617932), or a phase-1 step that enters a slack on a coefficient of 1e-3. Their
  /// rounding stays in the rows when the values come back near 1, and a required equality
  /// added then was off by 6.5e-4 (2.5e-4 allowed). So every call is checked too while the
  /// tableau may hold a value beyond ``checkedConstant``: one that a pivot or a new row gave its
  /// basic symbol since the values were last measured (``RowStore/valueMark``, one comparison a
  /// pivot); the measure of a check sets it to the largest there is, so that the calls are
  /// checked until the values are back in range, the call that brings them back among them.
  ///
  /// So is every call while a cell of the rows may be beyond ``checkedCell`` (1e4; see
  /// ``RowStore/largestCellBound``): cells that large carry the rounding of the products that
  /// made them. The add that writes the first one is held and measured by itself (see
  /// ``settleHeldInstall(_:of:)``), since no copy was taken before it.
  @inline(__always)
  mutating func verifying<Result>(
    _ constraint: LinearConstraint? = nil, widening: Bool = false,
    _ body: (inout SimplexCore) throws(SolverError) -> Result
  ) throws(SolverError) -> Result {
    guard
      wideConstraints > 0 || hugeConstants > 0 || widening || !(t.magnitudeGain <= gainLimit)
        || !(t.rows.valueMark <= Self.checkedConstant)
        || !(t.rows.largestCellBound <= Self.checkedCell)
    else {
      return try body(&self)
    }
    return try checking(constraint, body)
  }

  /// ``verifying(_:widening:_:)`` in a system it checks.
  @inline(never)
  mutating func checking<Result>(
    _ constraint: LinearConstraint?, _ body: (inout SimplexCore) throws(SolverError) -> Result
  ) throws(SolverError) -> Result {
    let wasChecking = checkingCall
    checkingCall = true
    defer { checkingCall = wasChecking }
    let saved = self
    let overflow = RangeViolation(constraint: constraint, reason: .overflow)
    let result: Result
    do {
      result = try body(&self)
    } catch {
      // A refusal leaves the state as it was before the call, bit for bit, whatever the call
      // did to take itself back (an add whose rows overflowed rebuilds the tableau without
      // it, whose values match the ones before to rounding only). Numerical trouble in a
      // tableau that holds an infinity is the overflow; any other is never the answer: the
      // call once more on a rebuild of the constraints before it.
      guard case .internalFailure = error else {
        self = saved
        throw error
      }
      let overflowed = holdsNonFinite()
      self = saved
      if overflowed { throw .outOfRange(overflow) }
      return try retriedOnRebuild(body, overflow: overflow)
    }
    let refused: RangeViolation
    do throws(SolverError) {
      try settle()
      if holdsNonFinite() {
        refused = overflow
      } else if let off = requiredBeyondTolerance() {
        if off.overflows {
          refused = overflow
        } else {
          guard try !rebuildHoldsAnswer() else { return result }
          refused = precisionRefusal(of: off.slot)
        }
      } else if holdsInfeasibleRow() {
        // Feasible is what every call leaves; a restricted row below zero is the tableau's
        // rounding (API fuzz seed 79237: an optional add left a slack at -16 in a system with
        // `2e10 * v2` rows, a trap of the invariant checker).
        guard try !rebuildHoldsAnswer() else { return result }
        refused = RangeViolation(constraint: constraint, reason: .precision)
      } else {
        return result
      }
    } catch {
      let overflowed = holdsNonFinite()
      let refusal = (slot: rebuildRefused, error: rebuildRefusal)
      self = saved
      guard case .internalFailure = error else { throw error }
      if overflowed { throw .outOfRange(overflow) }
      // The constraints do not rebuild: the tableau had lost the precision to see that the
      // call leaves them infeasible (API fuzz seeds 22899, 29021, 64349: an add accepted, over
      // values near 2.5e7 in a system with a `2e10 * v0` row, that the rebuild refuses as
      // unsatisfiable, as the dense engine does).
      if let conflict = conflictOfAdd(constraint, refusedIn: refusal.slot, refusal.error) {
        throw .unsatisfiable(conflict)
      }
      return try retriedOnRebuild(body, overflow: overflow)
    }
    self = saved
    throw .outOfRange(refused)
  }

  /// Rebuilds the tableau from the constraints (``refactor()``) and tells whether the rebuilt
  /// answer holds (``holdsAnswer()``); when it does not, rebuilds once more with the required
  /// constraints first, whose rows then come from their own data, not from the rows of optional
  /// ones that carried huge values (API fuzz seed 36248), and tells whether that answer holds.
  ///
  /// A rebuild in slot order can pass through such values too: an optional constraint installed
  /// before a required one can hold a value the required one then multiplies (API fuzz seed
  /// 893757: `261 * v2 - 2e10 * v0 + 166 == 0` made optional while `v0` is 4.5e8, installed
  /// before the required `-96 * v2 + 6 * v3 - 100 == 0`, took v3 through 5.5e17, whose rounding
  /// step is 64, and the rebuilt optimum held a slack at -64: a tableau that satisfied every
  /// required constraint, accepted, whose next `solve()` was refused as `precision`).
  ///
  /// - Throws: ``SolverError/internalFailure(_:)`` when the first rebuild fails (see
  ///   ``refactor(requiredFirst:)``), or when the second refuses a constraint as unsatisfiable;
  ///   another failure of the second leaves the first, and answers false.
  /// - Complexity: one or two rebuilds of every live constraint, and a measure of each answer.
  private mutating func rebuildHoldsAnswer() throws(SolverError) -> Bool {
    try refactor()
    if holdsAnswer() { return true }
    do {
      try refactor(requiredFirst: true)
    } catch {
      // The required constraints alone refuse one of them: a conflict that the rounding of
      // the optional rows hid, for the caller to explain (`.csys` fuzz case 31899).
      if case .unsatisfiable? = rebuildRefusal { throw error }
      return false
    }
    return holdsAnswer()
  }

  /// Whether the tableau's answer is one a checked call may keep: every row finite, every
  /// required constraint within ``SolutionTolerance``, and every restricted row feasible.
  ///
  /// - Complexity: O(*n*) for *n* slots, variables, rows and terms.
  mutating func holdsAnswer() -> Bool {
    !holdsNonFinite() && requiredBeyondTolerance() == nil && !holdsInfeasibleRow()
  }

  /// The call `body` once more, on a tableau rebuilt from the constraints as they were before it
  /// (the core is as it was before the call): its answer when that is within the tolerance, its
  /// typed refusal when it refuses, ``RangeViolation/Reason/precision`` (or
  /// ``RangeViolation/Reason/overflow``) otherwise. A refusal leaves the core as it was; an
  /// answer keeps the rebuilt tableau.
  ///
  /// - Complexity: a rebuild of every live constraint, the call, and a measure of the answer.
  private mutating func retriedOnRebuild<Result>(
    _ body: (inout SimplexCore) throws(SolverError) -> Result, overflow: RangeViolation
  ) throws(SolverError) -> Result {
    var retry = self
    let refused: RangeViolation
    do {
      try retry.refactor()
      let result = try body(&retry)
      try retry.settle()
      if retry.holdsNonFinite() {
        refused = overflow
      } else if let off = retry.requiredBeyondTolerance() {
        refused = off.overflows ? overflow : retry.precisionRefusal(of: off.slot)
      } else if retry.holdsInfeasibleRow() {
        refused = RangeViolation(constraint: overflow.constraint, reason: .precision)
      } else {
        self = retry
        return result
      }
    } catch {
      guard case .internalFailure = error else { throw error }
      refused = RangeViolation(constraint: overflow.constraint, reason: .precision)
    }
    throw .outOfRange(refused)
  }

  /// The refusal of a call that leaves the constraint in slot `slot` beyond the tolerance.
  private func precisionRefusal(of slot: Int) -> RangeViolation {
    RangeViolation(
      constraint: slots[slot].constraint, handle: handle(Int32(slot)), reason: .precision)
  }

  /// When a rebuild after the add of `constraint` refused that constraint (its slot `slot` not
  /// live before the call) as unsatisfiable, the conflict, explained on this core (the state
  /// before the call) from the constraints the rebuild named; nil otherwise.
  private mutating func conflictOfAdd(
    _ constraint: LinearConstraint?, refusedIn slot: Int32?, _ error: SolverError?
  ) -> Conflict? {
    guard let constraint, let slot, case .unsatisfiable(let conflict)? = error,
      Int(slot) >= slots.count || !slots[Int(slot)].live, conflict.constraint == constraint
    else { return nil }
    var certificate: [Int32] = []
    for handle in conflict.conflicting {
      guard let i = slotIndex(handle) else { return nil }
      certificate.append(slots[i].marker)
    }
    return explain(constraint, certificate: certificate, changed: nil)
  }

  /// Whether a row whose basic symbol is a slack or an error is below zero beyond the tolerance
  /// the invariant checker allows.
  ///
  /// - Complexity: O(*r*) for *r* rows.
  func holdsInfeasibleRow() -> Bool {
    for r in t.rows.basic.indices where t.rows.basic[r] >= 0 {
      let kind = t.symbols.kind[Int(t.rows.basic[r])]
      if kind == .slack || kind == .error, t.rows.constant[r] < -nearZero * 1e3 { return true }
    }
    return false
  }

  /// Whether a row of the tableau holds a cell or a constant that is not finite. Reads every
  /// cell only when ``RowStore/largestCellBound`` is not finite (then sets it to the largest
  /// cell there is: a cell that overflowed in a call rolled back since leaves no infinity).
  ///
  /// - Complexity: O(*r*) for *r* rows; O(*c*) for *c* cells when the bound is not finite.
  mutating func holdsNonFinite() -> Bool {
    for r in t.rows.basic.indices where t.rows.basic[r] >= 0 {
      if !t.rows.constant[r].isFinite { return true }
    }
    guard !t.rows.largestCellBound.isFinite else { return false }
    var largest = 0.0
    for r in t.rows.basic.indices where t.rows.basic[r] >= 0 {
      for c in t.rows.coefs(r) where !(abs(c) <= largest) { largest = abs(c) }
    }
    t.rows.largestCellBound = largest
    return !largest.isFinite
  }

  /// Whether `constraint`'s coefficients, as written, span more than 1 / ``pivotFloor``: an add
  /// of it may make the system one that ``verifying(_:widening:_:)`` checks. Terms are not
  /// merged first (a merge can only narrow the span), so this may say yes where the installed
  /// row is not wide: the call is then checked once for nothing.
  ///
  /// - Complexity: O(*k*) for *k* terms.
  static func mayWiden(_ constraint: LinearConstraint) -> Bool {
    var largest = 0.0
    var smallest = Double.infinity
    for term in constraint.expression.terms where term.coefficient != 0 {
      let magnitude = abs(term.coefficient)
      largest = max(largest, magnitude)
      smallest = min(smallest, magnitude)
    }
    return largest > 0 && smallest < pivotFloor * largest
  }

  /// Whether setting the constant of the constraint under `handle` to `constant` makes it more
  /// than ``hugeConstant`` times the constraint's largest coefficient, so that
  /// ``verifying(_:widening:_:)`` checks the call; false for an unknown handle. Inlined: a call
  /// through the solver's stored core had the optimiser copy the whole core first.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func bringsHugeConstant(_ constant: Double, to handle: ConstraintHandle) -> Bool {
    guard let i = slotIndex(handle) else { return false }
    return abs(constant) * slots[i].scale > Self.hugeConstant
  }

  /// The slot of the first live required constraint broken beyond ``SolutionTolerance`` at the
  /// tableau's values, or nil, and whether a value is not finite (then the slot is any); recounts
  /// ``wideConstraints`` and ``hugeConstants``, and sets ``RowStore/valueMark`` to the largest
  /// row constant, on the way.
  mutating func requiredBeyondTolerance() -> (slot: Int, overflows: Bool)? {
    let values = variableValues()
    var largest = 0.0
    for value in values { largest = max(largest, abs(value)) }
    if !largest.isFinite { return (slots.firstIndex { $0.live } ?? 0, true) }
    var largestRow = 0.0
    for r in t.rows.basic.indices where t.rows.basic[r] >= 0 {
      largestRow = max(largestRow, abs(t.rows.constant[r]))
    }
    t.rows.valueMark = largestRow
    var wide = 0
    var huge = 0
    for slot in slots where slot.live {
      if slot.isWide { wide += 1 }
      if abs(slot.constraint.expression.constant) * slot.scale > Self.checkedConstant { huge += 1 }
      largest = max(largest, SolutionTolerance.scaledConstant(of: slot.constraint))
    }
    wideConstraints = wide
    hugeConstants = huge
    let global = SolutionTolerance.ofLargest * largest
    for i in slots.indices where slots[i].live && slots[i].constraint.strength.isRequired {
      let (violation, allowed) = SolutionTolerance.scaledViolation(of: slots[i].constraint) {
        values[Int($0.id)]
      }
      if !(violation <= allowed + global) { return (i, false) }
    }
    return nil
  }
}
