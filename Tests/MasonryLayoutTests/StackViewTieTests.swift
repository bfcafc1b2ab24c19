// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySimplex
import Testing
import _MasonryTestSupport

@testable import MasonryLayout

/// A stack view's tie-breaks (views of the same hugging or compression resistance give way in
/// order), at the cost of a long list: on the simplex engine they share one priority, weighted
/// by place, instead of taking a level of the solver's exact priorities each.
@Suite struct StackViewTieTests {
  /// A vertical stack of `count` labels, laid out.
  private func labels(_ engine: Engine, count: Int) -> (LayoutView, LayoutStackView) {
    verticalList(engine, (0..<count).map { LayoutLabel(text: "Row \($0)") })
  }

  private func tieBreaks(_ stack: LayoutStackView) -> [LayoutConstraint] {
    stack.arrangedSubviews.flatMap(\.constraints).filter { $0.identifier == "stack-order" }
  }

  /// 200 labels: the solver holds a handful of priority levels, not one for each tie-break
  /// (there were 400), and the rows are where their intrinsic heights put them.
  @Test func tieBreaksShareOneLevelOnTheSimplexEngine() throws {
    let (root, stack) = labels(.simplex, count: 200)
    let solver = try #require(root.layoutEngine.solver as? SimplexSolver)
    #expect(solver.statistics.objectiveLevels <= 6)
    let ties = tieBreaks(stack)
    #expect(ties.count == 2 * 199)
    for relation in [LayoutRelation.lessThanOrEqual, .greaterThanOrEqual] {
      let same = ties.filter { $0.relation == relation }
      #expect(Set(same.map(\.priority)).count == 1)
      #expect(zip(same, same.dropFirst()).allSatisfy { $0.weight < $1.weight })
    }
    let height = stack.arrangedSubviews[0].unroundedFrame.height
    #expect(height > 0)
    #expect(abs(stack.arrangedSubviews[199].unroundedFrame.minY - 199 * height) < 1e-6)
  }

  /// The dense engine, which spreads a change over a level's weights, keeps a priority for
  /// each place.
  @Test func tieBreaksKeepTheirLevelsOnTheDenseEngine() {
    let (_, stack) = labels(.gauss, count: 5)
    let shrinking = tieBreaks(stack).filter { $0.relation == .greaterThanOrEqual }
    #expect(shrinking.count == 4)
    #expect(Set(shrinking.map(\.priority)).count == 4)
    #expect(shrinking.allSatisfy { $0.weight == 1 })
  }

  /// Of the views that hold their length, the earliest gives way next: the first cannot shrink
  /// below 150, so the second takes the rest and the third keeps its own.
  @Test(arguments: Engine.allCases)
  func theEarliestOfTheViewsThatHoldGivesWayNext(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 200)
    pin(fixture.views[0], .width, .greaterThanOrEqual, plus: 150).isActive = true
    #expect(sameSpans(fixture.spans(), [[0, 150], [150, 10], [160, 40]]))
    let growing = StackViewFixture(engine, width: 400)
    pin(growing.views[0], .width, .lessThanOrEqual, plus: 200).isActive = true
    #expect(sameSpans(growing.spans(), [[0, 200], [200, 160], [360, 40]]))
  }
}
