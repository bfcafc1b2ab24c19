// SPDX-License-Identifier: MIT

/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
///
/// Only the two types of this module conform; the requirement that starts with an underscore
/// is an implementation detail.
public protocol LayoutItem: AnyObject {
  /// A name for descriptions and diagnostics (Masonry's `mas_key`).
  var debugName: String? { get set }

  /// The view this item belongs to: a view itself, or a guide's owning view.
  var owningLayoutView: LayoutView? { get }

  /// The layout layer's bookkeeping for this item. Not API.
  var _layoutNode: LayoutNode { get }
}

extension LayoutItem {
  /// Masonry's name of the item: its type and debug name (`Label:messageLabel`), or its type
  /// and address when it has no name (`LayoutView:0x5581…`, as `%p` prints it).
  public var layoutDescription: String {
    "\(type(of: self)):\(debugName ?? addressDescription(self))"
  }
}

/// What the layout layer keeps for each view and guide: its variables in the engine, the
/// active constraints that mention it, and the constraints a client tracks for it.
///
/// The node also stands for its item where the item must be held weakly (a constraint's items,
/// a view's superview, an attribute in the DSL): holding the node strongly and reaching the item
/// through `view` or `guide`, which the item's `deinit` clears, costs no weak reference.
/// A weak reference gives its object a side table, which makes every retain and release of the
/// object several times slower, and the layout layer retains its views all the time.
///
/// Reached through `LayoutItem._layoutNode`; everything in it is package-internal.
public final class LayoutNode {
  /// The view the node belongs to, until that view's `deinit` (unretained: testing it costs no
  /// retain).
  @exclusivity(unchecked) private(set) var viewPointer: Unmanaged<LayoutView>?
  /// The guide the node belongs to, until that guide's `deinit`.
  @exclusivity(unchecked) private var guidePointer: Unmanaged<LayoutGuide>?

  /// The view the node belongs to, while it lives.
  var view: LayoutView? {
    get { viewPointer?.takeUnretainedValue() }
    set { viewPointer = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// The guide the node belongs to, while it lives.
  var guide: LayoutGuide? {
    get { guidePointer?.takeUnretainedValue() }
    set { guidePointer = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// Whether the node belongs to a view that lives.
  package var isView: Bool { viewPointer != nil }
  // The stored properties a constraint block touches for each item (the item's pointers, its
  // engine, its reference list and tracking count) come first, in the object's first 64 bytes
  // with its reference count (Swift lays a class out in declaration order): a screen's make
  // reaches thousands of nodes made long before, and each further cache line of one is a miss.
  /// The engine ``state`` belongs to.
  var engine: LayoutEngine? {
    get { engineIdentity?.engine }
    set { engineIdentity = newValue?.identity }
  }
  /// The identity of ``engine``: the engine, held weakly.
  @exclusivity(unchecked) var engineIdentity: EngineIdentity?
  /// ``references`` but the distances: a list threaded through the constraints, unretained
  /// (see ``ReferenceNeighbours``).
  @exclusivity(unchecked) private var referenceList = ReferenceList()
  /// How many constraints have been tracked for this item (see ``track(_:)``): the serial of
  /// the newest (serials are numbered again from 1 before one would pass `Int32.max`).
  @exclusivity(unchecked) package var trackCount = 0
  /// The variables of ``state``, kept apart so that the hot paths that only read positions
  /// (the frame write-back) copy no constraint lists; next to the engine's identity, which
  /// they check first, and before the state, which is long.
  @exclusivity(unchecked) private(set) var variables: ItemVariables?
  /// The item's state in its primary engine; `nil` until a constraint needs it.
  @exclusivity(unchecked) var state: ItemState? {
    didSet { variables = state?.variables }
  }
  /// The active constraints whose first or second item is this item, for removing them when
  /// the item leaves its tree, in the order they were activated (a constraint between two
  /// attributes of the item is listed twice); then those whose distance starts at the item
  /// (see ``OffsetOrigins``).
  package var references: [LayoutConstraint] {
    var constraints: [LayoutConstraint] = []
    referenceList.forEachLink { constraints.append($0.constraint.takeUnretainedValue()) }
    constraints += offsetReferenceSlots.map { $0.takeUnretainedValue() }
    return constraints
  }
  /// ``references`` from distances whose origin is this item, unretained; each constraint
  /// knows its slot here (see ``OffsetOrigins``).
  @exclusivity(unchecked) private var offsetReferenceSlots: [Unmanaged<LayoutConstraint>] = []
  /// The node of the view whose ``LayoutView/staleFrames`` list this item, if any.
  @exclusivity(unchecked) var staleIn: LayoutNode?

  init() {}

  /// The item, while it lives.
  package var item: (any LayoutItem)? {
    if let view { return view }
    return guide
  }

  /// Whether the item lives.
  package var isAlive: Bool { viewPointer != nil || guidePointer != nil }

  /// The view the item belongs to (`LayoutItem.owningLayoutView`), without a protocol call.
  package var owningView: LayoutView? {
    if let view { return view }
    return guide?.owningView
  }

  /// ``owningView`` unretained, for the hot paths, which hold the tree for the call.
  package var unretainedOwningView: Unmanaged<LayoutView>? {
    if let viewPointer { return viewPointer }
    return guidePointer?._withUnsafeGuaranteedRef {
      $0.owningNodePointer?._withUnsafeGuaranteedRef { $0.viewPointer }
    }
  }

  /// The item's `deinit`: from now on the node stands for an item that is gone. What it held
  /// for the item goes too (constraints that hold the node would otherwise keep it in a cycle).
  func itemGone() {
    view = nil
    guide = nil
    state = nil
    // The reference list holds nothing: its constraints leave it as they are deactivated or
    // go away, without a walk over them here (which would touch each one in a teardown).
    offsetReferenceSlots = []
    staleIn = nil
  }

  /// The constraints a client library tracks for this item: the DSL's make, update and remake
  /// bookkeeping (Masonry's `mas_installedConstraints`), the active ones, oldest tracked first.
  ///
  /// A tracked constraint is marked with its serial rather than listed: it is found among the
  /// item's ``references`` (where it sits while active), so tracking costs no list per item
  /// and no append per constraint on the DSL's hot path; its deactivation ends the tracking.
  ///
  /// - Complexity: O(*r* + *t* log *t*), for *r* references and *t* tracked constraints.
  package var trackedConstraints: [LayoutConstraint] {
    var tracked: [LayoutConstraint] = []
    referenceList.forEachLink { link in
      guard !link.isSecond else { return }
      let constraint = link.constraint.takeUnretainedValue()
      if constraint.trackSerial > 0 { tracked.append(constraint) }
    }
    tracked.sort { $0.trackSerial < $1.trackSerial }
    return tracked
  }

  /// Tracks `constraint`, active and with this item first, as the newest of
  /// ``trackedConstraints``.
  package func track(_ constraint: LayoutConstraint) {
    // A constraint keeps its serial in 32 bits: before one would pass them, the tracked
    // constraints are numbered again from 1, in their order (fewer than 2³¹ are ever active).
    if trackCount >= Int(Int32.max) { renumberTrackedConstraints() }
    trackCount += 1
    constraint.trackSerial = trackCount
  }

  /// Numbers the tracked constraints 1, 2, 3... in their order.
  private func renumberTrackedConstraints() {
    let tracked = trackedConstraints
    for (index, constraint) in tracked.enumerated() { constraint.trackSerial = index + 1 }
    trackCount = tracked.count
  }

  /// Ends the tracking of `constraint` (it stays active).
  package func untrack(_ constraint: LayoutConstraint) {
    constraint.trackSerial = 0
  }

  /// Ends the tracking of every constraint of ``trackedConstraints``.
  package func untrackAll() {
    referenceList.forEachLink { link in
      guard !link.isSecond else { return }
      link.constraint._withUnsafeGuaranteedRef { $0.trackSerial = 0 }
    }
  }

  /// Lists `constraint`, active, whose first item (or second, when `isSecond`) is this item.
  @inline(__always)
  func addReference(_ constraint: LayoutConstraint, isSecond: Bool) {
    referenceList.append(constraint, isSecond: isSecond)
  }

  /// Takes `constraint`'s first side (or second, when `isSecond`) out of the list.
  func removeReference(_ constraint: LayoutConstraint, isSecond: Bool) {
    referenceList.remove(constraint, isSecond: isSecond)
  }

  /// Lists `constraint`, active, whose distance starts at this item; returns its slot.
  func addOffsetReference(_ constraint: LayoutConstraint) -> Int {
    offsetReferenceSlots.append(Unmanaged.passUnretained(constraint))
    return offsetReferenceSlots.count - 1
  }

  /// Removes the distance reference in `slot` by moving the last one into it.
  func removeOffsetReference(at slot: Int) {
    guard slot >= 0, slot < offsetReferenceSlots.count else { return }
    let moved = offsetReferenceSlots.removeLast()
    let old = offsetReferenceSlots.count
    guard slot < old else { return }
    offsetReferenceSlots[slot] = moved
    // Unretained: the moved constraint may be the one whose `deinit` removes its other slot.
    moved._withUnsafeGuaranteedRef { $0.offsets?.moveReference(in: self, from: old, to: slot) }
  }
}
