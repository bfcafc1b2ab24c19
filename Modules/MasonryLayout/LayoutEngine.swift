// SPDX-License-Identifier: MIT

import MasonrySimplex
public import MasonrySolving
import Synchronization

/// The engine of one view tree: it turns the tree's constraints into rows of a constraint
/// solver, solves, and writes the frames.
///
/// ```swift
/// let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// root.layoutEngine = LayoutEngine(solver: GaussSolver())   // the default is SimplexSolver
/// ```
///
/// The engine talks to its solver only through the `ConstraintSolver` protocol, held as an
/// existential (`any ConstraintSolver`) rather than a generic parameter, so that a tree can
/// change engines at run time and views need not be generic; the cost is one dynamic call per
/// solver operation, small next to the operation itself.
///
/// Every view and guide a constraint touches gets four variables, its `minX`, `minY`, `width`
/// and `height` in the root's coordinate space; every attribute is a linear expression of
/// them. Sizes are not forced to be non-negative (Auto Layout does not force them either): an
/// over-constrained layout can produce a negative width, which the frame keeps.
///
/// Work is incremental: activating a constraint queues it, the next layout pass adds the queued
/// constraints, and changing a constant (or a priority) of a constraint already in the solver
/// changes that row in place. Only a change to the tree itself (adding or removing a subview, a
/// new engine, a new layout direction) rebuilds the part of the system it touches.
///
/// Problems become ``LayoutIssue``s for ``issueHandler``. A required constraint that conflicts
/// with the ones already in the solver (the one whose addition or change revealed the conflict,
/// so the newest) is *broken*: it stays active, is kept at priority 999, and the issue names
/// the irreducible set of constraints the solver found.
public final class LayoutEngine {
  /// The solver the engine talks to.
  public let solver: any ConstraintSolver
  /// Where issues go; by default ``LayoutIssue/defaultHandler`` (standard error).
  public var issueHandler: (LayoutIssue) -> Void = LayoutIssue.defaultHandler
  /// The root view the engine serves.
  public internal(set) var root: LayoutView? {
    get { rootNode?.view }
    set { rootNode = newValue?._layoutNode }
  }
  /// The root's node (see `LayoutNode`): the root, held weakly.
  @exclusivity(unchecked) var rootNode: LayoutNode?
  /// How many times the engine has solved.
  @exclusivity(unchecked) public internal(set) var revision = 0
  /// The inset rules from the frames that the guides made during a ``sync()`` share.
  @exclusivity(unchecked) var frameInsetRules: InsetRules?
  /// Whether a ``sync()`` is under way.
  @exclusivity(unchecked) var isSyncing = false
  /// The last ambiguity query's answer, the variables it names, and the revision it answered
  /// for.
  @exclusivity(unchecked) var ambiguityMemo:
    (revision: Int, ambiguities: [Ambiguity], variables: Set<Variable>)?
  /// How many frames (of views and guides) layout passes have written: a diagnostic for tests
  /// of the incremental pass.
  @exclusivity(unchecked) package internal(set) var framesWritten = 0

  /// Whether this is a throwaway engine for a fitting-size request.
  let isScratch: Bool
  /// What marks on views and constraints (queued here) point to instead of the engine.
  let identity = EngineIdentity()
  @exclusivity(unchecked) var scratchStates: [ObjectIdentifier: ItemState] = [:]
  @exclusivity(unchecked) var constraintsByHandle = HandleTable()
  /// The constraints queued for the next pass, in order, each retained by the queue (see
  /// ``PendingQueue``).
  @exclusivity(unchecked) var pending = PendingQueue()
  // The queues hold their views weakly (through their nodes): the engine belongs to the root,
  // and a view queued here would otherwise keep its whole tree alive until the next pass.
  @exclusivity(unchecked) var contentSizeDirty: [WeakView] = []
  @exclusivity(unchecked) var updateQueue: [WeakView] = []
  /// The views whose system guides have constraints.
  var guideOwners: [WeakView] = []
  /// Those of them that preserve their superview's margins.
  var preservingOwners: [WeakView] = []
  /// Views whose margins or safe area changed since the last settling.
  var marginsDirty: [WeakView] = []
  @exclusivity(unchecked) var needsSolve = false
  var unnamedItems = 0
  /// The views whose ``LayoutView/layoutSubviews()`` the next pass calls (entries whose
  /// ``LayoutView/layoutQueueEngine`` is not this engine are stale).
  @exclusivity(unchecked) var layoutQueue: [WeakView] = []
  /// Bumped when every view must be laid out again in full (after a solve whose changes the
  /// solver cannot tell); a view laid out in an older epoch is laid out again.
  @exclusivity(unchecked) var layoutEpoch = 0
  /// Whether the next pass walks the whole tree instead of the queue: some views may be out of
  /// date without being queued.
  @exclusivity(unchecked) var walkPending = true
  /// The owner of each solver variable, by variable id.
  @exclusivity(unchecked) var variableOwners: [VariableOwner] = []
  /// The views whose intrinsic size depends on their width, measured again after a solve
  /// that moved them.
  var widthDependentViews: [WeakView] = []
  /// How many of ``widthDependentViews`` were alive after the last full pass or pruning.
  var widthDependentLiveCount = 0
  /// The views of ``widthDependentViews`` made since the last measuring pass: read after the
  /// next solve whether it moved them or not.
  var unmeasuredWidthViews: [WeakView] = []
  /// Counts the calls that record changed variables, for ``LayoutView/changeTick``.
  @exclusivity(unchecked) var changeTick = 0

  /// An engine on a new `SimplexSolver`.
  public convenience init() {
    self.init(solver: SimplexSolver())
  }

  /// An engine on `solver`, which it resets and then owns.
  public init(solver: any ConstraintSolver) {
    self.solver = solver
    self.isScratch = false
    identity.engine = self
    solver.reset()
  }

  init(scratchFor view: LayoutView, solver: any ConstraintSolver) {
    self.solver = solver
    self.isScratch = true
    self.root = view
    identity.engine = self
    solver.reset()
  }

  deinit {
    identity.engine = nil
    pending.releaseAll()
  }

  /// Sends `issue` to the handler.
  public func report(_ issue: LayoutIssue) {
    issueHandler(issue)
  }

  /// A new engine on a new solver of the same type, with the same issue handler.
  func makeSibling() -> LayoutEngine {
    let engine = LayoutEngine(solver: type(of: solver).init())
    engine.issueHandler = issueHandler
    return engine
  }

  /// Queues an active constraint for the next pass.
  func enqueue(_ constraint: LayoutConstraint) {
    needsSolve = true
    guard constraint.pendingSerial != identity.serial else { return }
    constraint.pendingSerial = identity.serial
    pending.append(constraint)
  }

  /// Asks for the update-constraints pass to visit `view`. Nothing is solved for it unless
  /// ``LayoutView/updateConstraints()`` changes a constraint.
  func enqueueUpdate(_ view: LayoutView) {
    updateQueue.append(WeakView(view: view))
  }

  /// Asks the next pass to read `view`'s intrinsic content size again. Nothing is solved for
  /// it unless the size changed.
  func enqueueContentSize(_ view: LayoutView) {
    guard state(of: view) != nil else { return }
    contentSizeDirty.append(WeakView(view: view))
  }

  // MARK: - Item state

  func state(of item: any LayoutItem) -> ItemState? {
    if isScratch { return scratchStates[ObjectIdentifier(item)] }
    let node = item._layoutNode
    return node.engineIdentity === identity ? node.state : nil
  }

  /// The variables of `item` in this engine, if it has any: ``state(of:)`` without copying the
  /// rest of the state (its constraint lists), for the hot paths that only read positions.
  func existingVariables(of item: any LayoutItem) -> ItemVariables? {
    if isScratch { return scratchStates[ObjectIdentifier(item)]?.variables }
    let node = item._layoutNode
    return node.engineIdentity === identity ? node.variables : nil
  }

  func setState(_ state: ItemState?, for item: any LayoutItem) {
    if isScratch {
      scratchStates[ObjectIdentifier(item)] = state
      return
    }
    let node = item._layoutNode
    node.state = state
    node.engine = state == nil ? nil : self
  }

  /// Whether the engine, rather than a scratch copy, owns the handle of `constraint`.
  func ownsHandle(of constraint: LayoutConstraint) -> Bool {
    !isScratch || constraint.kind != .user
  }
}

/// A view held weakly (through its node, see `LayoutNode`), for lists that must not keep views
/// alive.
struct WeakView {
  let node: LayoutNode

  init(view: LayoutView) {
    node = view._layoutNode
  }

  /// The view, while it lives.
  var view: LayoutView? { node.view }
}

/// The view or guide a solver variable belongs to (held weakly, through its node), whether the
/// variable is its `minX` or `minY`, and the value the engine last saw the solver report for
/// it (valid in layout epoch ``seenEpoch`` only).
struct VariableOwner {
  var node: LayoutNode?
  var isOrigin = false
  /// Whether ``seen`` is the solver's value as of its last report: read while nothing was
  /// waiting for a solve (see ``LayoutEngine/noteValue(of:)``).
  var seenIsCurrent = false
  var seen = 0.0
  var seenEpoch = -1

  /// The view, if the owner is a view that lives.
  var view: LayoutView? {
    get { node?.view }
    set { node = newValue?._layoutNode }
  }

  /// The guide, if the owner is a guide that lives.
  var guide: LayoutGuide? {
    get { node?.guide }
    set { node = newValue?._layoutNode }
  }

  /// Notes `value` as the one seen in layout epoch `epoch`, `current` when nothing waited for a
  /// solve as it was read: one write of the entry (two assignments through the array cost two
  /// checks of its uniqueness, for each of the four values of every frame a pass writes).
  mutating func see(_ value: Double, in epoch: Int, current: Bool) {
    seen = value
    seenEpoch = epoch
    seenIsCurrent = current
  }
}

/// What stands for an engine where it must be held weakly (a constraint's engine, an item's) or
/// only compared (a view queued for layout, a constraint queued for the solver): a weak
/// reference would give the engine a side table, which slows down every retain of it, and an
/// `ObjectIdentifier` could be reused by another engine once this one is gone. The engine's
/// `deinit` clears ``engine``.
final class EngineIdentity {
  /// The engine, until its `deinit`.
  @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
  /// A number no other engine of the process has (never 0): what a constraint queued here
  /// notes (``LayoutConstraint/pendingSerial``), which costs no retain, and which no later
  /// engine can take over once this one is gone.
  let serial = makeEngineSerial()
}

/// The last serial handed out by ``makeEngineSerial()``.
private let lastEngineSerial = Atomic<Int>(0)

/// A serial for a new engine: 1, 2, 3...
private func makeEngineSerial() -> Int {
  lastEngineSerial.add(1, ordering: .relaxed).newValue
}
