// SPDX-License-Identifier: MIT

public import MasonryLayout

/// A constraint made with the DSL: one or several layout constraints (a composite such as
/// `edges`, or one per element of an array target), and the handle to keep for changing them
/// later.
///
/// ```swift
/// var topConstraint: Constraint?
/// view1.mas.makeConstraints { make in
///   topConstraint = make.top.equalTo(superview.mas.top).with.offset(padding.top)
/// }
/// topConstraint?.offset(30)      // the live constant changes in place
/// topConstraint?.uninstall()
/// ```
///
/// This is the last rung of the chain ladder: ``ConstraintMakerExtendable`` (attributes) is a
/// ``ConstraintMakerRelatable`` (relations), which is a `Constraint` (constants, multiplier,
/// priority, key, install). A relation returns a `Constraint`, so the compiler keeps attributes
/// and relations before constants; the runtime checks of Masonry remain for handles kept in a
/// variable, and report a `LayoutIssue` in Masonry's words.
///
/// Every modifier works before and after installation. After it, the constant, the
/// multiplier and the priority (required to optional and back included) change the live
/// constraint in place, beyond what Masonry allows.
public class Constraint {
  @exclusivity(unchecked) var parts: [ViewConstraint]
  @exclusivity(unchecked) var relationDefined = false
  let location: SourceLocation

  init(parts: [ViewConstraint], location: SourceLocation) {
    self.parts = parts
    self.location = location
  }

  /// The layout constraints this handle installed (or adopted, in an update).
  public var layoutConstraints: [LayoutConstraint] {
    parts.compactMap(\.layoutConstraint)
  }

  /// A filler word: `.with.offset(8)`.
  public var with: Constraint { self }

  /// A filler word.
  public var and: Constraint { self }

  // MARK: - Multiplier

  /// Multiplies the second attribute by `multiplier`, in the installing view's coordinate
  /// space.
  @discardableResult
  public func multipliedBy(_ multiplier: Double) -> Constraint {
    reportingOnce { for part in parts { part.multiplier = multiplier } }
    return self
  }

  /// Divides the second attribute by `divider` (a multiplier of `1 / divider`).
  @discardableResult
  public func dividedBy(_ divider: Double) -> Constraint {
    multipliedBy(1 / divider)
  }

  // MARK: - Priority

  /// Sets the priority.
  @discardableResult
  public func priority(_ priority: LayoutPriority) -> Constraint {
    reportingOnce { for part in parts { part.priority = priority } }
    return self
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
    for (index, part) in parts.enumerated() {
      let name = parts.count == 1 ? key : "\(key)[\(index)]"
      part.key = name
      part.layoutConstraint?.identifier = name
    }
    return self
  }

  /// SnapKit's name for ``key(_:)``.
  @discardableResult
  public func labeled(_ label: String) -> Constraint { key(label) }
}
