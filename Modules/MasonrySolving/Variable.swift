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
/// that are asked for variables in the same order hand out the same ids.
public struct Variable: Hashable, Sendable, Comparable, Codable {
  /// The solver-assigned index of the variable.
  public let id: Int32

  /// Wraps a solver-assigned index. Solvers call this; users call
  /// ``ConstraintSolver/makeVariable(named:)``.
  public init(id: Int32) {
    self.id = id
  }

  public static func < (lhs: Variable, rhs: Variable) -> Bool {
    lhs.id < rhs.id
  }
}

extension Variable: CustomStringConvertible {
  /// `v` followed by the id, for example `v3`. Solvers print debug names instead.
  public var description: String { "v\(id)" }
}
