// SPDX-License-Identifier: MIT

import MasonrySolving

extension GaussSolver {
  /// Adds several constraints, all or none. A failure restores the solver's whole state, so
  /// that the values and the handles later calls get are those of a solver that never saw the
  /// call.
  ///
  /// - Complexity: the adds, plus O(*n*) for *n* slots and variables: the state is copied once
  ///   (whether the call fails or not).
  @discardableResult
  public func add(_ constraints: [LinearConstraint]) throws(SolverError) -> [ConstraintHandle] {
    let saved = snapshot()
    var handles: [ConstraintHandle] = []
    handles.reserveCapacity(constraints.count)
    do {
      for constraint in constraints { handles.append(try add(constraint)) }
    } catch {
      restore(saved)
      throw error.withdrawing(handles)
    }
    return handles
  }
}
