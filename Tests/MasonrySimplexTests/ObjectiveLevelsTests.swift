// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The optimality oracle of ``APIFuzzOptimalityTests``: it must tell an optimal answer from a
/// feasible one under each engine's objective, or the fuzz checks nothing.
@Suite struct ObjectiveLevelsTests {
  static let x = Variable(id: 0)

  static func wish(_ value: Double, _ strength: Strength) -> LinearConstraint {
    LinearConstraint(Expression(terms: [Term(x)], constant: -value), .equal, strength: strength)
  }

  /// `x == 0` at weight 3 and `x == 10` at weight 1, one level: the weighted median 0 is the
  /// simplex's optimum, the weighted mean 2.5 the dense engine's, and each loses under the
  /// other's objective.
  @Test func medianAndMeanEachWinUnderTheirOwnObjective() {
    let constraints = [
      Self.wish(0, Strength(priority: 500, weight: 3)), Self.wish(10, .medium),
    ]
    let median = ObjectiveLevels(constraints) { _ in 0 }
    let mean = ObjectiveLevels(constraints) { _ in 2.5 }
    #expect(median.absolute == [10] && mean.absolute == [15])
    #expect(median.squared == [100] && mean.squared == [75])
    #expect(median.firstLevelWorse(than: mean, under: .weightedAbsoluteError) == nil)
    #expect(mean.firstLevelWorse(than: median, under: .weightedAbsoluteError) == 0)
    #expect(mean.firstLevelWorse(than: median, under: .leastSquares) == nil)
    #expect(median.firstLevelWorse(than: mean, under: .leastSquares) == 0)
  }

  /// A higher level decides before any amount of error at a lower one; a tie goes on to the
  /// next level; an inequality counts its positive part only; required constraints count
  /// nothing.
  @Test func levelsCompareInLexicographicOrder() {
    let floor = LinearConstraint(
      Expression(terms: [Term(Self.x)], constant: -4), .greaterThanOrEqual,
      strength: .strong)
    let constraints = [
      floor, Self.wish(5, .weak), Self.wish(1000, .required),
      Self.wish(0, Strength(priority: 250, weight: 1000)),
    ]
    let four = ObjectiveLevels(constraints) { _ in 4 }
    let three = ObjectiveLevels(constraints) { _ in 3 }
    let six = ObjectiveLevels(constraints) { _ in 6 }
    #expect(four.priorities == [750, 250])
    #expect(four.absolute == [0, 4001] && three.absolute == [1, 3002])
    #expect(six.absolute == [0, 6001])
    for semantics in [SolverSemantics.weightedAbsoluteError, .leastSquares] {
      #expect(three.firstLevelWorse(than: six, under: semantics) == 0)
      #expect(six.firstLevelWorse(than: three, under: semantics) == nil)
      #expect(six.firstLevelWorse(than: four, under: semantics) == 1)
      #expect(four.firstLevelWorse(than: four, under: semantics) == nil)
    }
  }
}
