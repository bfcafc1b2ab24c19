// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct ChainTests {
  @Test func compositesIndexTheirChildrensKeys() {
    let superview = makeRoot(.simplex)
    let view = addView(superview, "view")
    let made = view.mas.makeConstraints { make in
      make.edges.equalTo(superview).key("edges")
      make.size.equalTo(Size(width: 1, height: 2)).key("size")
      make.centerX.equalTo(superview).key("x").priorityLow()
    }
    #expect(
      made[0].layoutConstraints.map(\.identifier) == [
        "edges[0]", "edges[1]", "edges[2]", "edges[3]",
      ])
    #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
    #expect(made[1].layoutConstraints.map(\.identifier) == ["size[0]", "size[1]"])
    #expect(made[2].layoutConstraints.map(\.identifier) == ["x"])
    made[2].key("renamed")
    #expect(made[2].layoutConstraints.first?.identifier == "renamed")
  }

  @Test func attributesFollowMasonrysOrder() {
    let log = IssueLog()
    let superview = makeRoot(.simplex, log: log)
    let view = addView(superview, "view")
    var constraint: Constraint?
    view.mas.makeConstraints { make in
      constraint = make.attributes([.bottom, .centerX, .top, .left, .baseline, .lastBaseline])
        .equalTo(superview)
      make.attributes([])
    }
    #expect(
      constraint?.layoutConstraints.map(\.firstAttribute) == [
        .left, .top, .bottom, .centerX, .lastBaseline,
      ])
    #expect(log.messages == ["You didn't pass any attribute to make.attributes(...)"])
  }

  @Test func attributesWithoutARelation() {
    let superview = makeRoot(.simplex)
    let view = addView(superview, "view")
    let made = view.mas.makeConstraints { make in
      _ = make.width
      _ = make.top
      make.top.and.left.offset(10)
    }
    let width = made[0].layoutConstraints[0]
    #expect(width.secondItem == nil && width.constant == 0 && width.relation == .equal)
    let top = made[1].layoutConstraints[0]
    #expect(top.secondItem === superview && top.secondAttribute == .top)
    #expect(made[2].layoutConstraints.map(\.constant) == [10, 10])
  }

  @Test func redefiningARelationIsReportedWithTheCallSite() {
    let log = IssueLog()
    let superview = makeRoot(.simplex, log: log)
    let view = addView(superview, "view")
    let other = addView(superview, "other")
    var line: UInt = 0
    view.mas.makeConstraints { make in
      let left = make.left
      left.equalTo(superview)
      line = #line + 1
      left.greaterThanOrEqualTo(other)
      let width = make.width
      width.equalTo(10)
      width.equalTo(20)  // the same relation with a value sets the constant
      let array = make.height
      array.equalTo(5)
      array.equalTo([other, superview])
    }
    #expect(
      log.messages == [
        "Redefinition of constraint relation", "Redefinition of constraint relation",
      ])
    #expect(log.issues.first?.location?.line == line)
    #expect(log.issues.first?.location?.fileName == "ChainTests.swift")
    #expect(view.constraints.first { $0.firstAttribute == .width }?.constant == 20)
    #expect(superview.constraints.filter { $0.firstAttribute == .left }.count == 1)
  }

  @Test func chainingAfterARelationIsReported() {
    let log = IssueLog()
    let superview = makeRoot(.simplex, log: log)
    let view = addView(superview, "view")
    view.mas.makeConstraints { make in
      let left = make.left
      left.equalTo(superview)
      _ = left.right
    }
    #expect(
      log.messages == ["Attributes should be chained before defining the constraint relation"])
    #expect(superview.constraints.count == 1)
  }

  @Test(arguments: Engine.allCases)
  func groupsGiveOneHandle(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    var group: Constraint?
    view.mas.makeConstraints { make in
      group =
        make.group {
          make.left.equalTo(superview)
          make.top.equalTo(superview)
        }.constraint
      make.size.equalTo(Size(width: 10, height: 10))
    }
    #expect(group?.layoutConstraints.count == 2)
    group?.offset(7)
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 7, y: 7, width: 10, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func multipliersAndDividers(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    var width: Constraint?
    view.mas.makeConstraints { make in
      width = make.width.equalTo(superview).multipliedBy(0.5)
      make.height.equalTo(superview).dividedBy(4)
      make.left.top.equalTo(superview)
    }
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 200, height: 75)))
    width?.multipliedBy(0.25)
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 100, height: 75)))
  }

  @Test(arguments: Engine.allCases)
  func liveSettersOnStoredComposites(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    let dot = addView(superview, "dot")
    var edges: Constraint?
    var center: Constraint?
    var size: Constraint?
    view.mas.makeConstraints { make in edges = make.edges.equalTo(superview) }
    dot.mas.makeConstraints { make in
      center = make.center.equalTo(superview)
      size = make.size.equalTo(Size(width: 10, height: 10))
    }
    edges?.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    center?.centerOffset(Point(x: 10, y: -10))
    size?.sizeOffset(Size(width: 20, height: 30))
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 2, y: 1, width: 394, height: 296)))
    #expect(close(dot.frame, Rect(x: 200, y: 125, width: 20, height: 30)))
    edges?.inset(10)
    size?.priority(.defaultLow)
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 10, y: 10, width: 380, height: 280)))
    #expect(size?.layoutConstraints.allSatisfy { $0.priority == .defaultLow } == true)
  }

  @Test(arguments: Engine.allCases)
  func superviewTargets(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    superview.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    let safe = addView(superview, "safe")
    let margins = addView(superview, "margins")
    let top = addView(superview, "top")
    safe.mas.makeConstraints { make in make.edges.equalTo(superview.mas.safeAreaLayoutGuide) }
    margins.mas.makeConstraints { make in make.edges.equalTo(superview.layoutMarginsGuide) }
    top.mas.makeConstraints { make in
      make.top.equalTo(superview.mas.safeAreaLayoutGuideTop)
      make.left.right.equalToSuperview()
      make.height.lessThanOrEqualToSuperview().multipliedBy(0.1)
      make.height.greaterThanOrEqualToSuperview().multipliedBy(0.1)
    }
    superview.layoutIfNeeded()
    #expect(close(safe.frame, Rect(x: 0, y: 20, width: 400, height: 270)))
    #expect(close(margins.frame, Rect(x: 8, y: 28, width: 384, height: 254)))
    #expect(close(top.frame, Rect(x: 0, y: 20, width: 400, height: 30)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func guidesTakeConstraintBlocks(engine: Engine) {
    let superview = makeRoot(engine)
    let guide = LayoutGuide(debugName: "guide")
    superview.addLayoutGuide(guide)
    let view = addView(superview, "view")
    guide.mas.makeConstraints { make in
      make.left.equalTo(30)
      make.top.equalTo(40)
      make.size.equalTo(Size(width: 100, height: 50))
    }
    view.mas.makeConstraints { make in make.edges.equalTo(guide).inset(5) }
    superview.layoutIfNeeded()
    #expect(close(guide.layoutFrame, Rect(x: 30, y: 40, width: 100, height: 50)))
    #expect(close(view.frame, Rect(x: 35, y: 45, width: 90, height: 40)))
  }

  @Test(arguments: Engine.allCases)
  func directionalEdgesInRightToLeft(engine: Engine) {
    let superview = makeRoot(engine)
    superview.semanticContentAttribute = .forceRightToLeft
    let view = addView(superview, "view")
    view.mas.makeConstraints { make in
      make.directionalEdges.equalTo(superview).insets(
        DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20))
    }
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 20, y: 1, width: 370, height: 297)))
  }

  @Test func keysNameViews() {
    let view1 = LayoutView()
    let label = LayoutView()
    masAttachKeys(["view1": view1, "label": label])
    #expect(view1.mas.key == "view1" && label.debugName == "label")
    view1.mas.key = "renamed"
    #expect(view1.debugName == "renamed")
  }
}
