// SPDX-License-Identifier: MIT

import MasonryGeometry
public import MasonryLayout

extension LayoutConstraint {
  /// A constraint made from a visual format, written back in the format's notation as Auto
  /// Layout's log prints it: `H:[LayoutView:a]-(8)-[LayoutView:b]`,
  /// `V:|-(20)-[LayoutView:a] (Names: '|':LayoutView:root)`, `H:[LayoutView:a(>=50@750)]`;
  /// `nil` for a constraint made otherwise, or an alignment a format's options made.
  public var visualFormatDescription: String? {
    guard let role = visualFormatRole, let first = firstItem else { return nil }
    switch role {
    case .size(let axis):
      var predicate = relationPrefix(omittingEqual: secondItem == nil)
      if let second = secondItem {
        predicate += second.layoutDescription
      } else {
        predicate += LayoutNumber.format(constant)
      }
      return "\(letter(axis)):[\(first.layoutDescription)(\(predicate)\(prioritySuffix))]"
    case .connection(let axis, let reversed):
      guard let second = secondItem else { return nil }
      let (earlier, later) = reversed ? (first, second) : (second, first)
      let spacing =
        "-(\(relationPrefix(omittingEqual: true))"
        + "\(LayoutNumber.format(constant))\(prioritySuffix))-"
      let earlierView = earlier.owningLayoutView
      let laterView = later.owningLayoutView
      if let laterView, earlierView?.superview === laterView {
        return "\(letter(axis)):[\(earlier.layoutDescription)]\(spacing)| "
          + "(Names: '|':\(later.layoutDescription))"
      }
      if let earlierView, laterView?.superview === earlierView {
        return "\(letter(axis)):|\(spacing)[\(later.layoutDescription)] "
          + "(Names: '|':\(earlier.layoutDescription))"
      }
      return "\(letter(axis)):[\(earlier.layoutDescription)]\(spacing)[\(later.layoutDescription)]"
    }
  }

  private func letter(_ axis: Axis) -> String { axis == .horizontal ? "H" : "V" }

  private func relationPrefix(omittingEqual: Bool) -> String {
    switch relation {
    case .equal: return omittingEqual ? "" : "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  private var prioritySuffix: String {
    priority.isRequired ? "" : "@\(LayoutNumber.format(priority.rawValue))"
  }
}
