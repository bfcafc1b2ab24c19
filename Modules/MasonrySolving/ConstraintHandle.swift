// SPDX-License-Identifier: MIT

/// The receipt for a constraint added to a solver: a slot index and a generation.
///
/// Handles are plain integers. A solver reuses the slot of a removed constraint with the next
/// generation, so a stale handle is recognised (and reported as
/// ``SolverError/unknownConstraint(_:)``) instead of reaching another constraint.
public struct ConstraintHandle: Hashable, Sendable, Comparable, Codable {
  /// The slot in the solver's constraint table.
  public let index: Int32
  /// How many times the slot has been used before.
  public let generation: UInt32

  /// A handle for slot `index` in its `generation`. Solvers make handles; users keep them.
  public init(index: Int32, generation: UInt32) {
    self.index = index
    self.generation = generation
  }

  public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool {
    (lhs.index, lhs.generation) < (rhs.index, rhs.generation)
  }
}

extension ConstraintHandle: CustomStringConvertible {
  /// `c` and the slot, with `.generation` when the slot was reused: `c4`, `c4.2`.
  public var description: String {
    generation == 0 ? "c\(index)" : "c\(index).\(generation)"
  }
}
