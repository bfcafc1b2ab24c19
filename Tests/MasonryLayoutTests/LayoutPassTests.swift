// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A view that counts its hooks and adds a constraint in `updateConstraints`.
final class HookedView: LayoutView {
  var updates = 0
  var layouts = 0
  var width: Double = 50
  var widthConstraint: LayoutConstraint?
  var restless = false

  override func updateConstraints() {
    updates += 1
    if let widthConstraint {
      widthConstraint.constant = width
    } else if let superview {
      let made = LayoutConstraint(item: self, attribute: .width, constant: width)
      widthConstraint = made
      LayoutConstraint.activate([
        made, LayoutConstraint(item: self, attribute: .left, toItem: superview, attribute: .left),
        LayoutConstraint(item: self, attribute: .top, toItem: superview, attribute: .top),
        LayoutConstraint(item: self, attribute: .height, constant: 10),
      ])
    }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    if restless { widthConstraint?.constant += 1 }
  }
}

@Suite struct LayoutPassTests {
  @Test(arguments: Engine.allCases)
  func updateConstraintsRunsWhenAskedFor(engine: Engine) {
    let root = makeRoot(engine)
    let view = HookedView(debugName: "hooked")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints)
    root.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(!view.needsUpdateConstraints)
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 50, height: 10)))
    root.layoutIfNeeded()
    #expect(view.updates == 1)
    view.width = 70
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(view.updates == 2)
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 70, height: 10)))
  }

  @Test func layoutSubviewsRunsOnlyWhenNeeded() {
    let root = makeRoot(.simplex)
    let view = HookedView(debugName: "hooked")
    root.addSubview(view)
    root.layoutIfNeeded()
    let first = view.layouts
    root.layoutIfNeeded()
    #expect(view.layouts == first)
    view.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(view.layouts == first + 1)
  }

  @Test func aRestlessLayoutIsReported() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let view = HookedView(debugName: "hooked")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.setNeedsUpdateConstraints()
    view.restless = true
    root.layoutIfNeeded()
    #expect(log.kinds == [.layoutLoop])
  }
}
