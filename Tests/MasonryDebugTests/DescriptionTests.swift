// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct DescriptionTests {
  @Test func constraintsMadeByHandReadLikeMasonrys() {
    let a = Label(debugName: "a")
    let b = LayoutView(debugName: "b")
    func made(
      _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutView?,
      _ otherAttribute: LayoutAttribute, times: Double = 1, plus: Double = 0,
      priority: LayoutPriority = .required
    ) -> String {
      let constraint = LayoutConstraint(
        item: a, attribute: attribute, relatedBy: relation, toItem: other,
        attribute: otherAttribute, multiplier: times, constant: plus, priority: priority)
      constraint.identifier = "c"
      return constraint.description
    }
    #expect(
      made(.width, .greaterThanOrEqual, nil, .notAnAttribute, plus: 300, priority: .defaultLow)
        == "<LayoutConstraint:c Label:a.width >= 300 ^low>")
    #expect(
      made(.height, .equal, nil, .notAnAttribute) == "<LayoutConstraint:c Label:a.height == 0>")
    #expect(
      made(.lastBaseline, .equal, b, .top, times: 2, plus: 300)
        == "<LayoutConstraint:c Label:a.baseline == LayoutView:b.top * 2 + 300>")
    #expect(
      made(.left, .lessThanOrEqual, b, .left, plus: -1094.3333, priority: .medium)
        == "<LayoutConstraint:c Label:a.left <= LayoutView:b.left - 1094.33 ^medium>")
    #expect(
      made(.width, .equal, b, .width, times: 0.5, priority: .defaultHigh)
        == "<LayoutConstraint:c Label:a.width == LayoutView:b.width * 0.5 ^high>")
    #expect(
      made(.centerXWithinMargins, .equal, b, .centerX, priority: .fittingSizeLevel)
        == "<LayoutConstraint:c Label:a.centerXWithinMargins == LayoutView:b.centerX ^fitting size>"
    )
    #expect(
      made(.trailingMargin, .equal, b, .trailing, plus: 1e6, priority: 600)
        == "<LayoutConstraint:c Label:a.trailingMargin == LayoutView:b.trailing + 1e+06 ^600>")
    #expect(
      made(.top, .equal, b, .bottom, plus: 0.000012, priority: 999.5)
        == "<LayoutConstraint:c Label:a.top == LayoutView:b.bottom + 1.2e-05 ^999.5>")
  }

  @Test func unnamedObjectsPrintTheirAddress() {
    let view = LayoutView()
    let constraint = LayoutConstraint(item: view, attribute: .width, constant: 10)
    let viewAddress = String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
    let address = String(UInt(bitPattern: ObjectIdentifier(constraint)), radix: 16)
    #expect(
      constraint.description
        == "<LayoutConstraint:0x\(address) LayoutView:0x\(viewAddress).width == 10>")
    #expect(constraint.description == constraint.description)
  }

  @Test func dslConstraintsCarryKeysIndicesAndTheirSourceLocation() {
    let superview = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = Label()
    superview.addSubview(view)
    masAttachKeys(["superview": superview, "view": view])
    var line: UInt = 0
    var edges: Constraint?
    var width: Constraint?
    view.mas.makeConstraints { make in
      line = #line + 1
      width = make.width.lessThanOrEqualTo(superview).multipliedBy(0.5).priorityHigh()
      edges = make.edges.equalTo(superview).key("edges")
        .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
    #expect(
      edges?.layoutConstraints.map(\.description) == [
        "<LayoutConstraint:edges[0] Label:view.left == LayoutView:superview.left + 2>",
        "<LayoutConstraint:edges[1] Label:view.right == LayoutView:superview.right - 4>",
        "<LayoutConstraint:edges[2] Label:view.top == LayoutView:superview.top + 1>",
        "<LayoutConstraint:edges[3] Label:view.bottom == LayoutView:superview.bottom - 3>",
      ])
    #expect(
      edges?.layoutConstraints.first?.debugDescription
        == "<LayoutConstraint:edges[0]@DescriptionTests.swift#\(line + 1) Label:view.left == LayoutView:superview.left + 2>"
    )
    let widthConstraint = width?.layoutConstraints.first
    #expect(
      maskingAddresses(widthConstraint?.debugDescription ?? "")
        == "<LayoutConstraint:0x…@DescriptionTests.swift#\(line) Label:view.width <= LayoutView:superview.width * 0.5 ^high>"
    )
  }

  @Test func viewsAndGuidesDescribeTheirFrames() {
    let root = DebuggingView(
      frame: Rect(x: 0, y: 0, width: 320, height: 416), debugName: "superview")
    let label = Label(debugName: "messageLabel")
    root.addSubview(label)
    label.frame = Rect(x: 1, y: 1.5, width: 1094.3333, height: 20)
    let guide = LayoutGuide(debugName: "gap")
    root.addLayoutGuide(guide)
    #expect(root.description == "<DebuggingView:superview; frame = (0 0; 320 416)>")
    #expect(label.description == "<Label:messageLabel; frame = (1 1.5; 1094.33 20)>")
    #expect(
      label.debugDescription == """
        <Label:messageLabel; frame = (1 1.5; 1094.33 20); superview = DebuggingView:superview; \
        translatesAutoresizingMaskIntoConstraints = true>
        """)
    #expect(
      root.debugDescription == """
        <DebuggingView:superview; frame = (0 0; 320 416); subviews = 1; layoutGuides = 1; \
        translatesAutoresizingMaskIntoConstraints = true>
        """)
    #expect(guide.description == "<LayoutGuide:gap; layoutFrame = (0 0; 0 0)>")
    #expect(
      guide.debugDescription
        == "<LayoutGuide:gap; layoutFrame = (0 0; 0 0); owningView = DebuggingView:superview; role = user>"
    )
    #expect(
      root.layoutMarginsGuide.debugDescription
        == "<LayoutGuide:superview.margins; layoutFrame = (0 0; 0 0); owningView = DebuggingView:superview; role = layoutMargins>"
    )
    #expect("\(label)" == label.description)
    #expect(String(reflecting: label) == label.debugDescription)
  }

  @Test func issuesListWhereEachConstraintWasMade() throws {
    let example = ReadmeExample(.simplex)
    let issue = try #require(example.log.issues.first)
    #expect("\(issue)" == issue.report)
    let line = example.heightLine
    #expect(
      maskingAddresses(issue.debugDescription) == maskingAddresses(issue.report) + """


        Constraints involved:
            <LayoutConstraint:ConstantConstraint@ReadmeExample.swift#\(line) Label:messageLabel.height >= 5000>
            <LayoutConstraint:BottomConstraint@ReadmeExample.swift#\(line - 2) Label:messageLabel.bottom == DebuggingView:superview.bottom - 10>
            <LayoutConstraint:ConflictingConstraint[0]@ReadmeExample.swift#\(line - 3) Label:messageLabel.top == DebuggingView:superview.top + 1>
            <LayoutConstraint(root):0x… DebuggingView:superview.height == 416>
        """)
  }
}

extension DescriptionTests {
  @Test func theDebugHandlerWritesTheDebugDescription() {
    let root = makeRoot(.simplex)
    var written: [String] = []
    root.layoutEngine.issueHandler = LayoutIssue.debugHandler { written.append($0) }
    let box = addView(root, "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    let wide = LayoutConstraint(item: box, attribute: .width, constant: 10)
    wide.identifier = "wide"
    let narrow = LayoutConstraint(item: box, attribute: .width, constant: 5)
    narrow.identifier = "narrow"
    LayoutConstraint.activate([wide, narrow])
    root.layoutIfNeeded()
    #expect(
      written == [
        """
        Unable to simultaneously satisfy constraints.
        (
            "<LayoutConstraint:narrow LayoutView:box.width == 5>",
            "<LayoutConstraint:wide LayoutView:box.width == 10>"
        )

        Will attempt to recover by breaking constraint
        <LayoutConstraint:narrow LayoutView:box.width == 5>

        Constraints involved:
            <LayoutConstraint:narrow LayoutView:box.width == 5>
            <LayoutConstraint:wide LayoutView:box.width == 10>
        """
      ])
  }
}
