// SPDX-License-Identifier: MIT

import MasonrySolving

extension GaussSolver {
  /// The state before a change, when the last solve scaled its columns (nil otherwise: the
  /// change is solved lazily, as usual).
  func markIfEager() -> GaussSnapshot? {
    solvesEagerly ? snapshot() : nil
  }

  /// After a change made since `mark`: solves now, and when the answer leaves the doubles,
  /// puts the solver back exactly as it was at `mark` and throws `violation`.
  ///
  /// Over scaled columns a chain of coefficients can carry a value far (1e304 for a chain of
  /// 38 factors 1e8): a suggestion or constant in range may then have a consequence that is
  /// not, and the call that made it is refused, as the simplex engine refuses it. Any other
  /// failure of the solve is left for ``solve()`` to report, as without the mark.
  func settle(_ mark: GaussSnapshot?, refusing violation: RangeViolation) throws(SolverError) {
    guard let mark else { return }
    do {
      try solve()
    } catch {
      guard case .outOfRange(let found) = error, found.reason == .overflow,
        found.constraint == nil
      else { return }
      restore(mark)
      checkInvariants()
      throw .outOfRange(violation)
    }
  }
}
