// SPDX-License-Identifier: MIT

public import MasonrySolving

/// A relation between two attributes of views or layout guides, Auto Layout's equation:
/// `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute + constant`.
///
/// ```swift
/// let c = LayoutConstraint(
///   item: label, attribute: .left, relatedBy: .equal,
///   toItem: container, attribute: .left, multiplier: 1, constant: 8)
/// c.isActive = true
/// c.constant = 16      // updates the solver in place
/// ```
///
/// A constraint is inactive when made. Activating it installs it on the closest common
/// ancestor of its items (a view counts as its own ancestor), whose coordinate space its
/// numbers, the multiplier included, are measured in. Its constant, multiplier and priority can
/// change while it is active, required to optional and back included; the engine updates only
/// this constraint.
///
/// Items are held weakly, as Auto Layout does (through their ``LayoutNode``s, which cost no
/// weak reference); views hold the constraints installed on them.
public final class LayoutConstraint {
  /// The item on the left-hand side.
  public var firstItem: (any LayoutItem)? { firstNode?.item }
  /// The attribute of ``firstItem``.
  public let firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public var relation: Relation { storedRelation }
  /// The relation, which a client library may set before the constraint is active (see
  /// ``setRelation(_:)``).
  @exclusivity(unchecked) private var storedRelation: Relation
  /// The item on the right-hand side; `nil` for a constraint to a constant.
  public var secondItem: (any LayoutItem)? { secondNode?.item }
  /// The attribute of ``secondItem``; ``LayoutAttribute/notAnAttribute`` when there is none.
  @exclusivity(unchecked) public private(set) var secondAttribute: LayoutAttribute
  // The stored properties are declared in the order that packs them (Swift lays a class out
  // in declaration order): the one-byte ones together, then the numbers and references; a
  // smaller object is fewer cache lines to write when a screen makes thousands of them.
  /// Who made the constraint.
  public let kind: Kind
  /// Whether the constraint is active (see ``isActive``).
  @exclusivity(unchecked) var active = false
  /// Whether the engine broke the constraint: it is in the solver at priority 999.
  @exclusivity(unchecked) var broken = false
  /// The piece of a visual format the constraint was made from, for descriptions.
  package var visualFormatRole: VisualFormatRole?
  /// Whether the constraint was made with a second item (which may since have gone away).
  public var hasSecondItem: Bool { secondNode != nil }
  /// What the second attribute is multiplied by, in the installing view's coordinate space.
  @exclusivity(unchecked) public var multiplier: Double {
    didSet { if multiplier != oldValue { definitionChanged(oldMultiplier: oldValue) } }
  }
  /// What is added to the right-hand side. Changing it on an active constraint updates the
  /// solver in place.
  @exclusivity(unchecked) public var constant: Double {
    didSet { if constant != oldValue { constantChanged(oldValue: oldValue) } }
  }
  /// How much the constraint matters.
  @exclusivity(unchecked) public var priority: LayoutPriority {
    didSet { if priority != oldValue { priorityChanged(oldValue: oldValue) } }
  }
  /// The weight of the constraint's error inside its priority's level (1 unless the layout
  /// layer sets another: a stack view's tie-breaks, see ``LayoutStackView``), positive.
  @exclusivity(unchecked) var weight: Double = 1 {
    didSet { if weight != oldValue { priorityChanged(oldValue: priority) } }
  }
  /// What the solver is given: the priority's level, and the weight inside it.
  var strength: Strength {
    priority.isRequired ? .required : priority.strength.weighted(weight)
  }
  /// The view the constraint is installed on while active: the closest common ancestor of its
  /// items.
  public internal(set) var installedView: LayoutView? {
    get { installedNode?.view }
    set { installedNode = newValue?._layoutNode }
  }

  /// The nodes of the items and of the installing view (see ``LayoutNode``): the items and the
  /// view, held weakly.
  package var firstNode: LayoutNode? { firstNodePointer.takeUnretainedValue() }
  /// The node of the second item, if any.
  package var secondNode: LayoutNode? { secondNodePointer?.takeUnretainedValue() }
  /// The nodes of the items, held (retained in `init` and ``setSecondNode(_:)``, released in
  /// `deinit`) through unmanaged references: reading one on the hot paths then costs no
  /// retain and release, which reading a strong stored reference does whenever the optimizer
  /// cannot prove the object stays alive across a call.
  private let firstNodePointer: Unmanaged<LayoutNode>
  @exclusivity(unchecked) private var secondNodePointer: Unmanaged<LayoutNode>?
  @exclusivity(unchecked) var installedNode: LayoutNode?
  /// ``firstNode`` unretained, for the hot paths (the constraint holds it).
  var unretainedFirstNode: Unmanaged<LayoutNode>? { firstNodePointer }
  /// ``secondNode`` unretained, for the hot paths (the constraint holds it).
  var unretainedSecondNode: Unmanaged<LayoutNode>? { secondNodePointer }

  /// Where the constraint sits in its first item's reference list while active (see
  /// ``LayoutNode/references``).
  @exclusivity(unchecked) var firstNeighbours = ReferenceNeighbours()
  /// ``listSlot``, in 32 bits (a view holds far fewer than 2³¹ constraints), beside the next
  /// small ones.
  @exclusivity(unchecked) private var storedListSlot: Int32 = -1
  /// The solver's handle while materialized.
  @exclusivity(unchecked) var handle: ConstraintHandle?
  /// Whether the constraint is in its first item's reference list (see ``firstNeighbours``).
  @exclusivity(unchecked) var firstListed = false
  /// Whether the constraint is in its second item's reference list.
  @exclusivity(unchecked) var secondListed = false
  /// ``trackSerial``, in 32 bits, in the bytes the flags above leave before the next
  /// reference (see ``LayoutNode/track(_:)``, which keeps serials within them).
  @exclusivity(unchecked) private var storedTrackSerial: Int32 = 0
  /// Where the constraint sits in its second item's reference list while active.
  @exclusivity(unchecked) var secondNeighbours = ReferenceNeighbours()
  /// The constraint's serial among its first item's tracked constraints (see
  /// ``LayoutNode/trackedConstraints``), or 0 when it is not tracked; at most `Int32.max`.
  var trackSerial: Int {
    get { Int(storedTrackSerial) }
    // In range: `track(_:)` numbers the serials again before they would leave it.
    set { storedTrackSerial = Int32(truncatingIfNeeded: newValue) }
  }
  /// The index in the installing view's constraint storage, or -1.
  var listSlot: Int {
    get { Int(storedListSlot) }
    set { storedListSlot = Int32(newValue) }
  }
  /// The anchors the sides of a constraint between ``LayoutXAxisAnchor/anchorWithOffset(to:)``
  /// dimensions measure from; `nil` for every other constraint.
  var offsets: OffsetOrigins? {
    get { extras?.offsets }
    set {
      guard newValue != nil || extras != nil else { return }
      writableExtras.offsets = newValue
    }
  }
  /// The properties most constraints never set (``identifier``, ``offsets``, a ``location``
  /// whose file is not a literal), apart: `nil` until one is set, which keeps the constraints a
  /// screen makes by the thousand smaller.
  @exclusivity(unchecked) private var extras: Extras?
  /// The engine the constraint is materialized in.
  var engine: LayoutEngine? {
    get { engineIdentity?.engine }
    set { engineIdentity = newValue?.identity }
  }
  /// The identity of ``engine``: the engine, held weakly.
  @exclusivity(unchecked) var engineIdentity: EngineIdentity?
  /// The serial of the engine whose queue the constraint waits in (see
  /// ``EngineIdentity/serial``), or 0.
  @exclusivity(unchecked) var pendingSerial = 0
  /// A name for descriptions (Masonry's `mas_key`, SnapKit's label).
  public var identifier: String? {
    get { extras?.identifier }
    set {
      guard newValue != nil || extras != nil else { return }
      writableExtras.identifier = newValue
    }
  }
  /// Where the constraint was made, for diagnostics; the DSL fills it in.
  public var location: SourceLocation? {
    get {
      guard locationFile != 0 else { return extras?.location }
      return SourceLocation(
        literalAddress: locationFile, count: Int(locationFileLength), line: UInt(locationLine))
    }
    set {
      if let newValue {
        setLocation(newValue)
        return
      }
      locationFile = 0
      if let extras { extras.location = nil }
    }
  }
  /// ``location`` when its file is a literal (the DSL's `#fileID`), in 16 bytes rather than
  /// the 32 of a `SourceLocation?`: the address of the literal's bytes, or 0 when ``extras``
  /// holds the location (or there is none); their length; the line. With the track serial in
  /// 32 bits and the solver's base constant kept by the engine (see ``HandleTable``), the
  /// constraint is 168 bytes: a 176-byte block of memory, where it took 192 (and 208 before the
  /// location was packed), which is less memory to write for each of the thousands a screen
  /// makes.
  @exclusivity(unchecked) private var locationFile: UInt = 0
  @exclusivity(unchecked) private var locationFileLength: UInt32 = 0
  @exclusivity(unchecked) private var locationLine: UInt32 = 0

  /// A constraint `item.attribute RELATION multiplier × toItem.attribute + constant`.
  ///
  /// - Parameters:
  ///   - item: the first item.
  ///   - firstAttribute: the first attribute.
  ///   - relation: the relation.
  ///   - toItem: the second item, or `nil` for a constraint to a constant.
  ///   - secondAttribute: the second attribute (``LayoutAttribute/notAnAttribute`` without one).
  ///   - multiplier: the multiplier.
  ///   - constant: the constant.
  ///   - priority: the priority, required by default.
  public convenience init(
    item: any LayoutItem, attribute firstAttribute: LayoutAttribute,
    relatedBy relation: Relation = .equal, toItem: (any LayoutItem)? = nil,
    attribute secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required
  ) {
    self.init(
      kind: .user, item, firstAttribute, relation, toItem, secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority)
  }

  convenience init(
    kind: Kind, _ item: any LayoutItem, _ firstAttribute: LayoutAttribute,
    _ relation: Relation, _ toItem: (any LayoutItem)?, _ secondAttribute: LayoutAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) {
    self.init(
      kind: kind, item._layoutNode, firstAttribute, relation, toItem?._layoutNode,
      secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
  }

  /// A constraint between the items of two nodes (see ``LayoutNode``), for a client library
  /// that holds the nodes; it may name the identifier and source location at once, which
  /// spares the client's run-time checked writes to them.
  package init(
    kind: Kind, _ firstNode: LayoutNode, _ firstAttribute: LayoutAttribute,
    _ relation: Relation, _ secondNode: LayoutNode?, _ secondAttribute: LayoutAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    identifier: String? = nil, location: SourceLocation? = nil
  ) {
    if let identifier { extras = Extras(identifier: identifier) }
    self.kind = kind
    self.firstNodePointer = .passRetained(firstNode)
    self.firstAttribute = firstAttribute
    self.storedRelation = relation
    self.secondNodePointer = secondNode.map { .passRetained($0) }
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    if let location { setLocation(location) }
  }

  /// A constraint that a client library builds in steps, as the DSL's chain does: `attribute`
  /// of the item of `node`, `== 0`, required, made at `location`, until the client sets its
  /// relation, right-hand side and values. The defaults are given here, in this module, where
  /// the required priority is a constant rather than a call to its global's accessor, and the
  /// designated initializer is inlined with them: a feed-1000 make 31.55 M -> 30.91 M
  /// instructions (callgrind), against the DSL passing every value.
  package convenience init(
    building node: LayoutNode, _ attribute: LayoutAttribute, location: SourceLocation
  ) {
    self.init(
      kind: .user, node, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: 0,
      priority: .required, identifier: nil, location: location)
  }

  deinit {
    // An active constraint whose installing view went away: its items' lists, which do not
    // hold it, must not keep it.
    leaveReferenceLists()
    firstNodePointer.release()
    secondNodePointer?.release()
  }

  /// ``extras``, made when missing.
  private var writableExtras: Extras {
    if let extras { return extras }
    let made = Extras(identifier: nil)
    extras = made
    return made
  }

  /// The properties of a constraint that most constraints never set.
  private final class Extras {
    @exclusivity(unchecked) var identifier: String?
    @exclusivity(unchecked) var offsets: OffsetOrigins?
    @exclusivity(unchecked) var location: SourceLocation?

    init(identifier: String?) {
      self.identifier = identifier
    }
  }

  /// Holds `node` as the second item's node, releasing the one held before.
  private func setSecondNode(_ node: LayoutNode?) {
    let old = secondNodePointer
    secondNodePointer = node.map { .passRetained($0) }
    old?.release()
  }

  /// Sets the right-hand side of an inactive constraint: `attribute` of the item of `node`, or
  /// nothing (a constraint to a constant) when `node` is `nil`. For a client library that
  /// builds a constraint in steps, as the DSL's chain does, in the constraint itself. An
  /// active constraint keeps its right-hand side.
  /// Sets ``location``, for a client library: the write is not checked at run time, as one
  /// from another module is.
  @inline(__always)
  package func setLocation(_ location: SourceLocation) {
    if let file = location.literalBytes, file.count <= UInt32.max, location.line <= UInt32.max {
      locationFile = file.address
      locationFileLength = UInt32(file.count)
      locationLine = UInt32(location.line)
      if let extras { extras.location = nil }
    } else {
      locationFile = 0
      writableExtras.location = location
    }
  }

  /// Sets the relation of an inactive constraint, for a client library that builds a
  /// constraint in steps; an active constraint keeps its relation.
  package func setRelation(_ relation: Relation) {
    guard !active else { return }
    storedRelation = relation
  }

  /// Sets the relation, the right-hand side (as ``setSecond(_:_:)`` does) and the location
  /// of a constraint a client library builds in steps, in one call: its relation call. An
  /// active constraint keeps its relation and right-hand side, and takes the location.
  package func relate(
    _ relation: Relation, to node: LayoutNode?, _ attribute: LayoutAttribute,
    location: SourceLocation
  ) {
    setLocation(location)
    guard !active else { return }
    storedRelation = relation
    setSecondNode(node)
    secondAttribute = node == nil ? .notAnAttribute : attribute
  }

  package func setSecond(_ node: LayoutNode?, _ attribute: LayoutAttribute) {
    guard !active else { return }
    setSecondNode(node)
    secondAttribute = node == nil ? .notAnAttribute : attribute
  }

  /// Whether the constraint is installed and taking part in layout. Setting it activates or
  /// deactivates the constraint; an invalid constraint is reported and stays inactive.
  public var isActive: Bool {
    get { active }
    set {
      if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
    }
  }

  /// Whether the engine broke this required constraint to recover from a conflict. A broken
  /// constraint stays active and is kept in the solver at priority 999 (``LayoutPriority/broken``),
  /// so it pulls as hard as it can without breaking the others, and holds again once the
  /// conflict goes away. Changing its priority or multiplier tries it as required again.
  public var isBroken: Bool { active && broken }

  /// Who made a constraint.
  public enum Kind: Hashable, Sendable {
    /// The user, directly or through the DSL.
    case user
    /// A view that translates its frame into constraints: its position and size in its
    /// superview (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizing
    /// A root view's origin, pinned to zero, and its size while it translates its frame.
    case root
    /// Content hugging: the size is at most the intrinsic size.
    case contentHugging
    /// Compression resistance: the size is at least the intrinsic size.
    case compressionResistance
    /// The layout margins guide inset from its view.
    case layoutMargins
    /// The safe area guide inset from its view.
    case safeArea
    /// A fitting size request's pull toward its target size.
    case fittingSize
  }
}

/// Where a constraint sits in the reference list of a distance's origin (see
/// ``OffsetOrigins``).
struct ReferenceSlot {
  weak var node: LayoutNode?
  var index = -1
}
