// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The frames of each distribution, in both axes, with the sizes of `StackViewFixture`.
@Suite struct StackViewDistributionTests {
  @Test(arguments: Engine.allCases)
  func fillWithoutALengthIsTheSumOfTheIntrinsicLengths(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    #expect(
      close(
        fixture.frames(), [rect(0, 0, 160, 200), rect(160, 0, 80, 200), rect(240, 0, 40, 200)]))
    #expect(close(fixture.stackFrame, rect(0, 0, 280, 200)))
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func fillGrowsTheFirstViewOfTheLowestHugging(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 400)
    fixture.stack.spacing = 10
    #expect(sameSpans(fixture.spans(), [[0, 260], [270, 80], [360, 40]]))
    fixture.views[0].setContentHuggingPriority(251, for: .horizontal)
    #expect(sameSpans(fixture.spans(), [[0, 160], [170, 180], [360, 40]]))
    fixture.views[1].setContentHuggingPriority(252, for: .horizontal)
    #expect(sameSpans(fixture.spans(), [[0, 160], [170, 80], [260, 140]]))
  }

  @Test(arguments: Engine.allCases)
  func fillShrinksTheFirstViewOfTheLowestCompressionResistance(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 200)
    #expect(sameSpans(fixture.spans(), [[0, 80], [80, 80], [160, 40]]))
    fixture.views[0].setContentCompressionResistancePriority(751, for: .horizontal)
    #expect(sameSpans(fixture.spans(), [[0, 160], [160, 0], [160, 40]]))
  }

  @Test(arguments: Engine.allCases)
  func fillEquallyGivesEveryViewTheSameLength(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 300)
    fixture.stack.distribution = .fillEqually
    fixture.stack.spacing = 15
    #expect(sameSpans(fixture.spans(), [[0, 90], [105, 90], [210, 90]]))
    let free = StackViewFixture(engine)
    free.stack.distribution = .fillEqually
    #expect(sameSpans(free.spans(), [[0, 160], [160, 160], [320, 160]]))
  }

  @Test(arguments: Engine.allCases)
  func fillProportionallySharesByIntrinsicLength(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 560)
    fixture.stack.distribution = .fillProportionally
    #expect(sameSpans(fixture.spans(), [[0, 320], [320, 160], [480, 80]]))
    // With spacing the shares are of the natural length with the gaps (300); the last view
    // absorbs what the proportions cannot, as in UIKit.
    fixture.stack.spacing = 10
    fixture.width?.constant = 600
    #expect(sameSpans(fixture.spans(), [[0, 320], [330, 160], [500, 100]]))
    let free = StackViewFixture(engine)
    free.stack.distribution = .fillProportionally
    free.stack.spacing = 10
    #expect(sameSpans(free.spans(), [[0, 160], [170, 80], [260, 40]]))
  }

  @Test(arguments: Engine.allCases)
  func equalSpacingSharesTheRoomBetweenTheViews(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 400)
    fixture.stack.distribution = .equalSpacing
    fixture.stack.spacing = 10
    #expect(sameSpans(fixture.spans(), [[0, 160], [220, 80], [360, 40]]))
    let free = StackViewFixture(engine)
    free.stack.distribution = .equalSpacing
    free.stack.spacing = 10
    #expect(sameSpans(free.spans(), [[0, 160], [170, 80], [260, 40]]))
    #expect(close(free.stackFrame.size.width, 300))
    #expect(
      fixture.stack.layoutGuides.map(\.debugName) == ["UISV-distributing", "UISV-distributing"])
  }

  @Test(arguments: Engine.allCases)
  func equalSpacingShrinksByCompressionResistanceWhenTheViewsDoNotFit(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 250)
    fixture.stack.distribution = .equalSpacing
    fixture.stack.spacing = 10
    #expect(sameSpans(fixture.spans(), [[0, 110], [120, 80], [210, 40]]))
  }

  @Test(arguments: Engine.allCases)
  func equalCenteringSpacesTheCentresEqually(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 400)
    fixture.stack.distribution = .equalCentering
    #expect(sameSpans(fixture.spans(), [[0, 160], [190, 80], [360, 40]]))
    // The spacing is the least gap: centres give way first.
    fixture.stack.spacing = 40
    #expect(sameSpans(fixture.spans(), [[0, 160], [200, 80], [360, 40]]))
  }

  @Test(arguments: Engine.allCases)
  func verticalStacksDistributeHeights(_ engine: Engine) {
    let fixture = StackViewFixture(engine, axis: .vertical, height: 400)
    fixture.stack.spacing = 10
    #expect(sameSpans(fixture.spans(.vertical), [[0, 230], [240, 100], [350, 50]]))
    #expect(fixture.frames().allSatisfy { close($0.origin.x, 0) && close($0.size.width, 160) })
    fixture.stack.distribution = .fillEqually
    let third: Double = 380.0 / 3
    let equal: [[Double]] = [[0, third], [third + 10, third], [2 * third + 20, third]]
    #expect(sameSpans(fixture.spans(.vertical), equal))
    fixture.stack.distribution = .fillProportionally
    fixture.stack.spacing = 0
    let scale: Double = 400.0 / 350
    let a: Double = 200 * scale
    let b: Double = 100 * scale
    let c: Double = 50 * scale
    let shares: [[Double]] = [[0, a], [a, b], [a + b, c]]
    #expect(sameSpans(fixture.spans(.vertical), shares))
    fixture.stack.distribution = .equalSpacing
    #expect(sameSpans(fixture.spans(.vertical), [[0, 200], [225, 100], [350, 50]]))
    fixture.stack.distribution = .equalCentering
    // Centres at 100 and 375 would put the middle one at 187.5, over the first: the least gap
    // (0) holds, and the centres give way.
    #expect(sameSpans(fixture.spans(.vertical), [[0, 200], [200, 100], [350, 50]]))
  }
}
