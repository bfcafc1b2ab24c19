// SPDX-License-Identifier: MIT

extension LayoutStackView.Distribution: CustomStringConvertible {
  /// UIKit's name: `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`,
  /// `equalCentering`.
  public var description: String {
    switch self {
    case .fill: return "fill"
    case .fillEqually: return "fillEqually"
    case .fillProportionally: return "fillProportionally"
    case .equalSpacing: return "equalSpacing"
    case .equalCentering: return "equalCentering"
    }
  }
}

extension LayoutStackView.Alignment: CustomStringConvertible {
  /// UIKit's name: `fill`, `leading`, `firstBaseline`, `center`, `trailing`, `lastBaseline`.
  public var description: String {
    switch self {
    case .fill: return "fill"
    case .leading: return "leading"
    case .firstBaseline: return "firstBaseline"
    case .center: return "center"
    case .trailing: return "trailing"
    case .lastBaseline: return "lastBaseline"
    }
  }
}

extension LayoutStackView {
  /// The stack's settings as `name = value` pairs, for descriptions: axis, distribution,
  /// alignment, spacing, the arrangement flags when on, and the number of arranged views.
  package var settingsDescriptions: [String] {
    var parts = [
      "axis = \(axis)", "distribution = \(distribution)", "alignment = \(alignment)",
      "spacing = \(LayoutNumber.format(spacing))",
    ]
    if isLayoutMarginsRelativeArrangement { parts.append("layoutMarginsRelativeArrangement") }
    if isBaselineRelativeArrangement { parts.append("baselineRelativeArrangement") }
    parts.append("arrangedSubviews = \(arrangedSubviews.count)")
    return parts
  }

  /// The constraints the stack made, in the order it made them (up to date as of the last
  /// update-constraints pass).
  package var madeConstraints: [LayoutConstraint] { arrangementConstraints }
}
