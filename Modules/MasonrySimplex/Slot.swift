// SPDX-License-Identifier: MIT

import MasonrySolving

/// One installed constraint, as the simplex engine keeps it.
struct Slot {
  var generation: UInt32 = 0
  var live = false
  var isEdit = false
  /// The constraint as it was given, with its current constant and strength.
  var constraint = LinearConstraint(Expression(), .equal)
  /// Input rows are multiplied by this (1 / the largest coefficient) before use.
  var scale = 1.0
  /// The marker: slack (inequalities), dummy (required equalities) or positive error.
  var marker: Int32 = -1
  /// The second error of a non-required constraint, or -1.
  var other: Int32 = -1
  /// The marker's coefficient in the scaled row as built: +1 or -1.
  var sigma = 1.0
  /// The external this constraint defines, or -1.
  var defines: Int32 = -1
  /// The objective weight of each error symbol: strength weight / scale, divided by its
  /// level's ``Objective/unit``.
  var errorWeight = 0.0
  /// Whether its coefficients span more than 1 / ``pivotFloor`` (see
  /// ``SimplexCore/wideConstraints``).
  var isWide = false
}
