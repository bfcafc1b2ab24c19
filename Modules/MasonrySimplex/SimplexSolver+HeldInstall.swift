// SPDX-License-Identifier: MIT

import MasonrySolving

/// An add whose phase 1 pivoted on a noise-sized cell, or first wrote a cell beyond
/// ``SimplexCore/checkedCell``, with its transaction still open: what it takes to take the add
/// back exactly.
struct HeldInstall {
  /// The slot the add filled.
  var slot: Int32
  /// The slot as the install made it, before it went live.
  var saved: Slot
  /// The constraint's markers and their coefficients in its row.
  var markers: [(sym: Int32, coef: Double)]
  /// The constraint's objective level (-1 for a required one), and that level's unit and
  /// weight before the add.
  var level: Int
  var levelBefore: (unit: Double, weight: Double)
  /// Whether the add was held for a cell beyond ``SimplexCore/checkedCell`` (see
  /// ``SimplexCore/settleHeldInstall(_:of:)``) rather than for a noise-sized pivot.
  var widened: Bool

  /// The state before the add: `core` (whose transaction is this add's) with the transaction
  /// rolled back and the install undone, bit for bit as a refused add leaves it.
  func undone(from core: SimplexCore) -> SimplexCore {
    var before = core
    before.t.rollback()
    before.undoInstall(
      slot, slot: saved, markers: markers, level: level, levelBefore: levelBefore)
    return before
  }
}

/// What ``SimplexCore/settleHeldInstall(_:of:)`` made of a held add.
enum HeldOutcome {
  /// The add is kept in this slot; the caller finishes it.
  case kept(Int32)
  /// The add ran once more as a checked call, which finished it: its handle.
  case checked(ConstraintHandle)
}

extension SimplexCore {
  /// Settles an add held with its transaction open (see ``HeldInstall``).
  ///
  /// After a pivot on a noise-sized cell (``Tableau/smallPivots``), which may have spread a
  /// cancellation's residue through the tableau, the tableau is rebuilt from the constraints
  /// (``refactor()``). When the rebuild refuses one of them, the tableau had lost the precision
  /// to see a conflict (API fuzz seed 4689: values near 4e9 broke required constraints by 5e8):
  /// the add is taken back through its transaction, bit for bit, and tried once more on a
  /// rebuild of the constraints before it. A refusal there leaves the solver exactly as before
  /// the add (the rebuild is thrown away); an acceptance keeps that rebuilt tableau.
  ///
  /// After the first cell beyond ``checkedCell``, the tableau the add made is kept as it is.
  /// Such cells carry the rounding of the products that made them, and phase 1 can take a
  /// difference of that rounding for a direction (`.csys` fuzz case 31899: a required
  /// `-98 * v0 == 0` that conflicts with the system wrote cells of 6.9e10, was accepted, and
  /// left a required equality off by 18).
  ///
  /// Either way the add's optimum is then measured: when a required constraint is beyond
  /// ``SolutionTolerance``, the add is taken back, bit for bit, and runs once more as a checked
  /// call (``checking(_:_:)``), whose handle or refusal this returns or throws. Inside a
  /// checked call the measure is the caller's.
  ///
  /// - Complexity: the optimisation the add left pending and a measure of the answer; one or
  ///   two rebuilds of every live constraint after a noise-sized pivot, or when the answer is
  ///   off. Taken only by such adds.
  mutating func settleHeldInstall(
    _ held: HeldInstall, of constraint: LinearConstraint
  ) throws(SolverError) -> HeldOutcome {
    let before = held.undone(from: self)
    if held.widened {
      t.commit()
    } else {
      let installed = self
      do {
        try refactor()
      } catch {
        self = installed
        return .kept(try retryOnRebuild(before, constraint, keeping: held.slot))
      }
    }
    guard !checkingCall else { return .kept(held.slot) }
    if (try? settle()) != nil, holdsAnswer() { return .kept(held.slot) }
    self = before
    checkingCall = true
    defer { checkingCall = false }
    return .checked(
      try checking(constraint) { core throws(SolverError) in try core.add(constraint) })
  }

  /// The add of `constraint` on a rebuild of `before` (the state before it), when the
  /// constraints with it do not rebuild; the tableau the add made in `slot` (this core's, its
  /// transaction open) when not even those before it do.
  private mutating func retryOnRebuild(
    _ before: SimplexCore, _ constraint: LinearConstraint, keeping slot: Int32
  ) throws(SolverError) -> Int32 {
    var retry = before
    do {
      try retry.refactor()
    } catch {
      // Not even the constraints before the add rebuild: keep the tableau the add made.
      t.commit()
      return slot
    }
    do {
      let slot = try retry.install(constraint, isEdit: false)
      self = retry
      return slot
    } catch {
      self = before
      throw error
    }
  }
}
