// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A view whose content is larger than itself and moves under it: `UIScrollView` for the
/// layout.
///
/// ```swift
/// let scrollView = LayoutScrollView(debugName: "scrollView")
/// root.addSubview(scrollView)
/// let content = LayoutView(debugName: "content")
/// scrollView.addSubview(content)
/// content.mas.makeConstraints { make in
///   make.edges.equalTo(scrollView.contentLayoutGuide)
///   make.width.equalTo(scrollView.frameLayoutGuide)   // scrolls vertically only
/// }
/// ```
///
/// The content size comes from constraints, as in Auto Layout:
/// - to ``contentLayoutGuide``, whose size is the ``contentSize`` and whose origin is the
///   origin of the content;
/// - or, as before iOS 11, to the scroll view's own edges: a constraint between an edge (left,
///   right, top, bottom, leading, trailing) of the scroll view and a view inside it attaches to
///   the content area; widths, heights and centres attach to the frame.
///
/// ``frameLayoutGuide`` is the scroll view's frame: content pinned to it does not scroll.
/// When nothing decides the content size, it is zero (the content guide's size is pulled to
/// zero at priority 1).
///
/// Scrolling moves the content, not the frames: the subviews' frames are in the scroll view's
/// bounds, whose origin is the ``contentOffset``, as in UIKit; ``LayoutView/convert(_:to:)-(Point,_)``
/// and the debug drawings show the content where it is on screen. Setting the offset changes
/// two constraint constants in place.
open class LayoutScrollView: LayoutView {
  /// The guide of the content: its size is the ``contentSize``, its origin the content's.
  public let contentLayoutGuide = LayoutGuide(debugName: "contentLayoutGuide")
  /// The guide of the scroll view's frame, which does not scroll.
  public let frameLayoutGuide = LayoutGuide(debugName: "frameLayoutGuide")
  /// The distances the content is inset by, for the scrollable range. Insets that are not
  /// finite are reported as a misuse and ignored.
  public var contentInset = EdgeInsets.zero {
    didSet {
      let sides = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
      guard sides.allSatisfy(\.isFinite) else {
        reportMisuse("The content inset \(contentInset)", nil)
        contentInset = oldValue
        return
      }
    }
  }
  /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``
  /// (``ContentInsetAdjustmentBehavior/automatic`` by default).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the content scrolls vertically even when it is not taller than the bounds.
  public var alwaysBounceVertical = false
  /// Whether the content scrolls horizontally even when it is not wider than the bounds.
  public var alwaysBounceHorizontal = false

  private var offsetConstraints: [LayoutConstraint] = []

  /// A scroll view with a zero frame.
  public override init(debugName: String? = nil) {
    super.init(debugName: debugName)
    installGuides()
  }

  /// A scroll view with the given frame.
  public override init(frame: Rect, debugName: String? = nil) {
    super.init(frame: frame, debugName: debugName)
    installGuides()
  }

  /// The point of the content at the scroll view's top-left corner: the origin of its bounds.
  /// Setting it scrolls: the content moves on screen, the subviews' frames stay. An offset that
  /// is not finite is reported as a misuse and ignored (``setContentOffset(_:fileID:line:)``
  /// reports it with the caller's line).
  public var contentOffset: Point = .zero {
    didSet {
      guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
        reportMisuse("The content offset \(contentOffset)", nil)
        contentOffset = oldValue
        return
      }
      guard contentOffset != oldValue, offsetConstraints.count == 2 else { return }
      offsetConstraints[0].constant = -contentOffset.x
      offsetConstraints[1].constant = -contentOffset.y
      setNeedsLayout()
    }
  }

  /// Scrolls to `offset`, as setting ``contentOffset``; an offset that is not finite is
  /// reported as a misuse at the caller's line and ignored.
  public func setContentOffset(
    _ offset: Point, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    guard offset.x.isFinite, offset.y.isFinite else {
      return reportMisuse("The content offset \(offset)", SourceLocation(fileID, line))
    }
    contentOffset = offset
  }

  /// The size of the content: the content layout guide's, as laid out.
  public var contentSize: Size { contentLayoutGuide.layoutFrame.size }

  /// ``contentInset`` plus the safe area insets on the edges that
  /// ``contentInsetAdjustmentBehavior`` adjusts.
  public var adjustedContentInset: EdgeInsets {
    let (horizontal, vertical) = adjustedAxes
    let safe = safeAreaInsets
    var inset = contentInset
    if horizontal {
      inset.left += safe.left
      inset.right += safe.right
    }
    if vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    return inset
  }

  /// The smallest content offset: the adjusted insets at the top and left, negated.
  public var minimumContentOffset: Point {
    let inset = adjustedContentInset
    return Point(x: -inset.left, y: -inset.top)
  }

  /// The largest content offset: the content's far edges, with the adjusted insets, at the
  /// bounds' far edges (the minimum where the content is smaller).
  public var maximumContentOffset: Point {
    let inset = adjustedContentInset
    let size = bounds.size
    let minimum = minimumContentOffset
    return Point(
      x: max(minimum.x, contentSize.width + inset.right - size.width),
      y: max(minimum.y, contentSize.height + inset.bottom - size.height))
  }

  /// Whether the content scrolls along `axis`: it is larger than the bounds with
  /// ``contentInset``, or the scroll view always bounces that way.
  public func isScrollable(along axis: Axis) -> Bool {
    let size = bounds.size
    if axis == .horizontal {
      return alwaysBounceHorizontal
        || contentSize.width + contentInset.left + contentInset.right > size.width
    }
    return alwaysBounceVertical
      || contentSize.height + contentInset.top + contentInset.bottom > size.height
  }

  override var boundsOrigin: Point { contentOffset }

  override var contentAreaGuide: LayoutGuide? { contentLayoutGuide }

  private func reportMisuse(_ setting: String, _ location: SourceLocation?) {
    layoutEngine.report(
      LayoutIssue(
        .misuse, "\(setting) of \(layoutDescription) is not finite; it is ignored",
        location: location))
  }

  private var adjustedAxes: (Bool, Bool) {
    switch contentInsetAdjustmentBehavior {
    case .always: return (true, true)
    case .never: return (false, false)
    case .automatic, .scrollableAxes:
      return (isScrollable(along: .horizontal), isScrollable(along: .vertical))
    }
  }

  private func installGuides() {
    addLayoutGuide(contentLayoutGuide)
    addLayoutGuide(frameLayoutGuide)
    func make(
      _ guide: LayoutGuide, _ attribute: LayoutAttribute, _ other: LayoutView?,
      _ name: String, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
      let constraint = LayoutConstraint(
        item: guide, attribute: attribute, relatedBy: .equal, toItem: other,
        attribute: other == nil ? .notAnAttribute : attribute, multiplier: 1, constant: 0,
        priority: priority)
      constraint.identifier = "scrollView-\(name)"
      return constraint
    }
    offsetConstraints = [
      make(contentLayoutGuide, .left, self, "contentOffset-x"),
      make(contentLayoutGuide, .top, self, "contentOffset-y"),
    ]
    let fitting = LayoutPriority(1)
    LayoutConstraint.activate(
      offsetConstraints + [
        make(contentLayoutGuide, .width, nil, "contentSize-width", priority: fitting),
        make(contentLayoutGuide, .height, nil, "contentSize-height", priority: fitting),
        make(frameLayoutGuide, .left, self, "frame-left"),
        make(frameLayoutGuide, .top, self, "frame-top"),
        make(frameLayoutGuide, .width, self, "frame-width"),
        make(frameLayoutGuide, .height, self, "frame-height"),
      ])
  }
}

/// How a scroll view adds the safe area to its content inset (`UIScrollView`'s
/// `ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
  /// As ``scrollableAxes`` (without view controllers there is no navigation bar to adjust
  /// for).
  case automatic
  /// The safe area is added along the axes the content scrolls along.
  case scrollableAxes
  /// The safe area is never added.
  case never
  /// The safe area is always added.
  case always
}
