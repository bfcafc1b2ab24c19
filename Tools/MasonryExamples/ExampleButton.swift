// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout

/// A stand-in for a system button: a title, and the natural size UIKit gives a button with a
/// short title in the 15-point system font, about 9 points a character plus 12 of padding
/// wide, 30 tall, with the baseline 20 points from the top.
public final class ExampleButton: LayoutView {
  /// The button's title.
  public let title: String

  /// A button titled `title`.
  public init(title: String, debugName: String) {
    self.title = title
    super.init(debugName: debugName)
  }

  public override var intrinsicContentSize: Size {
    Size(width: Double(title.count) * 9 + 12, height: 30)
  }

  public override var firstBaselineOffsetFromTop: Double? { 20 }

  public override var lastBaselineOffsetFromBottom: Double { 10 }
}
