// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

extension SVGDrawing {
  /// The part of the drawing where `view` can show, in drawing units: the bounds of the scroll
  /// views above it (up to the top view), which clip their content as UIKit's do; `nil` when
  /// nothing clips it.
  func clipRect(of view: LayoutView) -> Rect? {
    var clip: Rect?
    var current = view.superview
    while let ancestor = current {
      if ancestor is LayoutScrollView {
        let bounds = place(TreeItem(kind: .view(ancestor), depth: 0).rect(in: top))
        let empty = Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)
        clip = clip.map { $0.intersection(bounds) ?? empty } ?? bounds
      }
      if ancestor === top { break }
      current = ancestor.superview
    }
    return clip
  }

  /// A ` clip-path` attribute clipping to `rect`, with its `<clipPath>` written first the
  /// first time; empty for `nil`. The id is made of the rectangle's numbers, so that drawings
  /// placed in one document share the ids of equal clips only.
  mutating func clipAttribute(_ rect: Rect?) -> String {
    guard let rect else { return "" }
    let numbers = [rect.minX, rect.minY, rect.width, rect.height].map(n)
    let id =
      "clip-"
      + String(
        numbers.joined(separator: "_").map { $0 == "." ? "p" : $0 == "-" ? "m" : $0 })
    if clipIDs.insert(id).inserted {
      lines.append(
        #"<clipPath id="\#(id)"><rect x="\#(numbers[0])" y="\#(numbers[1])" "#
          + #"width="\#(numbers[2])" height="\#(numbers[3])"/></clipPath>"#)
    }
    return #" clip-path="url(#\#(id))""#
  }

  /// Whether `guide` is a scroll view's content or frame layout guide: the drawing of the
  /// scroll view and of its content shows them already.
  func isScrollViewGuide(_ guide: LayoutGuide) -> Bool {
    guard let scrollView = guide.owningView as? LayoutScrollView else { return false }
    return guide === scrollView.contentLayoutGuide || guide === scrollView.frameLayoutGuide
  }
}
