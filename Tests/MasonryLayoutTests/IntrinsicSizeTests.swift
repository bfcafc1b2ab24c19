// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct IntrinsicSizeTests {
  /// Two labels in a row across `width`, left to right.
  func row(_ engine: Engine, width: Double) -> (LayoutView, SizedView, SizedView) {
    let root = makeRoot(engine, width: width)
    let a = SizedView("a", Size(width: 100, height: 20))
    let b = SizedView("b", Size(width: 100, height: 20))
    for label in [a, b] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    LayoutConstraint.activate([
      pin(a, .left, .equal, root), pin(b, .left, .equal, a, .right),
      pin(b, .right, .equal, root), pin(a, .top, .equal, root), pin(b, .top, .equal, root),
    ])
    return (root, a, b)
  }

  @Test(arguments: Engine.allCases)
  func aLabelTakesItsIntrinsicSize(engine: Engine) {
    let root = makeRoot(engine)
    let label = SizedView("label", Size(width: 80, height: 20))
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      pin(label, .left, .equal, root, plus: 5), pin(label, .top, .equal, root),
    ])
    root.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 5, y: 0, width: 80, height: 20)))
  }

  @Test(arguments: Engine.allCases)
  func theLowerHuggingPriorityStretches(engine: Engine) {
    let (root, a, b) = row(engine, width: 400)
    a.setContentHuggingPriority(251, for: .horizontal)
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 100, height: 20)))
    #expect(close(b.frame, Rect(x: 100, y: 0, width: 300, height: 20)))
    a.setContentHuggingPriority(250, for: .horizontal)
    b.setContentHuggingPriority(251, for: .horizontal)
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 300, height: 20)))
    #expect(close(b.frame, Rect(x: 300, y: 0, width: 100, height: 20)))
  }

  /// UIKit's way of writing a priority next to a named one: `.defaultLow - 1` hugs less than
  /// the default, so that view stretches; `.required + 1` is not a valid priority.
  @Test(arguments: Engine.allCases)
  func prioritiesNextToANamedOne(engine: Engine) {
    #expect(LayoutPriority.defaultLow - 1 == 249)
    #expect(LayoutPriority.defaultHigh + 1 == 751)
    #expect(LayoutPriority.required - 1 == .broken)
    #expect(!(LayoutPriority.required + 1).isValid)
    // The operators leave a sum of numbers alone (an operator taking a `Double` amount made
    // this ambiguous: `0` is a priority too).
    let lengths = [1.5, 2.5]
    #expect(lengths.reduce(0, +) == 4)
    let (root, a, b) = row(engine, width: 400)
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 100, height: 20)))
    #expect(close(b.frame, Rect(x: 100, y: 0, width: 300, height: 20)))
  }

  @Test(arguments: Engine.allCases)
  func theLowerCompressionResistanceShrinks(engine: Engine) {
    let (root, a, b) = row(engine, width: 150)
    a.setContentCompressionResistancePriority(751, for: .horizontal)
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 100, height: 20)))
    #expect(close(b.frame, Rect(x: 100, y: 0, width: 50, height: 20)))
  }

  @Test(arguments: Engine.allCases)
  func invalidatingTheIntrinsicSizeRelaysOut(engine: Engine) {
    let (root, a, b) = row(engine, width: 400)
    a.setContentHuggingPriority(251, for: .horizontal)
    root.layoutIfNeeded()
    a.natural = Size(width: 150, height: 30)
    a.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 150, height: 30)))
    #expect(close(b.frame, Rect(x: 150, y: 0, width: 250, height: 20)))
    a.natural = Size(width: LayoutView.noIntrinsicMetric, height: 30)
    a.invalidateIntrinsicContentSize()
    LayoutConstraint.activate([pin(a, .width, plus: 10)])
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 10, height: 30)))
  }
}
