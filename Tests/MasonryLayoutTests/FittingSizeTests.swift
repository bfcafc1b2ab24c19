// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct FittingSizeTests {
  /// A cell whose content view holds a label inset by 10 on every side.
  func cell(_ engine: Engine) -> (LayoutView, LayoutView, SizedView) {
    let root = makeRoot(engine)
    let content = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 44), debugName: "content")
    root.addSubview(content)
    let label = SizedView("label", Size(width: 80, height: 20))
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    LayoutConstraint.activate(
      edges(label, content, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    return (root, content, label)
  }

  @Test(arguments: Engine.allCases)
  func compressedSizeComesFromTheContent(engine: Engine) {
    let (root, content, label) = cell(engine)
    root.layoutIfNeeded()
    let before = label.frame
    let size = content.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
    #expect(close(size, Size(width: 100, height: 40)))
    #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(label.frame == before)
    root.layoutIfNeeded()
    #expect(label.frame == before)
  }

  @Test(arguments: Engine.allCases)
  func aRequiredWidthIsKept(engine: Engine) {
    let (_, content, _) = cell(engine)
    let size = content.systemLayoutSizeFitting(
      Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(close(size, Size(width: 300, height: 40)))
  }
}
