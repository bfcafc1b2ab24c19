// SPDX-License-Identifier: MIT

public import MasonryGeometry
import MasonryLayout

// The constant setters, with Masonry's mapping by first attribute (FEATURES.md §1.6): an
// attribute a setter does not name keeps its constant.

extension ConstraintEditable {
  /// Sets the constant of every layout constraint to `offset`.
  ///
  /// On an installed constraint, a value the layout layer refuses (not finite, or beyond
  /// `LayoutLimits.largestLength`) is reported at this call's line, and the constraint keeps
  /// its constant; the same holds for every setter below.
  @discardableResult
  public consuming func offset(
    _ offset: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = _intoConstraint()
    let accepted = LayoutLimits.accepts(length: offset)
    if accepted, let part = constraint.unretainedSinglePart {
      part._withUnsafeGuaranteedRef { $0.constant = offset }
    } else {
      constraint.reportingOnce(at: accepted ? nil : SourceLocation(fileID, line)) { parts in
        for part in parts { part.constant = offset }
      }
    }
    return constraint
  }

  /// Masonry's `mas_offset` with insets: the same as ``insets(_:fileID:line:)-(EdgeInsets,_,_)``.
  @discardableResult
  public func offset(
    _ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    self.insets(insets, fileID: fileID, line: line)
  }

  /// Masonry's `mas_offset` with a size: the same as ``sizeOffset(_:fileID:line:)``.
  @discardableResult
  public func offset(
    _ size: Size, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    sizeOffset(size, fileID: fileID, line: line)
  }

  /// Masonry's `mas_offset` with a point: the same as ``centerOffset(_:fileID:line:)``.
  @discardableResult
  public func offset(
    _ point: Point, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    centerOffset(point, fileID: fileID, line: line)
  }

  /// Insets the edges: left and leading take `left`, top takes `top`, bottom takes
  /// `-bottom`, right and trailing take `-right`. Sizes, centres, baselines and margins keep
  /// their constants.
  @discardableResult
  public func insets(
    _ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = self.constraint
    let location = LayoutLimits.accepts(insets) ? nil : SourceLocation(fileID, line)
    constraint.reportingOnce(at: location) { parts in
      for part in parts { part.setInsets(insets) }
    }
    return constraint
  }

  /// Insets the edges by leading and trailing: leading takes `leading`, trailing `-trailing`,
  /// top and bottom as ``insets(_:fileID:line:)-(EdgeInsets,_,_)``; left and right take the
  /// leading or trailing inset by the first item's layout direction.
  @discardableResult
  public func insets(
    _ insets: DirectionalEdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = self.constraint
    let location = LayoutLimits.accepts(insets) ? nil : SourceLocation(fileID, line)
    constraint.reportingOnce(at: location) { parts in
      for part in parts {
        let rightToLeft =
          part.firstItem?.owningLayoutView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch part.firstAttribute {
        case .leading: part.constant = insets.leading
        case .trailing: part.constant = -insets.trailing
        case .left: part.constant = rightToLeft ? insets.trailing : insets.leading
        case .right: part.constant = -(rightToLeft ? insets.leading : insets.trailing)
        case .top: part.constant = insets.top
        case .bottom: part.constant = -insets.bottom
        default: break
        }
      }
    }
    return constraint
  }

  /// Insets every edge by `inset`: ``insets(_:fileID:line:)-(EdgeInsets,_,_)`` with four
  /// equal sides.
  @discardableResult
  public func inset(
    _ inset: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    insets(
      EdgeInsets(top: inset, left: inset, bottom: inset, right: inset), fileID: fileID,
      line: line)
  }

  /// Offsets the sizes: width takes `width`, height takes `height`.
  @discardableResult
  public func sizeOffset(
    _ size: Size, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = self.constraint
    let accepted =
      LayoutLimits.accepts(length: size.width) && LayoutLimits.accepts(length: size.height)
    constraint.reportingOnce(at: accepted ? nil : SourceLocation(fileID, line)) { parts in
      for part in parts { part.setSizeOffset(size) }
    }
    return constraint
  }

  /// Offsets the centres: centerX takes `x`, centerY takes `y`.
  @discardableResult
  public func centerOffset(
    _ point: Point, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = self.constraint
    let accepted = LayoutLimits.accepts(length: point.x) && LayoutLimits.accepts(length: point.y)
    constraint.reportingOnce(at: accepted ? nil : SourceLocation(fileID, line)) { parts in
      for part in parts { part.setCenterOffset(point) }
    }
    return constraint
  }
}

extension LayoutConstraint {
  /// ``ConstraintEditable/insets(_:fileID:line:)-(EdgeInsets,_,_)`` for this layout constraint.
  func setInsets(_ insets: EdgeInsets) {
    switch firstAttribute {
    case .left, .leading: constant = insets.left
    case .top: constant = insets.top
    case .bottom: constant = -insets.bottom
    case .right, .trailing: constant = -insets.right
    default: break
    }
  }

  /// ``ConstraintEditable/sizeOffset(_:fileID:line:)`` for this layout constraint.
  func setSizeOffset(_ size: Size) {
    switch firstAttribute {
    case .width: constant = size.width
    case .height: constant = size.height
    default: break
    }
  }

  /// ``ConstraintEditable/centerOffset(_:fileID:line:)`` for this layout constraint.
  func setCenterOffset(_ point: Point) {
    switch firstAttribute {
    case .centerX: constant = point.x
    case .centerY: constant = point.y
    default: break
    }
  }
}
