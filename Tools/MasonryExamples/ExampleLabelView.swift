// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Bacony Labels": a multi-line label wrapping beside a one-line one.
  public static let labels = Example(
    name: "bacony-labels", title: "Bacony Labels",
    summary: "A long label wrapping up to 8 lines, left of a short one on its last baseline.",
    colors: ["longLabel": "#d0d7de", "shortLabel": "#d2a8ff"]
  ) { ExampleLabelView(frame: $0) }
}

/// A long label in the top left corner and a short one against the right edge, whose top
/// is the long one's last baseline. The long label wraps at the room left of the short one:
/// `layoutSubviews` sets its `preferredMaxLayoutWidth` from the frames of the first pass and
/// lays out again.
public final class ExampleLabelView: LayoutView {
  /// The padding around the labels.
  static let padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// The one-line label.
  public let shortLabel = LayoutLabel(debugName: "shortLabel")
  /// The label of up to eight lines.
  public let longLabel = LayoutLabel(debugName: "longLabel")

  /// A view of `frame` with the example's labels.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    // Text from baconipsum.com, as in Masonry.
    shortLabel.numberOfLines = 1
    shortLabel.lineBreakMode = .byTruncatingTail
    shortLabel.text = "Bacon"
    addSubview(shortLabel)

    longLabel.numberOfLines = 8
    longLabel.lineBreakMode = .byTruncatingTail
    longLabel.text =
      "Bacon ipsum dolor sit amet spare ribs fatback kielbasa salami, tri-tip jowl pastrami "
      + "flank short loin rump sirloin. Tenderloin frankfurter chicken biltong rump chuck "
      + "filet mignon pork t-bone flank ham hock."
    addSubview(longLabel)

    longLabel.mas.makeConstraints { make in
      make.left.equalTo(self.mas.left).insets(Self.padding)
      make.top.equalTo(self.mas.top).insets(Self.padding)
    }

    shortLabel.mas.makeConstraints { make in
      make.top.equalTo(longLabel.mas.lastBaseline)
      make.right.equalTo(self.mas.right).insets(Self.padding)
    }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()

    // A multi-line label wraps at its preferredMaxLayoutWidth: set it once the first pass
    // has placed the short label, then lay out again with the new height.
    var width = shortLabel.frame.minX - Self.padding.left
    width -= longLabel.frame.minX
    longLabel.preferredMaxLayoutWidth = width

    super.layoutSubviews()
  }
}
