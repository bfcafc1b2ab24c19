// SPDX-License-Identifier: MIT

import MasonrySolving

/// A place in the constraint table. A handle names a slot in one generation; removing the
/// constraint bumps the generation, so the old handle no longer matches.
struct Slot {
  /// The slot's current generation.
  var generation: UInt32 = 0
  /// The installed constraint, or nil when the slot is free.
  var entry: Installed?
}

/// An installed constraint: as it was given (with its current constant and strength), and as
/// the solver reads it.
struct Installed {
  var constraint: LinearConstraint
  var source: RowSource
}

/// An edit variable: the optional constraint `variable == target`.
struct Edit {
  var variable: Variable
  var strength: Strength
  var target: Double
}
