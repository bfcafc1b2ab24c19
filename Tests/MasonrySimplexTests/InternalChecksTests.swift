// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
import Testing

/// This package's own debug tests run with both solvers' invariant checkers compiled in
/// (Package.swift turns them on when it is the root of the build); a dependent's builds get
/// them only through the `InternalChecks` trait, which `Tools/debug-build-check` checks.
@Suite struct InternalChecksTests {
  @Test func theCheckersRunInThisPackagesDebugTests() {
    #if DEBUG
      #expect(SimplexSolver.checksInvariants)
      #expect(GaussSolver.checksInvariants)
    #else
      #expect(!SimplexSolver.checksInvariants)
      #expect(!GaussSolver.checksInvariants)
    #endif
  }
}
