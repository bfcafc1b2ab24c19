// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonryDebug

/// Which equations fix a value, by sparse elimination: checked against the definition on
/// seeded random systems, and without fill-in on the shapes of a layout.
@Suite struct DeterminationTests {
  /// Seeded random sparse systems: a combination found reproduces the target; none is found
  /// exactly when the target is outside the rows' span (a dense rank says which).
  @Test func combinationsReproduceTheTargetAndExistExactlyWhenTheyShould() {
    var random = SplitMix64(seed: 7)
    var found = 0
    var missing = 0
    for _ in 0..<300 {
      let variables = 2 + random.below(7)
      let rows = (0..<(1 + random.below(8))).map { _ in
        randomExpression(&random, variables: variables)
      }
      // Half the targets are combinations of the rows, half are random.
      var target = randomExpression(&random, variables: variables)
      if random.below(2) == 0 {
        target = rows.reduce(Expression()) { sum, row in
          sum + row * Double(random.below(5) - 2)
        }
      }
      var elimination = SparseElimination(target, rows)
      let weights = elimination.solve()
      let inSpan = rank(rows, variables) == rank(rows + [target], variables)
      #expect((weights != nil) == inSpan)
      guard let weights else {
        missing += 1
        continue
      }
      found += 1
      let combined = zip(rows, weights).reduce(Expression()) { $0 + $1.0 * $1.1 }
      for variable in 0..<variables {
        #expect(abs(coefficient(combined, variable) - coefficient(target, variable)) < 1e-7)
      }
    }
    #expect(found > 50 && missing > 50)
  }

  /// A star (a parent's variable in every child's row) and a chain, in an order that fills a
  /// dense elimination in: each eliminates leaf by leaf, writing a few cells a row.
  @Test func aStarAndAChainEliminateWithoutFillIn() throws {
    let n = 2_000
    let parent = Variable(id: 0)
    let children = (1...n).map { Variable(id: Int32($0)) }
    var star = [Expression(parent) - 5]
    star += children.map { Expression($0) - parent - 1 }
    var elimination = SparseElimination(Expression(children[n / 2]), star)
    let solved = elimination.solve()
    let weights = try #require(solved)
    #expect(weights.indices.filter { weights[$0] != 0 } == [0, 1 + n / 2])
    #expect(elimination.cellsWritten <= 2 * star.count)

    var chain = [Expression(children[0])]
    for index in 1..<n { chain.append(Expression(children[index]) - children[index - 1] - 1) }
    var along = SparseElimination(Expression(children[n - 1]) - children[0], chain.reversed())
    let alongSolved = along.solve()
    let chainWeights = try #require(alongSolved)
    #expect(chainWeights.count { $0 != 0 } == n - 1)
    #expect(along.cellsWritten <= 2 * chain.count)
  }

  /// What fixes the last row of a long list through the public API: its own top and height
  /// and those of every row above, and the root's top (a dense elimination over the list's
  /// rows was cubic: a list of 300 rows with labels did not finish in two minutes).
  @Test(arguments: Engine.allCases)
  func theLastRowOfAListIsFixedByEveryRowAbove(engine: Engine) {
    let root = makeRoot(engine, width: 320, height: 480)
    let rows = stackedRows(in: root, count: 150, height: 2)
    let vertical = rows[149].constraintsAffectingLayout(for: .vertical)
    #expect(vertical.count == 2 * 150 + 1)
    #expect(vertical.contains { $0.firstItem === rows[0] && $0.firstAttribute == .top })
    let top = rows[149].explainLayout(of: .top)
    #expect(top?.constraints.count == 2 * 149 + 2)
    #expect(top.map { close($0.value, 298) } == true)
  }
}

private func randomExpression(_ random: inout SplitMix64, variables: Int) -> Expression {
  var expression = Expression()
  for _ in 0..<(1 + random.below(3)) {
    let coefficient = [-2.0, -1, -0.5, 0.5, 1, 2][random.below(6)]
    expression = expression + Expression(Variable(id: Int32(random.below(variables)))) * coefficient
  }
  return expression
}

private func coefficient(_ expression: Expression, _ variable: Int) -> Double {
  expression.terms.filter { $0.variable.id == Int32(variable) }.reduce(0) { $0 + $1.coefficient }
}

/// The rank of the rows' coefficients, by dense elimination with partial pivoting.
private func rank(_ rows: [Expression], _ variables: Int) -> Int {
  var matrix = rows.map { row in (0..<variables).map { coefficient(row, $0) } }
  var rank = 0
  for column in 0..<variables where rank < matrix.count {
    guard
      let best = (rank..<matrix.count).max(by: {
        abs(matrix[$0][column]) < abs(matrix[$1][column])
      }), abs(matrix[best][column]) > 1e-9
    else { continue }
    matrix.swapAt(rank, best)
    for row in (rank + 1)..<matrix.count {
      let factor = matrix[row][column] / matrix[rank][column]
      for index in 0..<variables { matrix[row][index] -= factor * matrix[rank][index] }
    }
    rank += 1
  }
  return rank
}
