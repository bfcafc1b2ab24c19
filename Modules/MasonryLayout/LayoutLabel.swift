// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A view that shows text, sized by it: `UILabel` for the layout.
///
/// ```swift
/// let label = LayoutLabel(text: "A long text that wraps over several lines", debugName: "body")
/// label.numberOfLines = 0
/// container.addSubview(label)
/// label.mas.makeConstraints { make in
///   make.top.left.right.equalTo(container).inset(16)   // the width comes from the container
/// }
/// container.layoutIfNeeded()   // the height is the text's at the solved width
/// ```
///
/// Its ``intrinsicContentSize`` is the size of its text, measured by ``textMeasurer``:
/// - one line (``numberOfLines`` is 1, the default): the text's width on one line;
/// - several lines: the text wrapped at ``preferredMaxLayoutWidth`` when it is positive,
///   otherwise at the width the layout gives the label. Layout is then two-pass, as on iOS:
///   the engine solves the width, measures the text at that width, updates the intrinsic
///   height and solves again (also in ``LayoutView/systemLayoutSizeFitting(_:)``, so a
///   self-sizing container gets the height the text needs at a fixed width). Before the
///   first solve, the text is measured unwrapped.
///
/// The first baseline is the font's ascent from the top; the last is its descent above the
/// bottom (the label's height is assumed to be its text's). Empty text has a zero intrinsic
/// size.
open class LayoutLabel: LayoutView {
  /// The text. Setting it invalidates the intrinsic size.
  public var text: String {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The font: its point size decides the measures (``LayoutFont/body``, 17 points, by
  /// default). A size that is negative or not finite is reported as a misuse and ignored.
  public var font = LayoutFont.body {
    didSet {
      guard font.pointSize.isFinite, font.pointSize >= 0 else {
        reportMisuse("A font size of \(font.pointSize)", keeping: "\(oldValue.pointSize)")
        font = oldValue
        return
      }
      if font != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// The most lines the label shows; 0 for no limit. 1 by default. A negative number is
  /// reported as a misuse and ignored.
  public var numberOfLines = 1 {
    didSet {
      guard numberOfLines >= 0 else {
        reportMisuse("A number of lines of \(numberOfLines)", keeping: "\(oldValue)")
        numberOfLines = oldValue
        return
      }
      if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// How lines break and how text that does not fit is cut (``LineBreakMode/byTruncatingTail``
  /// by default, as in UIKit).
  public var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The width a multi-line label wraps its intrinsic size at; 0 (the default) for the width
  /// the layout gives it. A width that is negative or not finite is reported as a misuse and
  /// ignored.
  public var preferredMaxLayoutWidth = 0.0 {
    didSet {
      guard preferredMaxLayoutWidth.isFinite, preferredMaxLayoutWidth >= 0 else {
        reportMisuse(
          "A preferred maximum layout width of \(preferredMaxLayoutWidth)", keeping: "\(oldValue)")
        preferredMaxLayoutWidth = oldValue
        return
      }
      if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// What measures the text (``ProportionalTextMeasurer`` by default). Setting it
  /// invalidates the intrinsic size.
  public var textMeasurer: any TextMeasuring = ProportionalTextMeasurer() {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The width the label was last laid out at, for measuring outside an engine.
  private var lastLayoutWidth: Double?
  /// The size of the text on one line, measured once until a setting that changes it (every
  /// one calls ``invalidateIntrinsicContentSize()``): a stack view reads each label's
  /// intrinsic size whenever it arranges its views again.
  private var lineSize: Size?

  /// A label with the given text.
  public init(text: String = "", debugName: String? = nil) {
    self.text = text
    super.init(debugName: debugName)
  }

  /// The label's text laid out at `width` with its number of lines and line break mode.
  public func textLayout(width: Double, maximumLines: Int? = nil) -> TextLayout {
    TextLayout(
      text, font: font, measurer: textMeasurer, width: width,
      maximumLines: maximumLines ?? numberOfLines, lineBreakMode: lineBreakMode)
  }

  /// The size the text takes when wrapped at `width` (unwrapped for `.infinity`), with the
  /// label's number of lines.
  public func textSize(fittingWidth width: Double) -> Size {
    textLayout(width: numberOfLines == 1 ? .infinity : width).size
  }

  /// The lines shown in the label's bounds: the text wrapped at the bounds' width, in as many
  /// lines as ``numberOfLines`` and the height allow (at least one), the last one finished by
  /// the ``lineBreakMode`` when text remains.
  public var displayedTextLayout: TextLayout {
    let size = bounds.size
    let lineHeight = textMeasurer.lineMetrics(for: font).lineHeight
    // A measurer's line height may be anything: the count is taken in doubles and bounded
    // before it becomes an integer.
    let fitting = lineHeight > 0 ? ((size.height + 1e-6) / lineHeight).rounded(.down) : 1
    var lines = fitting.isNaN ? 1 : Int(min(max(fitting, 1), 1e6))
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return textLayout(width: size.width, maximumLines: lines)
  }

  open override var intrinsicContentSize: Size {
    intrinsicContentSize(forLayoutWidth: lastLayoutWidth)
  }

  open override var firstBaselineOffsetFromTop: Double? {
    textMeasurer.lineMetrics(for: font).ascent
  }

  open override var lastBaselineOffsetFromBottom: Double {
    textMeasurer.lineMetrics(for: font).descent
  }

  override var hasWidthDependentIntrinsicSize: Bool { true }

  override func intrinsicContentSizeWillChange() { lineSize = nil }

  override func intrinsicContentSize(forLayoutWidth width: Double?) -> Size {
    if text.isEmpty { return .zero }
    if numberOfLines == 1 {
      if let lineSize { return lineSize }
      let size = textLayout(width: .infinity).size
      lineSize = size
      return size
    }
    let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width ?? .infinity
    return textLayout(width: wrap).size
  }

  /// The size of the text laid out in `size`'s width (UILabel's `sizeThatFits(_:)`): wrapped
  /// at that width with the label's ``numberOfLines`` and ``lineBreakMode``, and unwrapped when
  /// the width is not a positive finite number (or the label has one line); the height is not
  /// a limit. Zero for empty text. ``preferredMaxLayoutWidth`` plays no part.
  open override func sizeThatFits(_ size: Size) -> Size {
    if text.isEmpty { return .zero }
    let width = size.width > 0 && size.width.isFinite ? size.width : .infinity
    return textSize(fittingWidth: width)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    lastLayoutWidth = bounds.size.width
  }

  /// Reports a setting the label refused (a property setter has no caller's line: the message
  /// names the label).
  private func reportMisuse(_ setting: String, keeping kept: String) {
    layoutEngine.report(
      LayoutIssue(
        .misuse, "\(setting) is not valid for \(layoutDescription); it keeps \(kept)"))
  }
}
