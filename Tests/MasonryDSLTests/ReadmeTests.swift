// SPDX-License-Identifier: MIT

import Masonry
import Testing

/// The README's examples, as written there.
@Suite struct ReadmeTests {
  @Test func openingExample() {
    let superview = LayoutView(
      frame: Rect(x: 0, y: 0, width: 400, height: 300), debugName: "superview")
    let view1 = LayoutView(debugName: "view1")
    superview.addSubview(view1)

    let padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    view1.mas.makeConstraints { make in
      make.top.equalTo(superview.mas.top).with.offset(padding.top)
      make.left.equalTo(superview.mas.left).with.offset(padding.left)
      make.bottom.equalTo(superview.mas.bottom).with.offset(-padding.bottom)
      make.right.equalTo(superview.mas.right).with.offset(-padding.right)
    }
    superview.layoutIfNeeded()
    #expect(view1.frame == Rect(x: 10, y: 10, width: 380, height: 280))
  }

  @Test func solverExample() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    let width = solver.makeVariable(named: "width")
    try solver.add(x >= 8)
    try solver.add(x + 100 <= width - 8)
    try solver.add((x == 50) | .weak)
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(320, for: width)
    #expect(solver.value(of: x) == 50)
    #expect(solver.values(of: [x, width]) == [50, 320])
  }

  @Test func swappingTheEngine() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: GaussSolver())
    let child = LayoutView(debugName: "child")
    root.addSubview(child)
    child.mas.makeConstraints { make in
      make.edges.equalTo(root).insets(EdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
    }
    root.layoutIfNeeded()
    #expect(
      child.frame.isApproximatelyEqual(
        to: Rect(x: 10, y: 20, width: 300, height: 440), absoluteTolerance: 1e-9))
  }
}

/// The README's section on text that wraps, as written there.
@Suite struct ReadmeLabelTests {
  @Test func wrappingLabel() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "screen")
    let body = LayoutLabel(
      text:
        "Masonry is a light-weight layout framework which wraps AutoLayout with a nicer syntax.",
      debugName: "body")
    body.numberOfLines = 0
    screen.addSubview(body)
    body.mas.makeConstraints { make in
      make.top.equalTo(screen).offset(20)
      make.left.right.equalTo(screen).inset(16)
    }
    screen.layoutIfNeeded()
    #expect(body.frame == Rect(x: 16, y: 20, width: 288, height: 64))  // three lines
    #expect(
      body.displayedTextLayout.lines == [
        "Masonry is a light-weight layout ", "framework which wraps AutoLayout ",
        "with a nicer syntax.",
      ])
  }

  @Test func selfSizingCell() {
    let cell = LayoutView(debugName: "cell")
    let title = LayoutLabel(
      text: "A title long enough to wrap in a narrow cell", debugName: "title")
    title.numberOfLines = 0
    cell.addSubview(title)
    title.mas.makeConstraints { make in
      make.edges.equalTo(cell).insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
    let size = cell.systemLayoutSizeFitting(
      Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 200, height: 58.5))  // two lines of 21.25, plus 16
  }
}

/// The README's section on scroll views, as written there.
@Suite struct ReadmeScrollViewTests {
  @Test func verticalStackInAScrollView() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    let scrollView = LayoutScrollView(debugName: "scrollView")
    root.addSubview(scrollView)
    scrollView.mas.makeConstraints { make in
      make.edges.equalTo(root)
    }
    let content = LayoutView(debugName: "content")
    scrollView.addSubview(content)
    content.mas.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide)
      make.width.equalTo(scrollView.frameLayoutGuide)
    }
    var previous: LayoutView?
    for index in 0..<10 {
      let row = LayoutView(debugName: "row\(index)")
      content.addSubview(row)
      row.mas.makeConstraints { make in
        make.left.right.equalTo(content)
        make.height.equalTo(80)
        make.top.equalTo(previous?.mas.bottom ?? content.mas.top)
      }
      previous = row
    }
    previous?.mas.makeConstraints { make in
      make.bottom.equalTo(content)
    }
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == Size(width: 320, height: 800))

    scrollView.contentOffset = Point(x: 0, y: 320)
    root.layoutIfNeeded()
    #expect(scrollView.bounds.origin == Point(x: 0, y: 320))
    #expect(content.subviews[4].frame.origin.y == 320)  // in the content, where it was
    // On screen, at the top:
    #expect(content.subviews[4].convert(Point(x: 0, y: 0), to: root).y == 0)
  }
}
