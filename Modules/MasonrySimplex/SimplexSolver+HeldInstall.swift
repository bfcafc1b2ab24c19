// SPDX-License-Identifier: MIT

import MasonrySolving

/// An add whose phase 1 pivoted on a noise-sized cell, with its transaction still open: what
/// it takes to take the add back exactly.
struct HeldInstall {
  /// The slot the add filled.
  var slot: Int32
  /// The slot as the install made it, before it went live.
  var saved: Slot
  /// The constraint's markers and their coefficients in its row.
  var markers: [(sym: Int32, coef: Double)]
}

extension SimplexCore {
  /// Settles an add whose phase 1 pivoted on a noise-sized cell (``Tableau/smallPivots``), its
  /// transaction still open. Such a pivot may have spread a cancellation's residue through the
  /// tableau, so the tableau is rebuilt from the constraints (``refactor()``). When the
  /// rebuild refuses one of them, the tableau had lost the precision to see a conflict (API
  /// fuzz seed 4689: values near 4e9 broke required constraints by 5e8): the add is taken back
  /// through its transaction, bit for bit, and tried once more on a rebuild of the constraints
  /// before it. A refusal there leaves the solver exactly as before the add (the rebuild is
  /// thrown away); an acceptance keeps that rebuilt tableau.
  ///
  /// - Returns: the slot of the constraint.
  /// - Complexity: one or two rebuilds of every live constraint; taken only after a pivot on a
  ///   noise-sized cell.
  mutating func settleHeldInstall(
    _ held: HeldInstall, of constraint: LinearConstraint
  ) throws(SolverError) -> Int32 {
    let installed = self
    do {
      try refactor()
      return held.slot
    } catch {
      self = installed
    }
    var before = self
    before.t.rollback()
    before.undoInstall(held.slot, slot: held.saved, markers: held.markers, level: -1)
    var retry = before
    do {
      try retry.refactor()
    } catch {
      // Not even the constraints before the add rebuild: keep the tableau the add made.
      t.commit()
      return held.slot
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
