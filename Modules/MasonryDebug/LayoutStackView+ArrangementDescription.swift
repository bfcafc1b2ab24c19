// SPDX-License-Identifier: MIT

public import MasonryLayout

extension LayoutStackView {
  /// The stack's settings and the constraints it made, grouped by UIKit's identifiers in the
  /// order they first appear, the way the well-known walkthroughs of `UIStackView` list them:
  ///
  /// ```
  /// LayoutStackView:row axis = horizontal; distribution = fill; alignment = center; spacing = 8; arrangedSubviews = 2
  /// UISV-canvas-connection:
  ///   <LayoutConstraint:UISV-canvas-connection LayoutStackView:row.leading == LayoutView:icon.leading>
  ///   ...
  /// UISV-spacing:
  ///   <LayoutConstraint:UISV-spacing Label:title.leading == LayoutView:icon.trailing + 8>
  /// ```
  ///
  /// Brings the arrangement up to date first (it does not solve or lay out).
  public var arrangementDescription: String {
    updateArrangementIfNeeded()
    var lines = [layoutDescription + " " + settingsDescriptions.joined(separator: "; ")]
    var groups: [String] = []
    var members: [String: [LayoutConstraint]] = [:]
    for constraint in madeConstraints {
      let identifier = constraint.identifier ?? "?"
      if members[identifier] == nil { groups.append(identifier) }
      members[identifier, default: []].append(constraint)
    }
    for identifier in groups {
      lines.append(identifier + ":")
      lines += (members[identifier] ?? []).map { "  \($0.debugDescription)" }
    }
    return lines.joined(separator: "\n")
  }
}
