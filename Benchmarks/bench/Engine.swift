// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
import MasonrySolving

/// The solver engines the bench measures.
enum BenchEngine: String, CaseIterable, Sendable, Codable {
  case simplex
  case gauss

  /// The largest system (in variables) the engine is measured on: the dense engine's cost grows
  /// with the cube of the size.
  var maxVariables: Int {
    switch self {
    case .simplex: return .max
    case .gauss: return 1_000
    }
  }

  /// Runs the four tasks on this engine.
  func run(_ workload: WorkloadSystem, plan: ReplayPlan, sampling: Sampling) -> TaskOutcomes {
    switch self {
    case .simplex: return runTasks(SimplexSolver.self, workload, plan: plan, sampling: sampling)
    case .gauss: return runTasks(GaussSolver.self, workload, plan: plan, sampling: sampling)
    }
  }
}
