// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// SnapKit's spellings of the DSL: `snp`, `equalToSuperview()`, `inset`, `labeled`, `update(...)`.
@Suite struct SnapKitSpellingTests {
  @Test(arguments: Engine.allCases)
  func snpMakesUpdatesRemakesAndRemoves(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = addView(root, "box")
    var widthConstraint: Constraint?
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview().inset(20)
      widthConstraint = make.width.equalTo(100).labeled("boxWidth").constraint
      make.height.equalTo(50)
    }
    root.layoutIfNeeded()
    #expect(!box.translatesAutoresizingMaskIntoConstraints)
    #expect(close(box.frame, Rect(x: 20, y: 20, width: 100, height: 50)))
    #expect(widthConstraint?.layoutConstraints.first?.identifier == "boxWidth")
    box.snp.updateConstraints { make in make.height.equalTo(60) }
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 20, y: 20, width: 100, height: 60)))
    #expect(root.constraints.count + box.constraints.count == 4)
    widthConstraint?.update(offset: 150)
    root.layoutIfNeeded()
    #expect(close(box.frame.size.width, 150))
    box.snp.remakeConstraints { make in
      make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 2, y: 1, width: 394, height: 296)))
    #expect(widthConstraint?.isActive == false)
    box.snp.removeConstraints()
    #expect(root.constraints.isEmpty && box.constraints.isEmpty)
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func theHandleAnswersSnapKitsUpdates(engine: Engine) {
    let root = makeRoot(engine)
    let box = addView(root, "box")
    var edges: Constraint?
    var wish: Constraint?
    box.snp.makeConstraints { make in
      edges = make.edges.equalToSuperview().constraint
      wish = make.width.equalTo(10).priority(.defaultLow).constraint
    }
    edges?.update(inset: 10)
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 10, y: 10, width: 380, height: 280)))
    edges?.update(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 5, y: 0, width: 390, height: 300)))
    edges?.update(inset: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 2, y: 1, width: 394, height: 296)))
    // The wish for width 10 was overruled by the edges; made required, it breaks them.
    wish?.update(priority: .defaultHigh)
    #expect(wish?.layoutConstraints.first?.priority == .defaultHigh)
  }

  @Test func labelsAndGuides() {
    let root = makeRoot(.simplex)
    let box = addView(root, "box")
    #expect(box.snp.label() == "box")
    box.snp.setLabel("renamed")
    #expect(box.debugName == "renamed")
    let guide = LayoutGuide(debugName: "guide")
    root.addLayoutGuide(guide)
    guide.snp.makeConstraints { make in
      make.edges.equalTo(root.snp.layoutMarginsGuide)
    }
    root.layoutIfNeeded()
    #expect(close(guide.layoutFrame, Rect(x: 8, y: 8, width: 384, height: 284)))
    guide.snp.removeConstraints()
    #expect(root.constraints.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func contentPrioritiesByNumber(engine: Engine) {
    let root = makeRoot(engine)
    let label = SizedView("label", Size(width: 50, height: 20))
    root.addSubview(label)
    label.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(80).priority(500)
    }
    root.layoutIfNeeded()
    #expect(close(label.frame.width, 80))
    #expect(label.snp.contentHuggingHorizontalPriority == 250)
    label.snp.contentHuggingHorizontalPriority = 600
    root.layoutIfNeeded()
    #expect(close(label.frame.width, 50))
    label.snp.contentHuggingVerticalPriority = 700
    label.snp.contentCompressionResistanceHorizontalPriority = 900
    label.snp.contentCompressionResistanceVerticalPriority = 100
    #expect(label.contentHuggingPriority(for: .vertical) == 700)
    #expect(label.snp.contentCompressionResistanceHorizontalPriority == 900)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == 100)
  }
}
