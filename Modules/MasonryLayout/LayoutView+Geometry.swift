// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// The view's rectangle in its superview's coordinates (for a root, wherever it is placed).
  ///
  /// While the view translates its frame into constraints, setting the frame changes those
  /// constraints in place; otherwise the next layout pass overwrites it.
  public var frame: Rect {
    get { storedFrame }
    set {
      guard newValue != storedFrame else { return }
      let oldSize = storedFrame.size
      storedFrame = newValue
      frameChanged()
      if oldSize != newValue.size { resizeSubviews(from: oldSize) }
    }
  }

  /// The view's rectangle in its own coordinates: the size is the frame's, the origin is zero
  /// (a scroll view's is its content offset). Setting it changes the frame's size.
  public var bounds: Rect {
    get { Rect(origin: boundsOrigin, size: storedFrame.size) }
    set { frame.size = newValue.size }
  }

  /// The centre of the frame, in the superview's coordinates. Setting it moves the frame.
  public var center: Point {
    get { Point(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame.origin = Point(
        x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2)
    }
  }

  /// Converts a point from this view's coordinates to `view`'s (to the root's when `nil`).
  public func convert(_ point: Point, to view: LayoutView?) -> Point {
    let from = boundsOriginInRoot
    let to = view?.boundsOriginInRoot ?? .zero
    return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a point from `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ point: Point, from view: LayoutView?) -> Point {
    let from = view?.boundsOriginInRoot ?? .zero
    let to = boundsOriginInRoot
    return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (to the root's when `nil`).
  public func convert(_ rect: Rect, to view: LayoutView?) -> Rect {
    Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ rect: Rect, from view: LayoutView?) -> Rect {
    Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The frame in the root's coordinates, from the frames of the superview chain (the root
  /// itself at the origin), less the bounds origins of the superviews (scroll views' offsets).
  var frameInRoot: Rect {
    var origin = Point.zero
    var current: LayoutView = self
    while let parent = current.superview {
      origin.x += current.storedFrame.origin.x - parent.boundsOrigin.x
      origin.y += current.storedFrame.origin.y - parent.boundsOrigin.y
      current = parent
    }
    return Rect(origin: origin, size: storedFrame.size)
  }

  /// Where the origin of the view's own coordinates sits in the root's.
  var boundsOriginInRoot: Point {
    let frame = frameInRoot
    return Point(x: frame.origin.x - boundsOrigin.x, y: frame.origin.y - boundsOrigin.y)
  }

  /// Whether the engine makes constraints from the frame: the position in the superview and
  /// the size (for a root, the size). True for a new view; the DSL turns it off for the views
  /// it constrains. Turning it off leaves a view to its constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesFrame }
    set {
      guard newValue != translatesFrame else { return }
      translatesFrame = newValue
      rebuildFrameConstraints()
    }
  }

  private func frameChanged() {
    setNeedsLayout()
    superview?.setNeedsLayout()
    guard translatesFrame, let state = _layoutNode.engine?.state(of: self) else { return }
    guard resizingMask.isEmpty || superview == nil else { return rebuildFrameConstraints() }
    let frame = translatedAlignmentRect
    for constraint in state.frame {
      switch constraint.firstAttribute {
      case .left: if constraint.kind == .autoresizing { constraint.constant = frame.origin.x }
      case .top: if constraint.kind == .autoresizing { constraint.constant = frame.origin.y }
      case .width: constraint.constant = frame.size.width
      case .height: constraint.constant = frame.size.height
      default: break
      }
    }
  }
}
