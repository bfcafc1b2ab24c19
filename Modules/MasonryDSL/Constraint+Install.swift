// SPDX-License-Identifier: MIT

import MasonryLayout

extension Constraint {
  /// Installs the constraint: activates its layout constraints (made on first install,
  /// re-activated after an uninstall).
  public func install() {
    var issues = IssueBatch()
    var engine: LayoutEngine?
    for part in parts { part.install(updateExisting: false, engine: &engine, issues: &issues) }
    issues.report()
  }

  /// Uninstalls the constraint: deactivates its layout constraints, which it keeps for a
  /// later ``install()``.
  public func uninstall() {
    var removed: [LayoutConstraint] = []
    for part in parts {
      guard let layoutConstraint = part.layoutConstraint, layoutConstraint.isActive else {
        continue
      }
      removed.append(layoutConstraint)
      if let node = layoutConstraint.firstItem?._layoutNode {
        node.trackedConstraints.removeAll { $0 === layoutConstraint }
      }
    }
    LayoutConstraint.deactivate(removed)
  }

  /// Whether any of its layout constraints is active; setting it installs or uninstalls the
  /// constraint (SnapKit's settable `isActive`).
  public var isActive: Bool {
    get { parts.contains { $0.isInstalled } }
    set { if newValue { install() } else { uninstall() } }
  }

  /// Masonry's alias of ``install()``.
  public func activate() { install() }

  /// Masonry's alias of ``uninstall()``.
  public func deactivate() { uninstall() }
}
