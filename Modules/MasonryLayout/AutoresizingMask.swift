// SPDX-License-Identifier: MIT

import MasonryGeometry

/// How a view that translates its frame into constraints follows its superview's size
/// (`UIView.AutoresizingMask`, with UIKit's raw values).
///
/// ```swift
/// let banner = LayoutView(frame: Rect(x: 10, y: 10, width: 300, height: 44))
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// root.addSubview(banner)
/// root.frame.size.width = 480
/// root.layoutIfNeeded()
/// banner.frame  // Rect(x: 10, y: 10, width: 460, height: 44): the margins hold
/// ```
///
/// Along each axis a view has three parts: the near margin (left or top), the size, and the far
/// margin (right or bottom). The parts not in the mask keep their lengths; when the superview's
/// size changes by some amount, the flexible parts share it in proportion to their lengths, as
/// UIKit documents (evenly when all of them are zero long, as AppKit documents). The engine
/// expresses this as linear constraints on the superview's size, made from the frame and the
/// superview's size at the time (`NSAutoresizingMaskLayoutConstraint`), so they hold at every
/// size the superview takes afterwards.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The left margin follows the superview's width.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width follows the superview's width.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin follows the superview's width.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin follows the superview's height.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height follows the superview's height.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin follows the superview's height.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// Auto Layout's code for the mask in its logs, `h=` then `v=` with one character per part
  /// (near margin, size, far margin), `-` for fixed and `&` for flexible: `h=-&- v=--&`.
  public var code: String {
    func part(_ option: AutoresizingMask) -> String { contains(option) ? "&" : "-" }
    return "h=" + part(.flexibleLeftMargin) + part(.flexibleWidth) + part(.flexibleRightMargin)
      + " v=" + part(.flexibleTopMargin) + part(.flexibleHeight) + part(.flexibleBottomMargin)
  }

  /// Whether any part along `axis` is flexible.
  func isFlexible(along axis: Axis) -> Bool {
    let bits: UInt = axis == .horizontal ? 0b000111 : 0b111000
    return rawValue & bits != 0
  }
}

/// One axis of the autoresizing arithmetic: the position (near edge) and the size of a view
/// as `multiplier × superview size + constant`.
struct AutoresizingRule: Equatable {
  var positionMultiplier: Double
  var position: Double
  var sizeMultiplier: Double
  var size: Double

  /// The rule that keeps the view at `origin` with `length` in a superview `extent` long and
  /// shares later changes of the extent among the flexible parts.
  init(
    origin: Double, length: Double, extent: Double, flexibleNear: Bool, flexibleSize: Bool,
    flexibleFar: Bool
  ) {
    let parts = [
      (origin, flexibleNear), (length, flexibleSize), (extent - origin - length, flexibleFar),
    ]
    let flexible = parts.filter(\.1)
    let fixedSum = parts.filter { !$0.1 }.reduce(0) { $0 + $1.0 }
    let flexibleSum = flexible.reduce(0) { $0 + $1.0 }
    func share(_ value: Double) -> Double {
      flexibleSum != 0 ? value / flexibleSum : 1 / Double(flexible.count)
    }
    if flexibleNear {
      positionMultiplier = share(origin)
      position = -share(origin) * fixedSum
    } else {
      positionMultiplier = 0
      position = origin
    }
    if flexibleSize {
      sizeMultiplier = share(length)
      size = -share(length) * fixedSum
    } else {
      sizeMultiplier = 0
      size = length
    }
  }

  /// The position and the size in a superview `extent` long.
  func apply(_ extent: Double) -> (origin: Double, length: Double) {
    (positionMultiplier * extent + position, sizeMultiplier * extent + size)
  }
}

extension LayoutView {
  /// How the view's frame follows its superview's size while it translates its frame into
  /// constraints (``translatesAutoresizingMaskIntoConstraints``): empty by default (the frame
  /// stays as it is), as in UIKit. See ``AutoresizingMask`` for the arithmetic.
  public var autoresizingMask: AutoresizingMask {
    get { resizingMask }
    set {
      guard newValue != resizingMask else { return }
      resizingMask = newValue
      rebuildFrameConstraints()
    }
  }

  /// The autoresizing rule of each axis in `superview`, from the frame and the superview's
  /// current size.
  func autoresizingRules(in superview: LayoutView) -> (AutoresizingRule, AutoresizingRule) {
    let frame = storedFrame
    let extent = superview.storedFrame.size
    let mask = resizingMask
    return (
      AutoresizingRule(
        origin: frame.origin.x, length: frame.size.width, extent: extent.width,
        flexibleNear: mask.contains(.flexibleLeftMargin),
        flexibleSize: mask.contains(.flexibleWidth),
        flexibleFar: mask.contains(.flexibleRightMargin)),
      AutoresizingRule(
        origin: frame.origin.y, length: frame.size.height, extent: extent.height,
        flexibleNear: mask.contains(.flexibleTopMargin),
        flexibleSize: mask.contains(.flexibleHeight),
        flexibleFar: mask.contains(.flexibleBottomMargin))
    )
  }

  /// Replaces the view's frame constraints with ones made from its frame and mask now.
  func rebuildFrameConstraints() {
    guard let engine = _layoutNode.engine, let state = engine.state(of: self) else { return }
    for constraint in state.frame {
      engine.remove(constraint)
      constraint.active = false
    }
    engine.makeFrameConstraints(for: self)
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// Applies the subviews' masks to their frames after this view's size changed from
  /// `oldSize`, as UIKit resizes subviews at once; subviews whose frames are already
  /// constraints in an engine follow through those at the next layout.
  func resizeSubviews(from oldSize: Size) {
    for subview in subviews
    where subview.translatesFrame && !subview.resizingMask.isEmpty
      && subview._layoutNode.engine?.state(of: subview) == nil
    {
      let old = subview.storedFrame
      let saved = storedFrame
      storedFrame.size = oldSize
      let (horizontal, vertical) = subview.autoresizingRules(in: self)
      storedFrame = saved
      let x = horizontal.apply(saved.size.width)
      let y = vertical.apply(saved.size.height)
      subview.storedFrame = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
      if subview.storedFrame.size != old.size { subview.resizeSubviews(from: old.size) }
    }
  }
}

extension LayoutEngine {
  /// The autoresizing constraints of `view` in `superview`: per axis, the near edge and the
  /// size, each fixed or a multiple of the superview's size.
  func autoresizingConstraints(for view: LayoutView, in superview: LayoutView)
    -> [LayoutConstraint]
  {
    let (horizontal, vertical) = view.autoresizingRules(in: superview)
    func make(
      _ attribute: LayoutAttribute, _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute,
      _ multiplier: Double, _ constant: Double, on installer: LayoutView
    ) -> LayoutConstraint {
      let constraint = LayoutConstraint(
        kind: .autoresizing, view, attribute, .equal, other, otherAttribute,
        multiplier: multiplier, constant: constant)
      constraint.active = true
      constraint.installedView = installer
      return constraint
    }
    func position(_ attribute: LayoutAttribute, _ size: LayoutAttribute, _ rule: AutoresizingRule)
      -> LayoutConstraint
    {
      rule.positionMultiplier == 0
        ? make(attribute, superview, attribute, 1, rule.position, on: superview)
        : make(attribute, superview, size, rule.positionMultiplier, rule.position, on: superview)
    }
    func size(_ attribute: LayoutAttribute, _ rule: AutoresizingRule) -> LayoutConstraint {
      rule.sizeMultiplier == 0
        ? make(attribute, nil, .notAnAttribute, 1, rule.size, on: view)
        : make(attribute, superview, attribute, rule.sizeMultiplier, rule.size, on: superview)
    }
    return [
      position(.left, .width, horizontal), position(.top, .height, vertical),
      size(.width, horizontal), size(.height, vertical),
    ]
  }
}
