// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct ExplanationTests {
  @Test(arguments: Engine.allCases)
  func theReadmeLabelsHeightIsFixedByTheSuperviewAndTwoEdges(engine: Engine) throws {
    let example = ReadmeExample(engine)
    let height = try #require(example.messageLabel.explainLayout(of: .height))
    #expect(
      maskingAddresses(height.description) == """
        Label:messageLabel.height = 405
        Determined by:
            <LayoutConstraint(root):0x… DebuggingView:superview.height == 416>
            <LayoutConstraint:ConflictingConstraint[0] Label:messageLabel.top == DebuggingView:superview.top + 1>
            <LayoutConstraint:BottomConstraint Label:messageLabel.bottom == DebuggingView:superview.bottom - 10>
        Not satisfied:
            <LayoutConstraint(contentHugging):0x… Label:messageLabel.height <= 20 ^low> (off by 385)
            <LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000> (broken, off by 4595)
        """)
    #expect(!height.isAmbiguous)
    #expect(height.item === example.messageLabel)
    let top = try #require(example.messageLabel.explainLayout(of: .top))
    #expect(
      maskingAddresses(top.description) == """
        Label:messageLabel.top = 1
        Determined by:
            <LayoutConstraint(root):0x… DebuggingView:superview.top == 0>
            <LayoutConstraint:ConflictingConstraint[0] Label:messageLabel.top == DebuggingView:superview.top + 1>
        """)
    let centerY = try #require(example.messageLabel.explainLayout(of: .centerY))
    #expect(close(centerY.value, 203.5))
    #expect(centerY.constraints.count == 4)
  }

  @Test(arguments: Engine.allCases)
  func constraintsAffectingLayoutFollowTheAxis(engine: Engine) {
    let example = ReadmeExample(engine)
    let label = example.messageLabel
    #expect(
      label.constraintsAffectingLayout(for: .vertical).map { maskingAddresses($0.description) } == [
        "<LayoutConstraint(root):0x… DebuggingView:superview.top == 0>",
        "<LayoutConstraint(root):0x… DebuggingView:superview.height == 416>",
        "<LayoutConstraint:ConflictingConstraint[0] Label:messageLabel.top == DebuggingView:superview.top + 1>",
        "<LayoutConstraint:BottomConstraint Label:messageLabel.bottom == DebuggingView:superview.bottom - 10>",
      ])
    #expect(
      label.constraintsAffectingLayout(for: .horizontal).map { maskingAddresses($0.description) }
        == [
          "<LayoutConstraint(root):0x… DebuggingView:superview.left == 0>",
          "<LayoutConstraint(contentHugging):0x… Label:messageLabel.width <= 120 ^low>",
          "<LayoutConstraint:ConflictingConstraint[1] Label:messageLabel.left == DebuggingView:superview.left + 1>",
        ])
  }

  @Test(arguments: Engine.allCases)
  func valuesAreInTheSuperviewsCoordinates(engine: Engine) throws {
    let root = makeRoot(engine)
    let container = addView(root, "container")
    let child = addView(container, "child")
    let gap = LayoutGuide(debugName: "gap")
    container.addLayoutGuide(gap)
    container.mas.makeConstraints { make in
      make.left.equalTo(30)
      make.top.equalTo(40)
      make.size.equalTo(Size(width: 200, height: 100))
    }
    child.mas.makeConstraints { make in
      make.left.equalTo(10)
      make.top.equalTo(20)
      make.size.equalTo(Size(width: 50, height: 60))
    }
    gap.mas.makeConstraints { make in
      make.left.equalTo(child.mas.right)
      make.top.height.equalTo(child)
      make.width.equalTo(5).key("gapWidth")
    }
    let right = try #require(child.explainLayout(of: .right))
    #expect(close(right.value, 60))
    #expect(close(try #require(container.explainLayout(of: .centerX)).value, 130))
    #expect(close(try #require(gap.explainLayout(of: .left)).value, 60))
    let width = try #require(gap.explainLayout(of: .width))
    #expect(
      width.description == """
        LayoutGuide:gap.width = 5
        Determined by:
            <LayoutConstraint:gapWidth LayoutGuide:gap.width == 5>
        """)
    #expect(root.explainLayout(of: .notAnAttribute) == nil)
    #expect(LayoutView(debugName: "alone").explainLayout(of: .left) == nil)
    #expect(LayoutView(debugName: "alone").constraintsAffectingLayout(for: .vertical).isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func anAmbiguousAttributeSaysWhatHoldsIt(engine: Engine) throws {
    let root = makeRoot(engine)
    let box = addView(root, "box")
    let other = addView(root, "other")
    box.mas.makeConstraints { make in
      make.top.equalTo(0)
      make.height.equalTo(10)
      make.width.equalTo(20).key("width")
      make.left.greaterThanOrEqualTo(0).key("floor")
    }
    other.mas.makeConstraints { make in
      make.top.equalTo(box.mas.bottom).key("below")
      make.size.equalTo(box)
      make.left.equalTo(box.mas.right).key("after")
    }
    let left = try #require(box.explainLayout(of: .left))
    #expect(left.isAmbiguous)
    #expect(
      left.description == """
        LayoutView:box.left = 0 (ambiguous)
        Held by:
            <LayoutConstraint:after LayoutView:other.left == LayoutView:box.right>
        Free to move:
            LayoutView:box.left can move: <LayoutConstraint:floor LayoutView:box.left >= LayoutView:root.left> does not bind
        """)
    let otherLeft = try #require(other.explainLayout(of: .left))
    #expect(otherLeft.isAmbiguous && otherLeft.constraints.map(\.identifier) == ["after"])
    #expect(otherLeft.freedoms.map { $0.item === other } == [true])
    let bottom = try #require(other.explainLayout(of: .bottom))
    #expect(!bottom.isAmbiguous && bottom.freedoms.isEmpty)
    #expect(bottom.constraints.count == 5)
  }
}
