// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// An optimisation that pivots on a cell of rounding noise (the only cell that bounds the
/// entering symbol) stops right after that pivot and rebuilds the tableau at once, instead of
/// going on over the numbers the pivot blew up and rebuilding afterwards. A random layout of
/// 1,500 views (`Benchmarks/peers/random_csys.py 146 1500`) made some twenty pivots over rows
/// grown dense after such a pivot in one optimisation (cells of 1e45, a constant that
/// overflowed), all thrown away by the rebuild that followed. A rebuild reads only the
/// constraints, so the stop changes no value: each scenario runs twice, stopping and not, and
/// the two solvers agree bit for bit after every call.
@Suite struct NoiseStopTests {
  /// The fuzz regressions' constraint maker.
  typealias C = APIFuzzRegressionTests

  /// Runs `calls` on two solvers, one that stops at noise pivots and one that does not,
  /// comparing every variable's value after each call; returns both.
  static func runTwice(
    variables count: Int, _ calls: [(SimplexSolver, [Variable]) throws -> Void]
  ) throws -> (stopping: SimplexSolver, going: SimplexSolver) {
    let stopping = SimplexSolver()
    let going = SimplexSolver()
    going.core.stopsToRebuild = false
    let names = (0..<count).map { "v\($0)" }
    let a = names.map { stopping.makeVariable(named: $0) }
    let b = names.map { going.makeVariable(named: $0) }
    for (k, call) in calls.enumerated() {
      try call(stopping, a)
      try call(going, b)
      let left = stopping.values(of: a).map(\.bitPattern)
      let right = going.values(of: b).map(\.bitPattern)
      #expect(left == right, "after call \(k)")
    }
    #expect(stopping.statistics.rebuilds == going.statistics.rebuilds)
    #expect(going.statistics.noiseStops == 0)
    return (stopping, going)
  }

  /// API fuzz seed 1727 (`APIFuzzLongRunRegressionTests`): the optimisation after the removal
  /// of the first constraint (`v0` fixed) pivots on a cell of 2^-26 left by a cancellation.
  @Test func aRemovalsOptimisationStopsAtItsNoisePivot() throws {
    let (stopping, _) = try Self.runTwice(
      variables: 2,
      [
        { s, v in _ = try s.add(C.constraint([(v[0], -168)], -178, .equal)) },
        { s, v in
          _ = try s.add(C.constraint([(v[1], 207), (v[0], -2e10)], -30, .greaterThanOrEqual))
        },
        { s, v in _ = try s.add(C.constraint([(v[1], -138)], -293, .equal)) },
        { s, v in try s.addEditVariable(v[1], strength: Strength(priority: 859)) },
        { s, _ in
          #expect(s.statistics.noiseStops == 0)
          try s.remove(s.core.handle(0))
        },
        { s, _ in try s.setConstant(-160, of: s.core.handle(2)) },
      ])
    #expect(stopping.statistics.noiseStops == 1)
    let handles = [stopping.core.handle(1), stopping.core.handle(2)]
    CSysFuzzTests.checkSolution(stopping, handles, note: "stopping")
  }

  /// API fuzz seed 20345 (`APIFuzzLongRunRegressionTests`): an optional add and an optional
  /// bound's change over a required row of -2e10 and 100, each optimised through a noise
  /// pivot.
  @Test func anAddsAndAConstantChangesOptimisationsStop() throws {
    let (stopping, _) = try Self.runTwice(
      variables: 4,
      [
        { s, v in
          _ = try s.add(
            C.constraint([(v[2], -253)], 94, .greaterThanOrEqual, Strength(priority: 698)))
        },
        { s, v in _ = try s.add(C.constraint([(v[3], -213)], 0, .greaterThanOrEqual)) },
        { s, v in
          _ = try s.add(C.constraint([(v[3], -2e10), (v[2], -272), (v[3], 100)], 52, .equal))
        },
        { s, v in
          _ = try s.add(
            C.constraint(
              [(v[0], -267)], 84, .lessThanOrEqual, Strength(priority: 604, weight: 3)))
        },
        { s, v in
          #expect(s.statistics.noiseStops == 0)
          _ = try s.add(
            C.constraint([(v[0], -112), (v[2], -62)], 28, .equal, Strength(priority: 410)))
        },
        { s, _ in try s.setConstant(-11, of: s.core.handle(0)) },
      ])
    #expect(stopping.statistics.noiseStops == 2)
    let handles = (0..<5).map { stopping.core.handle(Int32($0)) }
    CSysFuzzTests.checkSolution(stopping, handles, note: "stopping")
  }
}
