// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A constraint's fields, with items by name, for comparing field by field.
private struct Fields: Equatable, CustomStringConvertible {
  var first: String
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var second: String?
  var secondAttribute: LayoutAttribute
  var multiplier: Double = 1
  var constant: Double
  var priority: Double = 1000

  init(
    _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: String?, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    constant: Double = 0, priority: Double = 1000
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.constant = constant
    self.priority = priority
  }

  init(_ constraint: LayoutConstraint) {
    first = constraint.firstItem?.debugName ?? "?"
    firstAttribute = constraint.firstAttribute
    relation = constraint.relation
    second = constraint.secondItem?.debugName
    secondAttribute = constraint.secondAttribute
    multiplier = constraint.multiplier
    constant = constraint.constant
    priority = constraint.priority.rawValue
  }

  var description: String {
    "\(first).\(firstAttribute) \(relation) \(second ?? "nil").\(secondAttribute) "
      + "* \(multiplier) + \(constant) @\(priority)"
  }
}

/// A root named `superview` with named children, left to constraints.
private func scene(_ names: [String], engine: Engine = .simplex, log: IssueLog = IssueLog())
  -> (LayoutView, [String: LayoutView])
{
  let root = makeRoot(engine, log: log, name: "superview")
  var views: [String: LayoutView] = [:]
  for name in names { views[name] = makeChild(root, name) }
  return (root, views)
}

private func fields(
  _ format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
  _ names: [String]
) -> [Fields] {
  // The root must outlive the call, as in an app: a view does not hold its superview.
  let (root, views) = scene(names)
  return withExtendedLifetime(root) {
    LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views
    ).map(Fields.init)
  }
}

@Suite struct VisualFormatTests {
  // The examples of Apple's Visual Format Language appendix, each compared field by field.

  @Test func standardSpaceBetweenSiblingsIsEight() {
    #expect(
      fields("[button]-[textField]", ["button", "textField"]) == [
        Fields("textField", .leading, .equal, "button", .trailing, constant: 8)
      ])
  }

  /// UIKit code passes `nil` for no metrics (the parameter is optional there): it compiles
  /// and reads as none, and a metric name then is reported as missing.
  @Test func nilMetricsAreNone() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100), debugName: "root")
    let box = LayoutView(debugName: "box")
    root.addSubview(box)
    var issues: [LayoutIssue] = []
    root.layoutEngine.issueHandler = { issues.append($0) }
    let made = LayoutConstraint.constraints(
      withVisualFormat: "|-20-[box]", options: [], metrics: nil, views: ["box": box])
    #expect(made.count == 1 && made.first?.constant == 20)
    let named = LayoutConstraint.constraints(
      withVisualFormat: "|-gap-[box]", options: [], metrics: nil, views: ["box": box])
    #expect(named.isEmpty)
    #expect(issues.count == 1 && issues.first?.message.contains("gap") == true)
  }

  @Test func widthConstraint() {
    #expect(
      fields("[button(>=50)]", ["button"]) == [
        Fields("button", .width, .greaterThanOrEqual, nil, constant: 50)
      ])
  }

  @Test func connectionToSuperview() {
    #expect(
      fields("|-50-[purpleBox]-50-|", ["purpleBox"]) == [
        Fields("purpleBox", .leading, .equal, "superview", .leading, constant: 50),
        Fields("superview", .trailing, .equal, "purpleBox", .trailing, constant: 50),
      ])
  }

  @Test func verticalLayout() {
    #expect(
      fields("V:[topField]-10-[bottomField]", ["topField", "bottomField"]) == [
        Fields("bottomField", .top, .equal, "topField", .bottom, constant: 10)
      ])
  }

  @Test func flushViews() {
    #expect(
      fields("[maroonView][blueView]", ["maroonView", "blueView"]) == [
        Fields("blueView", .leading, .equal, "maroonView", .trailing)
      ])
  }

  @Test func priority() {
    #expect(
      fields("[button(100@20)]", ["button"]) == [
        Fields("button", .width, .equal, nil, constant: 100, priority: 20)
      ])
  }

  @Test func equalWidths() {
    #expect(
      fields("[button1(==button2)]", ["button1", "button2"]) == [
        Fields("button1", .width, .equal, "button2", .width)
      ])
  }

  @Test func multiplePredicates() {
    #expect(
      fields("[flexibleButton(>=70,<=100)]", ["flexibleButton"]) == [
        Fields("flexibleButton", .width, .greaterThanOrEqual, nil, constant: 70),
        Fields("flexibleButton", .width, .lessThanOrEqual, nil, constant: 100),
      ])
  }

  @Test func aCompleteLineOfLayout() {
    #expect(
      fields(
        "|-[find]-[findNext]-[findField(>=20)]-|", ["find", "findNext", "findField"]) == [
          Fields("find", .leading, .equal, "superview", .leading, constant: 20),
          Fields("findNext", .leading, .equal, "find", .trailing, constant: 8),
          Fields("findField", .leading, .equal, "findNext", .trailing, constant: 8),
          Fields("findField", .width, .greaterThanOrEqual, nil, constant: 20),
          Fields("superview", .trailing, .equal, "findField", .trailing, constant: 20),
        ])
  }

  @Test func metricsPrioritiesAndRelationsInConnections() {
    let made = fields(
      "V:|-(pad@750)-[a(h)]-(>=pad,<=30)-[b(==a@500)]|", metrics: ["pad": 10, "h": 44],
      ["a", "b"])
    #expect(
      made == [
        Fields("a", .top, .equal, "superview", .top, constant: 10, priority: 750),
        Fields("a", .height, .equal, nil, constant: 44),
        Fields("b", .top, .greaterThanOrEqual, "a", .bottom, constant: 10),
        Fields("b", .top, .lessThanOrEqual, "a", .bottom, constant: 30),
        Fields("b", .height, .equal, "a", .height, priority: 500),
        Fields("superview", .bottom, .equal, "b", .bottom),
      ])
  }

  @Test func alignmentOptionsRelateNeighbours() {
    let made = fields(
      "H:[a]-[b]-[c]", options: [.alignAllTop, .alignAllCenterY], ["a", "b", "c"])
    #expect(
      made == [
        Fields("b", .leading, .equal, "a", .trailing, constant: 8),
        Fields("c", .leading, .equal, "b", .trailing, constant: 8),
        Fields("a", .top, .equal, "b", .top), Fields("a", .centerY, .equal, "b", .centerY),
        Fields("b", .top, .equal, "c", .top), Fields("b", .centerY, .equal, "c", .centerY),
      ])
    #expect(
      fields("V:[a][b]", options: .alignAllLeading, ["a", "b"]).last
        == Fields("a", .leading, .equal, "b", .leading))
  }

  @Test func directionsAndBaselines() {
    #expect(
      fields("|-[a]-[b]|", options: .directionLeftToRight, ["a", "b"]) == [
        Fields("a", .left, .equal, "superview", .left, constant: 20),
        Fields("b", .left, .equal, "a", .right, constant: 8),
        Fields("superview", .right, .equal, "b", .right),
      ])
    // Right to left: the item further right comes first, the spacing stays positive.
    #expect(
      fields("|-[a]-[b]-5-|", options: .directionRightToLeft, ["a", "b"]) == [
        Fields("superview", .right, .equal, "a", .right, constant: 20),
        Fields("a", .left, .equal, "b", .right, constant: 8),
        Fields("b", .left, .equal, "superview", .left, constant: 5),
      ])
    #expect(
      fields("V:|-[a]-[b]", options: .spacingBaselineToBaseline, ["a", "b"]) == [
        Fields("a", .top, .equal, "superview", .top, constant: 20),
        Fields("b", .firstBaseline, .equal, "a", .lastBaseline, constant: 8),
      ])
  }

  @Test(arguments: Engine.allCases)
  func formatsLayOutAsAppleDescribes(engine: Engine) {
    let log = IssueLog()
    let (root, views) = scene(["find", "findNext", "findField"], engine: engine, log: log)
    let line: UInt = #line + 1
    var constraints = LayoutConstraint.constraints(
      withVisualFormat: "|-[find(60)]-[findNext(==find)]-[findField(>=20)]-|",
      options: .alignAllTop, views: views)
    constraints += LayoutConstraint.constraints(
      withVisualFormat: "V:|-[find(30)]", views: views)
    constraints += LayoutConstraint.constraints(
      withVisualFormat: "V:[findNext(==find)]", views: views)
    constraints += LayoutConstraint.constraints(
      withVisualFormat: "V:[findField(==find)]", views: views)
    #expect(constraints.first?.location?.line == line)
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(log.issues.isEmpty)
    #expect(close(views["find"]?.frame ?? .zero, Rect(x: 20, y: 20, width: 60, height: 30)))
    #expect(close(views["findNext"]?.frame ?? .zero, Rect(x: 88, y: 20, width: 60, height: 30)))
    #expect(
      close(views["findField"]?.frame ?? .zero, Rect(x: 156, y: 20, width: 224, height: 30)))
  }

  @Test(
    arguments: [
      ("V|[backgroundBox]|", 1, "Expected ':' after 'V' to specify vertical arrangement"),
      ("H:[a]-[missing]", 7, "missing is not a key in the views dictionary"),
      ("H:[a", 4, "Expected ']' to end the view a"),
      ("H:[a]-(>=x)-[a]", 9, "x is not a key in the metrics dictionary"),
      ("H:[a]-10[a]", 8, "Expected '-' to end the spacing"),
      ("H:|[orphan]", 2, "because the related view doesn't have a superview"),
      ("H:[a(>=50@2000)]", 10, "The priority 2000 is not in (0, 1000]"),
      ("H:[a]|x", 6, "Expected the end of the format"),
      ("", 0, "Expected a view ('[')"),
      ("H:[a(=50)]", 5, "Expected a relation"),
      ("H:[a(50 60)]", 8, "Expected ',' or ')'"),
      ("H:[a]-(b)-[a]", 7, "b is not a key in the metrics dictionary"),
      ("H:[a]*[a]", 5, "Expected a view, a connection ('-') or the superview ('|')"),
      ("H:[(50)]", 3, "Expected a view name after '['"),
    ])
  func malformedFormatsAreReportedWithACaret(format: String, column: Int, reason: String) {
    let log = IssueLog()
    let (root, views) = scene(["a", "backgroundBox"], log: log)
    defer { withExtendedLifetime(root) {} }
    var all = views
    all["orphan"] = LayoutView(debugName: "orphan")
    let line: UInt = #line + 1
    let made = LayoutConstraint.constraints(withVisualFormat: format, views: all)
    #expect(made.isEmpty)
    #expect(log.kinds == [.misuse])
    let lines =
      log.messages.first?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      ?? []
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("Unable to parse constraint format: ") == true)
    #expect(lines.first?.contains(reason) == true)
    #expect(lines.first?.hasSuffix("(column \(column + 1))") == true)
    #expect(lines.count > 1 && lines[1] == format)
    #expect(lines.last == String(repeating: " ", count: column) + "^")
    #expect(log.issues.first?.location?.line == line)
  }

  @Test func alignmentAlongTheFormatsAxisIsRefused() {
    let log = IssueLog()
    let (root, views) = scene(["a", "b"], log: log)
    defer { withExtendedLifetime(root) {} }
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:[a][b]", options: .alignAllLeft, views: views)
    #expect(made.isEmpty)
    #expect(log.messages.first?.contains("aligned on a horizontal edge (left)") == true)
  }

  @Test(arguments: Engine.allCases)
  func viewsInDifferentTreesAreReportedAtActivation(engine: Engine) {
    let log = IssueLog()
    let (root, views) = scene(["a"], engine: engine, log: log)
    defer { withExtendedLifetime(root) {} }
    var all = views
    all["stranger"] = LayoutView(debugName: "stranger")
    let line: UInt = #line + 1
    let made = LayoutConstraint.constraints(withVisualFormat: "[stranger]-[a]", views: all)
    LayoutConstraint.activate(made)
    #expect(log.kinds == [.invalidConstraint])
    #expect(log.issues.first?.location?.line == line)
    #expect(made.allSatisfy { !$0.isActive })
  }
}
