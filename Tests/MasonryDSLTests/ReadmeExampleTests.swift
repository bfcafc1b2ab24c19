// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Masonry's README, in Swift, with the frames it must produce.
@Suite struct ReadmeExampleTests {
  let padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  @Test(arguments: Engine.allCases)
  func fourEdgesWithPadding(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let view1 = addView(superview, "view1")
    view1.mas.makeConstraints { make in
      make.top.equalTo(superview.mas.top).with.offset(padding.top)
      make.left.equalTo(superview.mas.left).with.offset(padding.left)
      make.bottom.equalTo(superview.mas.bottom).with.offset(-padding.bottom)
      make.right.equalTo(superview.mas.right).with.offset(-padding.right)
    }
    superview.layoutIfNeeded()
    #expect(close(view1.frame, Rect(x: 10, y: 10, width: 380, height: 280)))
    #expect(!view1.translatesAutoresizingMaskIntoConstraints)
    #expect(superview.constraints.count == 4)
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func edgesWithInsets(engine: Engine) {
    let superview = makeRoot(engine)
    let view1 = addView(superview, "view1")
    view1.mas.makeConstraints { make in
      make.edges.equalTo(superview).with.insets(padding)
    }
    superview.layoutIfNeeded()
    #expect(close(view1.frame, Rect(x: 10, y: 10, width: 380, height: 280)))
  }

  @Test(arguments: Engine.allCases)
  func inequalities(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let view2 = addView(superview, "view2")
    let label = addView(superview, "label")
    let view1 = addView(superview, "view1")
    view2.mas.makeConstraints { make in
      make.left.equalTo(200)
      make.top.equalTo(0)
      make.size.equalTo(Size(width: 50, height: 50))
    }
    label.mas.makeConstraints { make in
      make.left.equalTo(150)
      make.top.equalTo(100)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    view1.mas.makeConstraints { make in
      make.centerX.lessThanOrEqualTo(view2.mas.left)
      make.left.greaterThanOrEqualTo(label)
      make.width.greaterThanOrEqualTo(100)
      make.width.lessThanOrEqualTo(100)
      make.top.equalTo(42)
      make.height.equalTo(20)
    }
    let wide = addView(superview, "wide")
    wide.mas.makeConstraints { make in
      make.width.greaterThanOrEqualTo(200)
      make.width.lessThanOrEqualTo(superview).multipliedBy(0.5)
      make.left.top.equalTo(superview)
      make.height.equalTo(1)
    }
    superview.layoutIfNeeded()
    #expect(close(wide.frame, Rect(x: 0, y: 0, width: 200, height: 1)))
    // left >= 150 (label.left) and left + 50 <= 200 (view2.left): left is 150.
    #expect(close(view1.frame, Rect(x: 150, y: 42, width: 100, height: 20)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func numberOnALocationIsRelativeToTheSuperview(engine: Engine) {
    let root = makeRoot(engine)
    let container = addView(root, "container")
    let view = addView(container, "view")
    container.mas.makeConstraints { make in
      make.left.equalTo(30)
      make.top.equalTo(40)
      make.size.equalTo(Size(width: 200, height: 100))
    }
    view.mas.makeConstraints { make in
      make.left.lessThanOrEqualTo(10)
      make.left.greaterThanOrEqualTo(10)
      make.top.equalTo(42)
      make.size.equalTo(Size(width: 50, height: 100))
    }
    root.layoutIfNeeded()
    #expect(close(container.frame, Rect(x: 30, y: 40, width: 200, height: 100)))
    #expect(close(view.frame, Rect(x: 10, y: 42, width: 50, height: 100)))
  }

  @Test(arguments: Engine.allCases)
  func edgesEqualToInsetsAndOffsetWithInsets(engine: Engine) {
    let superview = makeRoot(engine)
    let view1 = addView(superview, "view1")
    let view2 = addView(superview, "view2")
    view1.mas.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
    }
    view2.mas.makeConstraints { make in
      make.left.equalTo(view1).offset(EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
      make.top.equalTo(view1).offset(EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
      make.size.equalTo(Size(width: 50, height: 100))
    }
    superview.layoutIfNeeded()
    #expect(close(view1.frame, Rect(x: 0, y: 10, width: 400, height: 280)))
    #expect(close(view2.frame, Rect(x: 0, y: 20, width: 50, height: 100)))
  }

  @Test(arguments: Engine.allCases)
  func arraysOfTargets(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let view1 = addView(superview, "view1")
    let view2 = addView(superview, "view2")
    let view3 = addView(superview, "view3")
    let view = addView(superview, "view")
    let other = addView(superview, "other")
    view1.mas.makeConstraints { make in
      make.left.equalTo(100)
      make.top.equalTo(0)
      make.size.equalTo(Size(width: 20, height: 30))
    }
    view2.mas.makeConstraints { make in
      make.left.equalTo(0)
      make.top.equalTo(50)
      make.width.equalTo(20)
      make.height.equalTo(view1)
    }
    view3.mas.makeConstraints { make in
      make.right.equalTo(view1.mas.left)
      make.top.equalTo(100)
      make.size.equalTo(view1)
    }
    var constraints: [Constraint] = []
    view.mas.makeConstraints { make in
      make.height.equalTo([view1.mas.height, view2.mas.height])
      constraints.append(make.left.equalTo([view1, 100, view3.mas.right]))
      make.width.equalTo(10)
      make.top.equalTo(200)
    }
    other.mas.makeConstraints { make in
      make.height.equalTo([view1, view2])
      make.left.equalTo(0)
      make.top.equalTo(250)
      make.width.equalTo(10)
    }
    superview.layoutIfNeeded()
    #expect(constraints.first?.layoutConstraints.count == 3)
    #expect(close(view.frame, Rect(x: 100, y: 200, width: 10, height: 30)))
    #expect(close(other.frame, Rect(x: 0, y: 250, width: 10, height: 30)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func priorities(engine: Engine) {
    let superview = makeRoot(engine)
    let label = addView(superview, "label")
    let view = addView(superview, "view")
    label.mas.makeConstraints { make in
      make.left.equalTo(20)
      make.top.equalTo(30)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    var low: Constraint?
    var six: Constraint?
    view.mas.makeConstraints { make in
      low = make.left.greaterThanOrEqualTo(label.mas.left).with.priorityLow()
      six = make.top.equalTo(label.mas.top).with.priority(600)
      make.left.equalTo(5).priority(500)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    superview.layoutIfNeeded()
    #expect(low?.layoutConstraints.first?.priority == .defaultLow)
    #expect(six?.layoutConstraints.first?.priority == 600)
    // left == 5 at 500 beats left >= 20 at 250; top == label.top at 600.
    #expect(close(view.frame, Rect(x: 5, y: 30, width: 10, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func compositeModifiers(engine: Engine) {
    let superview = makeRoot(engine)
    let inset = addView(superview, "inset")
    let titleLabel = SizedView("titleLabel", Size(width: 80, height: 20))
    superview.addSubview(titleLabel)
    let grown = addView(superview, "grown")
    let centered = addView(superview, "centered")
    let sized = addView(superview, "sized")
    let bottomBar = addView(superview, "bottomBar")
    inset.mas.makeConstraints { make in
      make.edges.equalTo(superview).insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    }
    titleLabel.mas.makeConstraints { make in
      make.left.top.equalTo(0)
    }
    sized.mas.makeConstraints { make in
      make.size.greaterThanOrEqualTo(titleLabel)
      make.size.lessThanOrEqualTo(titleLabel)
      make.left.top.equalTo(superview)
    }
    grown.mas.makeConstraints { make in
      make.size.equalTo(superview).sizeOffset(Size(width: 100, height: -50))
      make.left.top.equalTo(0)
    }
    centered.mas.makeConstraints { make in
      make.center.equalTo(superview).centerOffset(Point(x: -5, y: 10))
      make.size.equalTo(Size(width: 20, height: 20))
    }
    bottomBar.mas.makeConstraints { make in
      make.left.right.and.bottom.equalTo(superview)
      make.height.equalTo(44)
    }
    superview.layoutIfNeeded()
    #expect(close(inset.frame, Rect(x: 10, y: 5, width: 370, height: 280)))
    #expect(close(sized.frame, Rect(x: 0, y: 0, width: 80, height: 20)))
    #expect(close(grown.frame, Rect(x: 0, y: 0, width: 500, height: 250)))
    #expect(close(centered.frame, Rect(x: 185, y: 150, width: 20, height: 20)))
    #expect(close(bottomBar.frame, Rect(x: 0, y: 256, width: 400, height: 44)))
  }

  @Test(arguments: Engine.allCases)
  func storedConstraintUninstallAndLiveOffset(engine: Engine) {
    let superview = makeRoot(engine)
    let view1 = addView(superview, "view1")
    var topConstraint: Constraint?
    view1.mas.makeConstraints { make in
      topConstraint = make.top.equalTo(superview.mas.top).with.offset(padding.top)
      make.top.equalTo(superview.mas.top).priorityLow()
      make.left.equalTo(0)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    superview.layoutIfNeeded()
    #expect(close(view1.frame, Rect(x: 0, y: 10, width: 10, height: 10)))
    let rows = superview.layoutEngine.solver.constraintCount
    topConstraint?.offset(30)
    superview.layoutIfNeeded()
    #expect(close(view1.frame, Rect(x: 0, y: 30, width: 10, height: 10)))
    #expect(superview.layoutEngine.solver.constraintCount == rows)
    topConstraint?.uninstall()
    superview.layoutIfNeeded()
    #expect(topConstraint?.isActive == false)
    #expect(close(view1.frame, Rect(x: 0, y: 0, width: 10, height: 10)))
    topConstraint?.install()
    superview.layoutIfNeeded()
    #expect(close(view1.frame, Rect(x: 0, y: 30, width: 10, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func updateConstraintsInAGrowingButton(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let container = GrowingContainer()
    root.addSubview(container)
    container.mas.makeConstraints { make in make.edges.equalTo(root) }
    container.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(close(container.growingButton.frame, Rect(x: 150, y: 100, width: 100, height: 100)))
    let installed = container.constraints.count
    container.buttonSize = Size(width: 600, height: 200)
    container.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    // width wants 600 (low) but is at most the container's 400.
    #expect(close(container.growingButton.frame, Rect(x: 0, y: 50, width: 400, height: 200)))
    #expect(container.constraints.count == installed)
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func remakeMovesTheButton(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let button = addView(superview, "button")
    let buttonSize = Size(width: 30, height: 20)
    func remake(topLeft: Bool) {
      button.mas.remakeConstraints { make in
        make.size.equalTo(buttonSize)
        if topLeft { make.top.and.left.offset(10) } else { make.bottom.and.right.offset(-10) }
      }
    }
    remake(topLeft: true)
    superview.layoutIfNeeded()
    #expect(close(button.frame, Rect(x: 10, y: 10, width: 30, height: 20)))
    remake(topLeft: false)
    superview.layoutIfNeeded()
    #expect(close(button.frame, Rect(x: 360, y: 270, width: 30, height: 20)))
    #expect(superview.constraints.count == 2)
    #expect(button.constraints.count == 2)
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func arraysAndDistributionWithFixedSpacing(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let views = (0..<4).map { addView(superview, "v\($0)") }
    views.mas.makeConstraints { make in
      make.top.equalTo(0)
      make.height.equalTo(10)
    }
    views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
    superview.layoutIfNeeded()
    let frames = views.map(\.frame)
    #expect(close(frames[0], Rect(x: 5, y: 0, width: 90, height: 10)))
    #expect(close(frames[1], Rect(x: 105, y: 0, width: 90, height: 10)))
    #expect(close(frames[2], Rect(x: 205, y: 0, width: 90, height: 10)))
    #expect(close(frames[3], Rect(x: 305, y: 0, width: 90, height: 10)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func distributionWithFixedItemLengthInAnOffsetContainer(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let container = LayoutView(frame: Rect(x: 50, y: 50, width: 300, height: 200))
    root.addSubview(container)
    let views = (0..<3).map { addView(container, "v\($0)") }
    views.mas.makeConstraints { make in
      make.left.equalTo(0)
      make.width.equalTo(10)
    }
    views.mas.distributeViews(along: .vertical, fixedItemLength: 40, leadSpacing: 5, tailSpacing: 5)
    root.layoutIfNeeded()
    #expect(close(views[0].frame, Rect(x: 0, y: 5, width: 10, height: 40)))
    #expect(close(views[1].frame, Rect(x: 0, y: 80, width: 10, height: 40)))
    #expect(close(views[2].frame, Rect(x: 0, y: 155, width: 10, height: 40)))
    #expect(log.issues.isEmpty)
  }
}

/// Masonry's update example: a container whose button grows in `updateConstraints`.
final class GrowingContainer: LayoutView {
  let growingButton = LayoutView(debugName: "growingButton")
  var buttonSize = Size(width: 100, height: 100)

  init() {
    super.init(debugName: "container")
    addSubview(growingButton)
  }

  override func updateConstraints() {
    growingButton.mas.updateConstraints { make in
      make.center.equalTo(self)
      make.width.equalTo(buttonSize.width).priorityLow()
      make.height.equalTo(buttonSize.height).priorityLow()
      make.width.lessThanOrEqualTo(self)
      make.height.lessThanOrEqualTo(self)
    }
    super.updateConstraints()
  }
}
