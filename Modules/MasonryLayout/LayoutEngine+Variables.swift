// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

extension LayoutEngine {
  /// The variables of `item`, made on first use together with the item's implicit
  /// constraints. Making them first makes the variables of the item's superview chain (a
  /// guide's owning view and up), so every item with variables is placed in the root's space.
  func variables(of item: any LayoutItem) -> ItemVariables {
    if let variables = existingVariables(of: item) { return variables }
    let view = item.owningLayoutView
    let isView = view === item
    if let view, item !== root {
      if isView {
        if let superview = view.superview { _ = variables(of: superview) }
      } else {
        _ = variables(of: view)
      }
    }
    let name = item.debugName ?? nextUnnamed(isView ? "view" : "guide")
    let variables = ItemVariables(
      minX: solver.makeVariable(named: "\(name).minX"),
      minY: solver.makeVariable(named: "\(name).minY"),
      width: solver.makeVariable(named: "\(name).width"),
      height: solver.makeVariable(named: "\(name).height"))
    setState(ItemState(variables: variables), for: item)
    if let view { noteNewVariables(variables, of: item, in: view) }
    if isView, let view {
      // Only a root and a view that translates its frame have frame constraints; for another,
      // the call would copy the fresh state and set it back unchanged.
      if view === root || view.translatesFrame { makeFrameConstraints(for: view) }
      makeContentSizeConstraints(for: view)
      if view.hasWidthDependentIntrinsicSize {
        widthDependentViews.append(WeakView(view: view))
        unmeasuredWidthViews.append(WeakView(view: view))
      }
    } else if let view {
      makeGuideConstraints(for: item, of: view)
    }
    return variables
  }

  private func nextUnnamed(_ prefix: String) -> String {
    unnamedItems += 1
    return "\(prefix)\(unnamedItems)"
  }

  /// A root's pinned origin and, while it translates its frame, its size; or a non-root
  /// view's autoresizing constraints while it translates its frame.
  func makeFrameConstraints(for view: LayoutView) {
    guard var state = state(of: view) else { return }
    var made: [LayoutConstraint] = []
    // Constraints place alignment rectangles; a root's frame is at the origin.
    let frame =
      view === root
      ? view.alignmentRect(forFrame: Rect(origin: .zero, size: view.storedFrame.size))
      : view.translatedAlignmentRect
    if view === root {
      made.append(implicit(.root, view, .left, nil, .notAnAttribute, frame.origin.x, on: view))
      made.append(implicit(.root, view, .top, nil, .notAnAttribute, frame.origin.y, on: view))
      if view.translatesFrame, !isScratch {
        made.append(implicit(.root, view, .width, nil, .notAnAttribute, frame.size.width, on: view))
        made.append(
          implicit(.root, view, .height, nil, .notAnAttribute, frame.size.height, on: view))
      }
    } else if view.translatesFrame, let superview = view.superview, !view.resizingMask.isEmpty {
      made = autoresizingConstraints(for: view, in: superview)
    } else if view.translatesFrame, let superview = view.superview {
      made.append(
        implicit(.autoresizing, view, .left, superview, .left, frame.origin.x, on: superview))
      made.append(
        implicit(.autoresizing, view, .top, superview, .top, frame.origin.y, on: superview))
      made.append(
        implicit(.autoresizing, view, .width, nil, .notAnAttribute, frame.size.width, on: view))
      made.append(
        implicit(.autoresizing, view, .height, nil, .notAnAttribute, frame.size.height, on: view))
    }
    state.frame = made
    setState(state, for: view)
    for constraint in made { materialize(constraint) }
  }

  /// Hugging and compression resistance for each axis that has an intrinsic size.
  func makeContentSizeConstraints(for view: LayoutView) {
    guard var state = state(of: view) else { return }
    let size = view.intrinsicContentSize(forLayoutWidth: state.layoutWidth)
    checkIntrinsicSize(size, of: view)
    var made: [LayoutConstraint] = []
    for axis in [Axis.horizontal, .vertical] {
      let value = axis == .horizontal ? size.width : size.height
      guard LayoutEngine.definesIntrinsicLength(value) else { continue }
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      made.append(
        implicit(
          .contentHugging, view, attribute, nil, .notAnAttribute, value, on: view,
          relation: .lessThanOrEqual, priority: view.contentHuggingPriority(for: axis)))
      made.append(
        implicit(
          .compressionResistance, view, attribute, nil, .notAnAttribute, value, on: view,
          relation: .greaterThanOrEqual,
          priority: view.contentCompressionResistancePriority(for: axis)))
    }
    state.contentSize = made
    state.intrinsicSize = size
    setState(state, for: view)
    for constraint in made { materialize(constraint) }
  }

  /// A system guide's four edges, inset from its owning view.
  func makeGuideConstraints(for item: any LayoutItem, of view: LayoutView) {
    guard var state = state(of: item), let role = guideRole(of: item, in: view), role != .user
    else { return }
    let kind: LayoutConstraint.Kind = role == .layoutMargins ? .layoutMargins : .safeArea
    // From the frames: reading the solver between additions would be slow, and the insets
    // are settled from the solution after the next solve anyway.
    let rules = frameInsetRules ?? InsetRules(root: root)
    if isSyncing { frameInsetRules = rules }
    let insets =
      role == .layoutMargins ? rules.effectiveMargins(of: view) : rules.safeAreaInsets(of: view)
    let made = [
      implicit(kind, item, .left, view, .left, insets.left, on: view),
      implicit(kind, item, .top, view, .top, insets.top, on: view),
      implicit(kind, item, .right, view, .right, -insets.right, on: view),
      implicit(kind, item, .bottom, view, .bottom, -insets.bottom, on: view),
    ]
    state.guide = made
    setState(state, for: item)
    guideOwners.append(WeakView(view: view))
    if view.preservesMargins { preservingOwners.append(WeakView(view: view)) }
    for constraint in made { materialize(constraint) }
  }

  func guideRole(of item: any LayoutItem, in view: LayoutView) -> LayoutGuide.Role? {
    if item === view.marginsGuide { return .layoutMargins }
    if item === view.safeAreaGuide { return .safeArea }
    return item === view ? nil : .user
  }

  private func implicit(
    _ kind: LayoutConstraint.Kind, _ item: any LayoutItem, _ attribute: LayoutAttribute,
    _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute, _ constant: Double,
    on view: LayoutView, relation: Relation = .equal, priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      kind: kind, item, attribute, relation, other, otherAttribute, constant: constant,
      priority: priority)
    constraint.active = true
    constraint.installedView = view
    return constraint
  }

  /// Forgets an item: removes its implicit constraints from the solver and drops its state.
  func forget(_ item: any LayoutItem) {
    guard let state = state(of: item) else { return }
    for constraint in state.implicitConstraints {
      remove(constraint)
      constraint.active = false
    }
    if !isScratch { forgetOwner(of: state.variables) }
    setState(nil, for: item)
  }
}
