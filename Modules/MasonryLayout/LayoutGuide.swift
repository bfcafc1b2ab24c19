// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A rectangle that takes part in constraints like a view but draws nothing and has no
/// subviews: a spacer, a region, or a system guide (the layout margins and the safe area).
///
/// ```swift
/// let gap = LayoutGuide(debugName: "gap")
/// container.addLayoutGuide(gap)
/// ```
///
/// Guides have no baselines and no margins.
public final class LayoutGuide: LayoutItem {
  /// A name for descriptions and diagnostics (UIKit's `identifier`).
  public var debugName: String?
  /// The view the guide was added to.
  public internal(set) var owningView: LayoutView? {
    get { owningNode?.view }
    set { owningNode = newValue?._layoutNode }
  }
  /// The owning view's node (see ``LayoutNode``): the view, held weakly.
  @exclusivity(unchecked) var owningNode: LayoutNode? {
    didSet { owningNodePointer = owningNode.map { .passUnretained($0) } }
  }
  /// ``owningNode`` unretained (the guide holds it), for the hot paths.
  @exclusivity(unchecked) private(set) var owningNodePointer: Unmanaged<LayoutNode>?
  /// The guide's frame in its owning view's coordinates, written by the layout pass.
  public internal(set) var layoutFrame: Rect = .zero
  /// What the guide is for.
  public let role: Role
  /// The layout layer's bookkeeping. Not API.
  public let _layoutNode = LayoutNode()

  /// A guide to add to a view with ``LayoutView/addLayoutGuide(_:)``.
  public convenience init(debugName: String? = nil) {
    self.init(role: .user, debugName: debugName)
  }

  init(role: Role, debugName: String?) {
    self.role = role
    self.debugName = debugName
    _layoutNode.guide = self
  }

  deinit {
    _layoutNode.itemGone()
  }

  /// The owning view.
  public var owningLayoutView: LayoutView? { owningView }

  /// UIKit's name for ``debugName``.
  public var identifier: String? {
    get { debugName }
    set { debugName = newValue }
  }

  /// What a guide is for.
  public enum Role: Hashable, Sendable {
    /// A guide the user added: constraints alone place it.
    case user
    /// A view's layout margins guide, inset from the view by its effective margins.
    case layoutMargins
    /// A view's safe area guide, inset from the view by its safe area insets.
    case safeArea
  }
}

extension LayoutView {
  /// Adds a guide to the view. A guide belongs to one view; adding it to another moves it.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.role == .user, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    layoutGuides.append(guide)
    guide.owningView = self
  }

  /// Removes a guide from the view, and every constraint that mentions it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, let index = layoutGuides.firstIndex(where: { $0 === guide })
    else { return }
    LayoutConstraint.deactivate(guide._layoutNode.references)
    layoutEngineIfCreated?.forget(guide)
    layoutGuides.remove(at: index)
    guide.owningView = nil
  }

  /// The guide inset from the view by its layout margins (see ``effectiveLayoutMargins``).
  public var layoutMarginsGuide: LayoutGuide {
    if let marginsGuide { return marginsGuide }
    let guide = LayoutGuide(role: .layoutMargins, debugName: debugName.map { "\($0).margins" })
    guide.owningView = self
    marginsGuide = guide
    return guide
  }

  /// The guide inset from the view by its safe area insets (see ``safeAreaInsets``).
  public var safeAreaLayoutGuide: LayoutGuide {
    if let safeAreaGuide { return safeAreaGuide }
    let guide = LayoutGuide(role: .safeArea, debugName: debugName.map { "\($0).safeArea" })
    guide.owningView = self
    safeAreaGuide = guide
    return guide
  }

  /// The user guides and the system guides made so far.
  var allGuides: [LayoutGuide] {
    var guides = layoutGuides
    if let marginsGuide { guides.append(marginsGuide) }
    if let safeAreaGuide { guides.append(safeAreaGuide) }
    return guides
  }
}
