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
  /// The node of ``item``.
  let node: LayoutNode
  /// What the block makes, which its handles point into (and which does not hold ``item``).
  let block: ConstraintBlock

  init(item: any LayoutItem, location: SourceLocation) {
    self.item = item
    self.node = item._layoutNode
    self.block = ConstraintBlock.make(location: location)
  }

  /// Starts a constraint with `attributes`. The attribute properties call it.
  public func _chain(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    var parts = ConstraintParts()
    for attribute in attributes { parts.append(makePart(node, attribute, block.location)) }
    return ConstraintMakerExtendable(block: block, index: block.append(parts))
  }

  /// Starts a constraint with `attribute`, without an array for one attribute.
  public func _chain(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
    let parts = ConstraintParts(makePart(node, attribute, block.location))
    return ConstraintMakerExtendable(block: block, index: block.append(parts))
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
    let start = block.callCount
    body()
    var parts = ConstraintParts()
    var relationDefined = false
    for index in start..<block.callCount where !block[index].grouped {
      block[index].grouped = true
      for part in block[index].parts { parts.append(part) }
      relationDefined = relationDefined || block[index].relationDefined
    }
    let index = block.append(parts, relationDefined: relationDefined)
    return ConstraintMakerRelatable(block: block, index: index)
  }

  /// The handles of the calls, in order (see ``ConstraintBlock/handles``).
  ///
  /// Read-only to the optimizer, which may then drop a call whose result is not used (see
  /// `run(_:_:_:_:update:remake:)`): it makes a new array and changes nothing else.
  @usableFromInline
  @_effects(readonly)
  func handles() -> [Constraint] { block.handles }

  /// Installs the constraints made, after uninstalling the item's DSL constraints when
  /// `removeExisting`; when `updateExisting`, a constraint matching an installed one gives it
  /// its constant instead.
  func install(updateExisting: Bool, removeExisting: Bool) {
    // A make's calls go to the layout layer's one-call path while it takes them (the common
    // case: no installation to set up); the rest take the general path below.
    let start = updateExisting || removeExisting ? 0 : installFreshCalls()
    if start == block.callCount { return }
    // The block's constraints are all the item's: it, its view and its engine are looked up
    // once, and the engine takes them together. A remake parks the solver constraints of the
    // ones it replaces, for the new ones that differ only in their constants to take over.
    var installation = Installation(first: node)
    if removeExisting { installation.parked = parkTrackedConstraints(of: item) }
    // A make's calls of one fresh layout constraint each go to the layout layer's one-call
    // path straight; what it declines takes the general path below, which finds out why.
    let firstView = updateExisting || installation.first == nil ? nil : installation.firstView
    for index in start..<block.callCount where !block[index].grouped {
      if let firstView, let part = block[index].parts.single, part.firstNode === node,
        installation.batch.activateTracked(part, in: firstView)
      {
        continue
      }
      Constraint(block: block, index: index).installParts(
        updateExisting: updateExisting, &installation)
      installation.endCall()
    }
    installation.finish()
    if removeExisting {
      var made: [LayoutConstraint] = []
      for index in block.callIndices where !block[index].grouped {
        made.append(contentsOf: block[index].parts)
      }
      installation.parked.settle(with: made)
    }
  }

  /// Installs the calls of a make, from the first, through the layout layer's one-call path
  /// (see `ActivationBatch.activateTracked(_:in:)`), while it takes them: calls of fresh
  /// layout constraints of the item, valid. A call it stops at may have some of its layout
  /// constraints installed, which the general path then leaves as they are.
  ///
  /// - Returns: the index of the first call it did not install (``ConstraintBlock/callCount``
  ///   when it installed them all).
  private func installFreshCalls() -> Int {
    // The tree holds the view for the call (nothing on this path changes the tree).
    guard let firstView = node.unretainedOwningView else { return 0 }
    return firstView._withUnsafeGuaranteedRef { installFreshCalls(in: $0) }
  }

  /// ``installFreshCalls()`` with the view of the item.
  private func installFreshCalls(in firstView: LayoutView) -> Int {
    var batch = ActivationBatch()
    var index = 0
    let count = block.callCount
    while index < count {
      if !block[index].grouped {
        if let first = block[index].parts.unretainedFirst {
          guard batch.activateTracked(first, of: node, in: firstView) else { break }
        }
        if block[index].parts.single == nil,
          !block[index].parts.rest.allSatisfy({
            batch.activateTracked(.passUnretained($0), of: node, in: firstView)
          })
        {
          break
        }
      }
      index += 1
    }
    batch.flush()
    return index
  }
}
