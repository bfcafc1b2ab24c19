// SPDX-License-Identifier: MIT

public import MasonryLayout

extension LayoutView {
  /// The Masonry DSL of the view: its attributes as targets, and the constraint blocks.
  ///
  /// ```swift
  /// view1.mas.makeConstraints { make in
  ///   make.top.equalTo(superview.mas.top).with.offset(padding.top)
  ///   make.left.equalTo(superview.mas.left).with.offset(padding.left)
  /// }
  /// ```
  public var mas: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// The DSL of a view (`view.mas`): attributes, make, update, remake and remove.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
  /// The view.
  public let view: LayoutView

  /// The view, as the item of its attributes.
  public var target: any LayoutItem { view }

  /// The safe area guide, meaning its attribute of the same name as the left-hand side's.
  public var safeAreaLayoutGuide: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .notAnAttribute)
  }
  /// The safe area guide's top.
  public var safeAreaLayoutGuideTop: ViewAttribute { ViewAttribute(view.safeAreaLayoutGuide, .top) }
  /// The safe area guide's bottom.
  public var safeAreaLayoutGuideBottom: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .bottom)
  }
  /// The safe area guide's left.
  public var safeAreaLayoutGuideLeft: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .left)
  }
  /// The safe area guide's right.
  public var safeAreaLayoutGuideRight: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .right)
  }
  /// The safe area guide's leading edge.
  public var safeAreaLayoutGuideLeading: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .leading)
  }
  /// The safe area guide's trailing edge.
  public var safeAreaLayoutGuideTrailing: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .trailing)
  }
  /// The safe area guide's width.
  public var safeAreaLayoutGuideWidth: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .width)
  }
  /// The safe area guide's height.
  public var safeAreaLayoutGuideHeight: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .height)
  }
  /// The safe area guide's horizontal centre.
  public var safeAreaLayoutGuideCenterX: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .centerX)
  }
  /// The safe area guide's vertical centre.
  public var safeAreaLayoutGuideCenterY: ViewAttribute {
    ViewAttribute(view.safeAreaLayoutGuide, .centerY)
  }
  /// The layout margins guide, meaning its attribute of the same name as the left-hand side's.
  public var layoutMarginsGuide: ViewAttribute {
    ViewAttribute(view.layoutMarginsGuide, .notAnAttribute)
  }

  /// The closest view that is an ancestor of both this view and `other` (Masonry's
  /// `mas_closestCommonSuperview`).
  public func closestCommonSuperview(_ other: LayoutView) -> LayoutView? {
    view.closestCommonAncestor(with: other)
  }

  /// Makes constraints and installs them; turns off the view's
  /// `LayoutView.translatesAutoresizingMaskIntoConstraints`.
  ///
  /// - Returns: the constraints made, in order.
  @inlinable
  @discardableResult
  public func makeConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    return run(view, fileID, line, block, update: false, remake: false).handles()
  }

  /// Makes constraints, and for each one that matches an installed DSL constraint of the view
  /// (same items, attributes, relation, multiplier and priority) updates that one's constant
  /// instead of adding it; the others are added, as in Masonry.
  @inlinable
  @discardableResult
  public func updateConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    return run(view, fileID, line, block, update: true, remake: false).handles()
  }

  /// Uninstalls every DSL constraint whose first item is the view, then makes and installs the
  /// new ones. Constraints made otherwise, or from other views, stay.
  @inlinable
  @discardableResult
  public func remakeConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    return run(view, fileID, line, block, update: false, remake: true).handles()
  }

  /// Makes constraints without installing them (SnapKit's `prepareConstraints`): call
  /// ``ConstraintEditable/install()`` on them later.
  @discardableResult
  public func prepareConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    return prepare(view, SourceLocation(fileID, line), block)
  }

  /// Uninstalls every DSL constraint whose first item is the view.
  public func removeConstraints() {
    uninstallTrackedConstraints(of: view)
  }
}

/// Runs a constraint block for `item`, written at `fileID` and `line`, and installs the result;
/// returns the maker, for the handles.
///
/// The entry points that call it are inlined into their callers, and read the handles through
/// ``ConstraintMaker/handles()``, which the optimizer drops when the caller drops them (most
/// callers do: `makeConstraints` is a statement): the array of handles, a retain and a release
/// of the block per call and the array's teardown through the runtime's generic loop were 11%
/// of a feed's make (36.63 M instructions -> 32.54 M for 1,000 cells, callgrind).
@usableFromInline
func run(
  _ item: any LayoutItem, _ fileID: StaticString, _ line: UInt,
  _ block: (ConstraintMaker) -> Void, update: Bool, remake: Bool
) -> ConstraintMaker {
  let maker = ConstraintMaker(item: item, location: SourceLocation(fileID, line))
  block(maker)
  maker.install(updateExisting: update, removeExisting: remake)
  return maker
}

/// Runs a constraint block for `item` without installing anything.
func prepare(
  _ item: any LayoutItem, _ location: SourceLocation, _ block: (ConstraintMaker) -> Void
) -> [Constraint] {
  let maker = ConstraintMaker(item: item, location: location)
  block(maker)
  return maker.block.handles
}
