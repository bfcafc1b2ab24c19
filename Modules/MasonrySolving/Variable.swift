// SPDX-License-Identifier: MIT

/// A variable of a linear constraint system: a plain integer id handed out by a solver.
///
/// Variables carry no value and no storage of their own. A solver makes them with
/// ``ConstraintSolver/makeVariable(named:)``, keeps their debug names, and reads their values by
/// index, so a `Variable` is as cheap to copy, hash and compare as an `Int32`.
///
/// ```swift
/// let solver = SimplexSolver()
/// let x = solver.makeVariable(named: "x")
/// try solver.add(x >= 20)
/// ```
///
/// A variable belongs to the solver that made it. Ids are dense and start at zero, so two solvers
/// that are asked for variables in the same order hand out the same ids (and their variables
/// compare equal). A solver also stamps its variables with its ``solverTag`` and refuses a
/// variable that carries another solver's tag, or one from before its last
/// ``ConstraintSolver/reset()``, with ``SolverError/unknownVariable(_:)``.
public struct Variable: Hashable, Sendable, Comparable, Codable {
  /// The solver-assigned index of the variable.
  public let id: Int32
  /// The tag of the solver instance that made the variable (see ``makeSolverTag()``), or 0 for
  /// a variable made by hand, which every solver takes at face value. Not part of equality,
  /// hashing, ordering or coding.
  @inlinable public var solverTag: UInt32 { tag.raw }
  /// The tag, in a wrapper that equality and hashing ignore.
  @usableFromInline let tag: IgnoredTag

  /// Wraps a solver-assigned index, with no solver tag. Solvers call
  /// ``init(id:solverTag:)``; users call ``ConstraintSolver/makeVariable(named:)``.
  @inlinable
  public init(id: Int32) {
    self.id = id
    self.tag = IgnoredTag(raw: 0)
  }

  /// Wraps the index `id` of the solver instance tagged `solverTag`.
  @inlinable
  public init(id: Int32, solverTag: UInt32) {
    self.id = id
    self.tag = IgnoredTag(raw: solverTag)
  }

  /// Whether a solver tagged `tag` may take the variable: it carries that tag or none.
  @inlinable
  public func belongs(to tag: UInt32) -> Bool {
    solverTag == 0 || solverTag == tag
  }

  public static func < (lhs: Variable, rhs: Variable) -> Bool {
    lhs.id < rhs.id
  }

  private enum CodingKeys: String, CodingKey {
    case id
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(id: try container.decode(Int32.self, forKey: .id))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
  }
}

extension Variable: CustomStringConvertible {
  /// `v` followed by the id, for example `v3`. Solvers print debug names instead.
  public var description: String { "v\(id)" }
}
