// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import _MasonryTestSupport

/// Masonry's README debugging example: a `DebuggingView` root named `superview`, 320 × 416,
/// and a `Label` named `messageLabel` whose keyed constraints conflict.
struct ReadmeExample {
  let superview: DebuggingView
  let messageLabel: Label
  let log = IssueLog()
  /// Where the conflicting height constraint is made.
  let heightLine: UInt

  init(_ engine: Engine) {
    let superview = DebuggingView(frame: Rect(x: 0, y: 0, width: 320, height: 416))
    let messageLabel = Label()
    let layoutEngine = LayoutEngine(solver: engine.make())
    layoutEngine.issueHandler = { [log] in log.issues.append($0) }
    superview.layoutEngine = layoutEngine
    superview.addSubview(messageLabel)
    masAttachKeys(["superview": superview, "messageLabel": messageLabel])
    var line: UInt = 0
    messageLabel.mas.makeConstraints { make in
      make.top.left.equalTo(superview).offset(1).key("ConflictingConstraint")
      make.bottom.equalTo(superview.mas.bottom).offset(-10).key("BottomConstraint")
      line = #line + 1
      make.height.greaterThanOrEqualTo(5000).key("ConstantConstraint")
    }
    superview.layoutIfNeeded()
    self.superview = superview
    self.messageLabel = messageLabel
    heightLine = line
  }
}
