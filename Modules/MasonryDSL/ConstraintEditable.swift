// SPDX-License-Identifier: MIT

public import MasonryLayout

/// What every stage of a DSL constraint has (``ConstraintMakerExtendable``,
/// ``ConstraintMakerRelatable``, ``Constraint``): the handle it stands for, and through it the
/// multiplier, the priority, the key and installation; the constant setters are in
/// `ConstraintEditable+Constants.swift`. Each returns the handle, so `make.top.offset(10)`
/// keeps the relation `==`, as in Masonry.
public protocol ConstraintEditable {
  /// The handle this stage of the chain builds (SnapKit's `constraint`).
  var constraint: Constraint { get }

  /// The handle, taking over this stage's hold on what it names: the chain's next step, which
  /// costs no retain. Not API.
  consuming func _intoConstraint() -> Constraint
}

extension ConstraintEditable {
  /// ``constraint``, for a stage that has no cheaper way.
  public consuming func _intoConstraint() -> Constraint { constraint }

  /// The layout constraints of the handle, in order: made with it (active while installed),
  /// or adopted from an installed one in an update.
  public var layoutConstraints: [LayoutConstraint] {
    Array(constraint.parts)
  }

  // MARK: - Multiplier

  /// Multiplies the second attribute by `multiplier`, in the installing view's coordinate
  /// space. On an installed constraint, a multiplier the layout layer refuses is reported at
  /// this call's line.
  @discardableResult
  public func multipliedBy(
    _ multiplier: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = self.constraint
    let accepted = multiplier != 0 && LayoutLimits.accepts(multiplier: multiplier)
    constraint.reportingOnce(at: accepted ? nil : SourceLocation(fileID, line)) { parts in
      for part in parts { part.multiplier = multiplier }
    }
    return constraint
  }

  /// Divides the second attribute by `divider` (a multiplier of `1 / divider`).
  @discardableResult
  public func dividedBy(
    _ divider: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    multipliedBy(1 / divider, fileID: fileID, line: line)
  }

  // MARK: - Priority

  /// Sets the priority. On an installed constraint, a priority outside (0, 1000] is reported
  /// at this call's line.
  @discardableResult
  public consuming func priority(
    _ priority: LayoutPriority, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = _intoConstraint()
    if priority.isValid, let part = constraint.unretainedSinglePart {
      part._withUnsafeGuaranteedRef { $0.priority = priority }
    } else {
      let location = priority.isValid ? nil : SourceLocation(fileID, line)
      constraint.reportingOnce(at: location) { parts in
        for part in parts { part.priority = priority }
      }
    }
    return constraint
  }

  /// Priority 250.
  @discardableResult
  public func priorityLow() -> Constraint { priority(.defaultLow) }

  /// Priority 500 (Masonry's medium).
  @discardableResult
  public func priorityMedium() -> Constraint { priority(.medium) }

  /// Priority 750.
  @discardableResult
  public func priorityHigh() -> Constraint { priority(.defaultHigh) }

  /// Priority 1000.
  @discardableResult
  public func priorityRequired() -> Constraint { priority(.required) }

  // MARK: - Key

  /// Names the constraint for descriptions (Masonry's `key`, the layout constraint's
  /// identifier). The children of a composite get `key[0]`, `key[1]`... in child order.
  @discardableResult
  public func key(_ key: String) -> Constraint {
    let constraint = self.constraint
    let parts = constraint.parts
    for (index, part) in parts.enumerated() {
      part.identifier = parts.count == 1 ? key : "\(key)[\(index)]"
    }
    return constraint
  }

  /// SnapKit's name for ``key(_:)``.
  @discardableResult
  public func labeled(_ label: String) -> Constraint { key(label) }
}
