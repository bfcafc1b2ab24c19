// SPDX-License-Identifier: MIT

import Synchronization

/// The last tag handed out by ``makeSolverTag()``.
private let lastSolverTag = Atomic<UInt32>(0)

/// A tag that no other solver instance of this process carries (until 2³² tags have been
/// made): what a solver stamps on its variables and handles, and checks on every call, so that
/// a variable or handle of another solver, or from before a ``ConstraintSolver/reset()``, is
/// refused instead of reaching whatever sits at the same index. Never 0 (the tag of a variable
/// or handle made by hand, which every solver accepts).
///
/// Tags never decide anything observable: they are left out of equality, hashing, ordering,
/// descriptions and coding.
public func makeSolverTag() -> UInt32 {
  while true {
    let tag = lastSolverTag.add(1, ordering: .relaxed).newValue
    if tag != 0 { return tag }
  }
}

/// A solver tag that every comparison and hash ignores, so that the synthesised equality of
/// ``Variable`` and ``ConstraintHandle`` compares their indices alone.
///
/// Usable from inlinable code, so that reading a variable's or a handle's tag (every value read
/// checks it) is a load in the caller's module, not a call into this one.
@usableFromInline
struct IgnoredTag: Hashable, Sendable {
  @usableFromInline var raw: UInt32

  @inlinable
  init(raw: UInt32) {
    self.raw = raw
  }

  @inlinable
  static func == (lhs: IgnoredTag, rhs: IgnoredTag) -> Bool { true }

  @inlinable
  func hash(into hasher: inout Hasher) {}
}

extension Variable {
  /// The same variable without its solver tag: any solver that made a variable with this id
  /// takes it.
  public var untagged: Variable { Variable(id: id) }
}

extension ConstraintHandle {
  /// The same handle without its solver tag: any solver with a live constraint in this slot
  /// and generation takes it.
  public var untagged: ConstraintHandle { ConstraintHandle(index: index, generation: generation) }
}

extension LinearConstraint {
  /// The same constraint with its variables' solver tags cleared, so that it can be added to
  /// another solver that made the same variables in the same order (a copy, a scratch solver,
  /// a replay).
  public var untagged: LinearConstraint {
    var copy = self
    copy.expression.terms = copy.expression.terms.map {
      Term($0.variable.untagged, coefficient: $0.coefficient)
    }
    return copy
  }
}
