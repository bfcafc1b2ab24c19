// SPDX-License-Identifier: MIT

public import MasonryLayout

extension LayoutGuide {
  /// The Masonry DSL of the guide: its attributes as targets, and constraint blocks with the
  /// guide as first item (a number on a location is measured from the owning view).
  public var mas: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

/// The DSL of a layout guide (`guide.mas`).
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
  /// The guide.
  public let guide: LayoutGuide

  /// The guide, as the item of its attributes.
  public var target: any LayoutItem { guide }

  /// Makes constraints and installs them.
  @inlinable
  @discardableResult
  public func makeConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    run(guide, fileID, line, block, update: false, remake: false).handles()
  }

  /// Makes constraints, updating the constants of matching installed ones.
  @inlinable
  @discardableResult
  public func updateConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    run(guide, fileID, line, block, update: true, remake: false).handles()
  }

  /// Uninstalls the guide's DSL constraints, then makes and installs new ones.
  @inlinable
  @discardableResult
  public func remakeConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    run(guide, fileID, line, block, update: false, remake: true).handles()
  }

  /// Uninstalls every DSL constraint whose first item is the guide.
  public func removeConstraints() {
    uninstallTrackedConstraints(of: guide)
  }
}
