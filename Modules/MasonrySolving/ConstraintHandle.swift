// SPDX-License-Identifier: MIT

/// The receipt for a constraint added to a solver: a slot index and a generation.
///
/// Handles are plain integers. A solver reuses the slot of a removed constraint with the next
/// generation, so a stale handle is recognised (and reported as
/// ``SolverError/unknownConstraint(_:)``) instead of reaching another constraint. A solver also
/// stamps its handles with its ``solverTag``, so that a handle of another solver, or one from
/// before its last ``ConstraintSolver/reset()``, is refused the same way. Two solvers given the
/// same calls hand out equal handles: the tag is not part of equality.
public struct ConstraintHandle: Hashable, Sendable, Comparable, Codable {
  /// The slot in the solver's constraint table.
  public let index: Int32
  /// How many times the slot has been used before.
  public let generation: UInt32
  /// The tag of the solver instance that made the handle (see ``makeSolverTag()``), or 0 for a
  /// handle made by hand, which every solver takes at face value. Not part of equality,
  /// hashing, ordering or coding.
  @inlinable public var solverTag: UInt32 { tag.raw }
  /// The tag, in a wrapper that equality and hashing ignore.
  @usableFromInline let tag: IgnoredTag

  /// A handle for slot `index` in its `generation`, with no solver tag. Solvers make handles
  /// with ``init(index:generation:solverTag:)``; users keep them.
  @inlinable
  public init(index: Int32, generation: UInt32) {
    self.init(index: index, generation: generation, solverTag: 0)
  }

  /// A handle for slot `index` in its `generation` of the solver instance tagged `solverTag`.
  @inlinable
  public init(index: Int32, generation: UInt32, solverTag: UInt32) {
    self.index = index
    self.generation = generation
    self.tag = IgnoredTag(raw: solverTag)
  }

  /// Whether a solver tagged `tag` may take the handle: it carries that tag or none.
  @inlinable
  public func belongs(to tag: UInt32) -> Bool {
    solverTag == 0 || solverTag == tag
  }

  public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool {
    (lhs.index, lhs.generation) < (rhs.index, rhs.generation)
  }

  private enum CodingKeys: String, CodingKey {
    case index
    case generation
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      index: try container.decode(Int32.self, forKey: .index),
      generation: try container.decode(UInt32.self, forKey: .generation))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(generation, forKey: .generation)
  }
}

extension ConstraintHandle: CustomStringConvertible {
  /// `c` and the slot, with `.generation` when the slot was reused: `c4`, `c4.2`.
  public var description: String {
    generation == 0 ? "c\(index)" : "c\(index).\(generation)"
  }
}
