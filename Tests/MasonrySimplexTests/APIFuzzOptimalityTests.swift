// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing
import _MasonryTestSupport

/// How many seeded call sequences ``APIFuzzOptimalityTests`` plays on both engines side by side:
/// `MASONRY_API_OPTIMALITY_CASES`, 60 by default (about a second in debug); thousands for a long
/// run, e.g. `MASONRY_API_OPTIMALITY_CASES=20000 swift test -c release --skip-build
/// --filter APIFuzzOptimalityTests`.
private let optimalityCaseSetting =
  ProcessInfo.processInfo.environment["MASONRY_API_OPTIMALITY_CASES"].flatMap { Int($0) }
private let optimalityCases = optimalityCaseSetting ?? 60

/// The first seed ``APIFuzzOptimalityTests`` plays: `MASONRY_API_OPTIMALITY_FIRST`, 0 by default.
private let optimalityFirst =
  ProcessInfo.processInfo.environment["MASONRY_API_OPTIMALITY_FIRST"].flatMap { Int($0) } ?? 0

/// `MASONRY_API_FUZZ_TRACE="optimality seed 22 on simplex"` plays that pair alone, printing the
/// calls (the same on both engines) and the levels each check compares.
private let optimalityTrace = ProcessInfo.processInfo.environment["MASONRY_API_FUZZ_TRACE"]

/// The call sequences of ``APIFuzzTests`` played on both engines side by side, checking that
/// each answer is optimal, not only feasible (issue 12: no wrong answer).
///
/// The engines minimise different objectives (``SolverSemantics``): the simplex the weighted sum
/// of absolute errors, the dense engine the weighted sum of squares, priority by priority. Each
/// engine's answer must therefore be at least as good as the other's *under its own objective*,
/// in lexicographic order of the priority levels: the other engine's answer satisfies the same
/// required constraints, so it is one of the solutions the optimum is chosen from. Where the
/// optimum is not unique the engines may answer different values; only the objective levels are
/// compared.
///
/// Comparisons are made after each call while both engines have accepted and refused the same
/// calls (the sequences stay in step), the edit variables hold to the same values, and the
/// numbers are moderate: every coefficient, constant and weight of the live constraints zero or
/// within 1e-6...1e6 in magnitude, every value within 1e6 (the range where a relative tolerance
/// of 1e-7 on each level is far above rounding).
@Suite(.timeLimit(.minutes(10))) struct APIFuzzOptimalityTests {
  struct Tally {
    var sequences = 0
    var checks = 0
    /// Checks where some level has an error: where optimal and feasible differ.
    var contested = 0
    var outOfStep = 0
  }

  /// Whether `number` is zero or within 1e-6...1e6 in magnitude.
  static func isModerate(_ number: Double) -> Bool {
    number == 0 || (1e-6...1e6).contains(abs(number))
  }

  /// The live constraints of `sequence` (the edit variables among them, as equalities at their
  /// strengths), or `nil` when a number among them is not moderate.
  static func liveConstraints(of sequence: APIFuzzTests.Sequence) -> [LinearConstraint]? {
    var constraints: [LinearConstraint] = []
    for handle in sequence.installed {
      guard let constraint = sequence.solver.constraint(handle) else { return nil }
      constraints.append(constraint)
    }
    for edit in sequence.suggested {
      constraints.append(
        LinearConstraint(
          Expression(terms: [Term(edit.variable)], constant: -edit.value), .equal,
          strength: edit.strength))
    }
    for constraint in constraints {
      let expression = constraint.expression
      guard isModerate(expression.constant),
        expression.terms.allSatisfy({ isModerate($0.coefficient) }),
        constraint.strength.isRequired || isModerate(constraint.strength.weight)
      else { return nil }
    }
    return constraints
  }

  /// The values of `solver`'s variables after a `solve()`, or `nil` when it throws or a value is
  /// not within 1e6.
  static func solution(of solver: any ConstraintSolver) -> [Double]? {
    guard caught({ try solver.solve() }) == nil else { return nil }
    let values = (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
    return values.allSatisfy({ abs($0) <= 1e6 }) ? values : nil
  }

  /// Compares the two engines' answers to the calls so far; records an issue and returns
  /// `false` when one is not optimal.
  static func checkOptimality(
    _ simplex: APIFuzzTests.Sequence, _ gauss: APIFuzzTests.Sequence, step: Int,
    tally: inout Tally
  ) -> Bool {
    guard let constraints = liveConstraints(of: simplex),
      let others = liveConstraints(of: gauss), constraints.count == others.count,
      zip(constraints, others).allSatisfy({
        $0.strength == $1.strength && $0.relation == $1.relation
          && $0.expression.terms == $1.expression.terms
          && abs($0.expression.constant - $1.expression.constant)
            <= 1e-9 * max(1, abs($0.expression.constant))
      }),
      let simplexValues = solution(of: simplex.solver), let gaussValues = solution(of: gauss.solver)
    else { return true }
    tally.checks += 1
    let simplexLevels = ObjectiveLevels(constraints) { simplexValues[Int($0.id)] }
    let gaussLevels = ObjectiveLevels(others) { gaussValues[Int($0.id)] }
    let contested = simplexLevels.absolute.indices.contains {
      simplexLevels.absolute[$0] > 1e-9 * max(simplexLevels.magnitude[$0], 1)
    }
    if contested { tally.contested += 1 }
    let levels =
      "priorities \(simplexLevels.priorities)\n"
      + "  simplex: absolute \(simplexLevels.absolute), squares \(simplexLevels.squared)\n"
      + "  gauss:   absolute \(gaussLevels.absolute), squares \(gaussLevels.squared)"
    if optimalityTrace == simplex.note { print("  levels after call \(step): \(levels)") }
    if let level = simplexLevels.firstLevelWorse(than: gaussLevels, under: .weightedAbsoluteError) {
      let message =
        "\(simplex.note), call \(step): the simplex is not optimal at priority "
        + "\(simplexLevels.priorities[level]), the dense engine's answer has less weighted "
        + "absolute error\n\(levels)\n  simplex values \(simplexValues)\n"
        + "  gauss values \(gaussValues)"
      Issue.record("\(message)")
      return false
    }
    if let level = gaussLevels.firstLevelWorse(than: simplexLevels, under: .leastSquares) {
      let message =
        "\(gauss.note), call \(step): the dense engine is not optimal at priority "
        + "\(gaussLevels.priorities[level]), the simplex's answer has less weighted squared "
        + "error\n\(levels)\n  simplex values \(simplexValues)\n  gauss values \(gaussValues)"
      Issue.record("\(message)")
      return false
    }
    return true
  }

  @Test func eachEngineIsOptimalUnderItsOwnObjective() {
    var tally = Tally()
    for seed in optimalityFirst..<(optimalityFirst + optimalityCases) {
      let notes = Engine.allCases.map { "optimality seed \(seed) on \($0)" }
      if let optimalityTrace, !notes.contains(optimalityTrace) { continue }
      // The same seed on both engines: the same calls while they accept and refuse alike.
      var pair = Engine.allCases.enumerated().map { index, engine in
        APIFuzzTests.Sequence(
          rng: SplitMix64(seed: UInt64(seed) &* 7919 &+ 3), solver: engine.make(),
          foreign: engine.make(), note: notes[index])
      }
      if optimalityCaseSetting != nil { print("api optimality: seed \(seed)") }
      tally.sequences += 1
      for index in pair.indices {
        pair[index].variables = (0..<4).map { pair[index].solver.makeVariable(named: "v\($0)") }
      }
      for step in 0..<30 {
        for index in pair.indices { pair[index].step() }
        guard pair[0].refusals == pair[1].refusals,
          pair[0].installed.count == pair[1].installed.count
        else {
          tally.outOfStep += 1
          break
        }
        guard Self.checkOptimality(pair[0], pair[1], step: step, tally: &tally) else { break }
      }
    }
    print(
      "api optimality: \(tally.sequences) sequences from seed \(optimalityFirst), "
        + "\(tally.checks) checks (\(tally.contested) with an error at some level), "
        + "\(tally.outOfStep) out of step")
  }
}
