// SPDX-License-Identifier: MIT

import MasonryLayout
import MasonrySolving
import Testing

/// The activation's quick rule check agrees with the check that words the message, for every
/// pair of attributes, every kind of item on each side, and values on both sides of each limit.
@Suite struct QuickRulesTests {
  /// The second item's kinds: none, a view, a guide.
  static let secondKinds: [Bool?] = [nil, false, true]

  private func agree(_ constraint: LayoutConstraint, firstIsGuide: Bool, secondIsGuide: Bool?)
    -> Bool
  {
    let quick = constraint.obeysRules(firstIsGuide: firstIsGuide, secondIsGuide: secondIsGuide)
    let full = constraint.ruleViolation(firstIsGuide: firstIsGuide, secondIsGuide: secondIsGuide)
    return quick == (full == nil)
  }

  @Test func everyPairOfAttributesOnEveryKindOfItem() {
    let views = (LayoutView(), LayoutView())
    let (first, second) = (views.0._layoutNode, views.1._layoutNode)
    var disagreements: [String] = []
    var accepted = 0
    for a in LayoutAttribute.allCases {
      for b in LayoutAttribute.allCases {
        for firstIsGuide in [false, true] {
          for secondIsGuide in Self.secondKinds {
            let constraint = LayoutConstraint(
              kind: .user, first, a, .equal, secondIsGuide == nil ? nil : second, b)
            if !agree(constraint, firstIsGuide: firstIsGuide, secondIsGuide: secondIsGuide) {
              disagreements.append("\(a) \(b) \(firstIsGuide) \(String(describing: secondIsGuide))")
            }
            if constraint.obeysRules(firstIsGuide: firstIsGuide, secondIsGuide: secondIsGuide) {
              accepted += 1
            }
          }
        }
      }
    }
    #expect(disagreements == [])
    // Both answers are exercised: some pairs are accepted and most are refused.
    #expect(accepted > 100)
    #expect(accepted < 21 * 21 * 2 * 3 / 2)
  }

  @Test func valuesAroundEveryLimit() {
    let views = (LayoutView(), LayoutView())
    let (first, second) = (views.0._layoutNode, views.1._layoutNode)
    let multipliers = [1, 0, 2, -1, 1e-7, 1e-6, 1e6, 1e7, .nan, .infinity]
    let constants = [0, 5, -1e9, 1e9, 2e9, -2e9, .nan, -.infinity]
    let priorities: [LayoutPriority] = [.required, 250, 1, 0, 1001, LayoutPriority(rawValue: .nan)]
    let shapes: [(LayoutAttribute, LayoutNode?, LayoutAttribute)] = [
      (.left, second, .right), (.width, second, .height), (.width, nil, .notAnAttribute),
      (.centerY, second, .top),
    ]
    var disagreements = 0
    var cases = 0
    for (a, node, b) in shapes {
      for multiplier in multipliers {
        for constant in constants {
          for priority in priorities {
            let constraint = LayoutConstraint(
              kind: .user, first, a, .lessThanOrEqual, node, b, multiplier: multiplier,
              constant: constant, priority: priority)
            let secondIsGuide: Bool? = node == nil ? nil : false
            if !agree(constraint, firstIsGuide: false, secondIsGuide: secondIsGuide) {
              disagreements += 1
            }
            cases += 1
          }
        }
      }
    }
    #expect(disagreements == 0)
    #expect(cases == 4 * 10 * 8 * 6)
  }

  @Test func constraintsOfTheEngineAreNotAClientLibrarys() {
    let view = LayoutView()
    let first = view._layoutNode
    let constraint = LayoutConstraint(
      kind: .contentHugging, first, .width, .lessThanOrEqual, nil, .notAnAttribute)
    #expect(!constraint.obeysRules(firstIsGuide: false, secondIsGuide: nil))
    #expect(agree(constraint, firstIsGuide: false, secondIsGuide: nil))
  }
}
