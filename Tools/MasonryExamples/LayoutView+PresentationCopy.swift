// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

extension LayoutView {
  /// A copy of the view's subtree for drawing a moment of an animation: views of the same
  /// names (labels with the same text), each at `presentedFrame(view)` or at its own frame,
  /// held there by their frames alone.
  func presentationCopy(_ presentedFrame: (LayoutView) -> Rect?) -> LayoutView {
    let frame = presentedFrame(self) ?? self.frame
    let copy: LayoutView
    if let label = self as? LayoutLabel {
      let labelCopy = LayoutLabel(text: label.text, debugName: debugName)
      labelCopy.font = label.font
      labelCopy.numberOfLines = label.numberOfLines
      labelCopy.lineBreakMode = label.lineBreakMode
      labelCopy.textMeasurer = label.textMeasurer
      labelCopy.frame = frame
      copy = labelCopy
    } else {
      copy = LayoutView(frame: frame, debugName: debugName)
    }
    copy.isHidden = isHidden
    for subview in subviews { copy.addSubview(subview.presentationCopy(presentedFrame)) }
    return copy
  }
}
