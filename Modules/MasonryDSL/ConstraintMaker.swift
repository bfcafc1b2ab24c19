// SPDX-License-Identifier: MIT

public import MasonryLayout

/// The `make` of a constraint block: each attribute starts a constraint whose first item is
/// the view (or guide) the block is for.
///
/// ```swift
/// view1.mas.makeConstraints { make in
///   make.edges.equalTo(superview).with.insets(padding)
/// }
/// ```
public final class ConstraintMaker: ConstraintAttributeChain {
  /// The view or guide the constraints are for (public so apps can write their own helpers,
  /// as SnapKit's `make.item`).
  public let item: any LayoutItem
  let location: SourceLocation
  @exclusivity(unchecked) var constraints: [Constraint] = []

  init(item: any LayoutItem, location: SourceLocation) {
    self.item = item
    self.location = location
  }

  /// Starts a constraint with `attributes`. The attribute properties call it.
  public func _chain(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    let constraint = ConstraintMakerExtendable(
      parts: attributes.map { ViewConstraint(item, $0, location: location) }, location: location)
    constraints.append(constraint)
    return constraint
  }

  /// Starts a constraint with every attribute in `attributes`, in Masonry's fixed order. An
  /// empty set is reported ("You didn't pass any attribute to make.attributes(...)").
  @discardableResult
  public func attributes(
    _ attributes: ConstraintAttributes, fileID: StaticString = #fileID, line: UInt = #line
  ) -> ConstraintMakerExtendable {
    let list = attributes.attributes
    if list.isEmpty {
      reportMisuse(MasonryMessage.noAttributes, item: item, location: SourceLocation(fileID, line))
    }
    return _chain(list)
  }

  /// Runs `body`, then returns one handle on every constraint it made (Masonry's `group`).
  @discardableResult
  public func group(_ body: () -> Void) -> ConstraintMakerRelatable {
    let start = constraints.count
    body()
    let made = constraints[start...]
    let grouped = ConstraintMakerRelatable(parts: made.flatMap(\.parts), location: location)
    constraints.removeSubrange(start...)
    constraints.append(grouped)
    return grouped
  }

  /// Installs the constraints made, after uninstalling the item's DSL constraints when
  /// `removeExisting`; when `updateExisting`, a constraint matching an installed one gives it
  /// its constant instead.
  func install(updateExisting: Bool, removeExisting: Bool) -> [Constraint] {
    if removeExisting { uninstallTrackedConstraints(of: item) }
    // The block's constraints are all in the item's tree: its engine is looked up once.
    var engine: LayoutEngine?
    for constraint in constraints {
      var issues = IssueBatch()
      for part in constraint.parts {
        part.install(updateExisting: updateExisting, engine: &engine, issues: &issues)
      }
      // The handler of a reported issue may change the tree: look its engine up again.
      if issues.report() { engine = nil }
    }
    let made = constraints
    constraints = []
    return made
  }
}
