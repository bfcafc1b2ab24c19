// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
public import MasonrySolving

/// The solver engines, as test arguments: `@Test(arguments: Engine.allCases)`.
public enum Engine: String, CaseIterable, Sendable, CustomStringConvertible {
  case simplex
  case gauss

  /// A fresh solver of this engine.
  public func make() -> any ConstraintSolver {
    switch self {
    case .simplex: return SimplexSolver()
    case .gauss: return GaussSolver()
    }
  }

  /// What the engine minimises.
  public var semantics: SolverSemantics {
    switch self {
    case .simplex: return SimplexSolver.semantics
    case .gauss: return GaussSolver.semantics
    }
  }

  public var description: String { rawValue }
}
