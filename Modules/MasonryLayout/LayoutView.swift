// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A view of the headless layout tree: a rectangle in its superview, positioned by constraints
/// or by its frame, with subviews, layout guides, margins, a safe area and an intrinsic size.
///
/// ```swift
/// let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let box = LayoutView(debugName: "box")
/// root.addSubview(box)
/// box.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   LayoutConstraint(item: box, attribute: .left, toItem: root, attribute: .left, constant: 10),
///   ...
/// ])
/// root.layoutIfNeeded()   // solves and writes every frame
/// ```
///
/// Subclass it as you would a view: override ``intrinsicContentSize`` to report a natural size,
/// ``updateConstraints()`` and ``layoutSubviews()`` to take part in the layout pass.
///
/// The root of a tree (the view with no superview) owns the tree's ``LayoutEngine``. The root's
/// own frame is given from outside; its origin is the origin of the engine's coordinates.
open class LayoutView: LayoutItem {
  // The stored properties are declared in the order that keeps the ones a constraint block
  // touches for each view (its node, its superview's, whether it translates its frame, its
  // constraint list, its remembered root) in the object's first 64 bytes, with its reference
  // count, and the rest of those it or a layout pass touches in the next 64 (Swift lays a class
  // out in declaration order): a screen's make reaches thousands of views made long before,
  // and each further cache line of one is a miss. A layout pass reads, for every view, the
  // lists of subviews and guides (the safe area's among them), the frame, the layout flags and
  // the frames to write: all within the first 256 bytes.
  /// The layout layer's bookkeeping. Not API.
  public let _layoutNode = LayoutNode()
  /// The identity of ``superviewNode``, which the hot paths compare without retaining the node.
  @exclusivity(unchecked) private(set) var superviewNodeID: ObjectIdentifier?
  @exclusivity(unchecked) var translatesFrame = true
  @exclusivity(unchecked) var needsLayoutFlag = true
  @exclusivity(unchecked) var needsUpdateConstraintsFlag = false
  /// Whether the view is hidden. Hidden views keep their constraints and are laid out, as in
  /// Auto Layout; a stack view collapses a hidden arranged view.
  public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewLayoutPropertiesChanged(self) } }
  }
  /// The constraints installed on the view, each retained by its slot (released when it leaves
  /// the slot, or in `deinit`), with holes (see ``removeConstraintFromList(_:)``). Unmanaged,
  /// because an array of class references appends through the standard library's shared,
  /// unspecialized code (two calls per append), where this one's append is inlined: a feed-1000
  /// make 32.38 M -> 32.01 M instructions (callgrind).
  @exclusivity(unchecked) var constraintSlots: [Unmanaged<LayoutConstraint>?] = []
  /// The root ``rootView`` last found for this view (its node, which outlives it) and that
  /// root's ``treeEpoch`` then.
  @exclusivity(unchecked) var rootHint: (node: LayoutNode, epoch: Int)?
  /// The view this view is a subview of.
  public internal(set) var superview: LayoutView? {
    get { superviewNode?.view }
    set { superviewNode = newValue?._layoutNode }
  }
  /// The superview's node (see ``LayoutNode``): the superview, held weakly.
  @exclusivity(unchecked) var superviewNode: LayoutNode? {
    didSet { superviewNodeID = superviewNode.map(ObjectIdentifier.init) }
  }
  @exclusivity(unchecked) var marginsGuide: LayoutGuide?
  @exclusivity(unchecked) var constraintHoles = 0
  @exclusivity(unchecked) var engineStorage: LayoutEngine?
  /// Counts the views that left this view's tree while it was the root: a change makes every
  /// ``rootHint`` naming it stale.
  @exclusivity(unchecked) var treeEpoch = 0
  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [LayoutView] = []
  /// The layout guides added with ``addLayoutGuide(_:)``. (Unchecked as ``subviews`` is: every
  /// view's layout reads it, and a checked read cost some 65 instructions, 1.4% of a rotation
  /// of `feed-1000`.)
  @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
  /// The safe area's guide, once asked for (here, with the other lists a layout pass reads for
  /// each view, leaves included: see ``hasFramedItems``).
  @exclusivity(unchecked) var safeAreaGuide: LayoutGuide?
  /// A name for descriptions and diagnostics (Masonry's `mas_key`).
  public var debugName: String?
  @exclusivity(unchecked) var storedFrame: Rect
  /// The engine's layout epoch when the view was last laid out in full; -1 when never.
  @exclusivity(unchecked) var layoutRevision = -1
  /// The identity of the engine whose layout queue holds the view.
  @exclusivity(unchecked) var layoutQueueEngine: EngineIdentity?
  /// The subviews and guides whose frames the next layout of the view writes.
  @exclusivity(unchecked) var staleFrames = FrameScope()
  /// Whether the next layout of the view writes every subview's and guide's frame (the view
  /// moved, so their positions relative to it did).
  @exclusivity(unchecked) var allFramesStale = false
  /// While the engine calls ``layoutSubviews()``: the frames it writes, or `nil` for all.
  @exclusivity(unchecked) var frameScope: FrameScope?
  /// The engine's change tick when the view was last seen among the changed variables; 0
  /// (never) when the view joins a tree.
  @exclusivity(unchecked) var changeTick = 0
  /// The view's index among its superview's subviews (0 for a root), for tree order: current
  /// when it is below the superview's ``subviewIndicesStale`` (read it through
  /// ``orderIndex``).
  @exclusivity(unchecked) var indexInSuperview = 0
  /// The first position among the subviews whose ``indexInSuperview`` may be stale (`Int.max`
  /// when none is): a subview that leaves or moves marks the positions after it, and a read of
  /// tree order renumbers them once, so that taking away the rows of a long list one by one
  /// does not renumber every row after each.
  @exclusivity(unchecked) var subviewIndicesStale = Int.max
  var resizingMask = AutoresizingMask()
  var contentHugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  var compressionResistance = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
  var margins = Margins.absolute(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  var preservesMargins = false
  var marginsFromSafeArea = true
  var rootSafeAreaInsets = EdgeInsets.zero
  /// The readable content and keyboard guides, once asked for.
  var contentGuides: ContentGuides?
  var semanticAttribute = SemanticContentAttribute.unspecified
  /// The scale given with ``contentScaleFactor``; `nil` for the superview's. (Unchecked, as
  /// ``roundsFrames`` is: each view that writes frames reads both, through the engine's
  /// ``LayoutEngine/pixelGrid``.)
  @exclusivity(unchecked) var explicitScale: Double?
  /// Whether a root rounds the frames of its tree to its pixel grid.
  @exclusivity(unchecked) var roundsFrames = true

  /// A view with a zero frame.
  public init(debugName: String? = nil) {
    self.debugName = debugName
    self.storedFrame = .zero
    _layoutNode.view = self
  }

  /// A view with the given frame.
  public init(frame: Rect, debugName: String? = nil) {
    self.debugName = debugName
    self.storedFrame = frame
    _layoutNode.view = self
  }

  deinit {
    _layoutNode.itemGone()
    for slot in constraintSlots { slot?.release() }
  }

  /// The view itself.
  public var owningLayoutView: LayoutView? { self }

  /// The value of an ``intrinsicContentSize`` axis that has no natural size.
  public static let noIntrinsicMetric: Double = -1

  /// The natural size of the view's content; ``noIntrinsicMetric`` on an axis without one.
  ///
  /// The engine turns each axis that has one into content hugging (`size <= intrinsic`) and
  /// compression resistance (`size >= intrinsic`). Call ``invalidateIntrinsicContentSize()``
  /// when it changes.
  open var intrinsicContentSize: Size {
    Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
  }

  /// The size that best fits `size`, for frame-based layout (UIKit's `sizeThatFits(_:)`): the
  /// view's existing size (its bounds' size) by default, as in UIKit, whatever `size` is.
  /// Override it to report the size the content needs (``LayoutLabel`` answers with its
  /// text's). Nothing is resized; ``sizeToFit()`` applies the answer. Constraints play no part:
  /// ``systemLayoutSizeFitting(_:)`` asks them.
  open func sizeThatFits(_ size: Size) -> Size { bounds.size }

  /// Whether the intrinsic size depends on the width the layout gives the view (a multi-line
  /// label's does): the engine then measures it again at each solved width.
  var hasWidthDependentIntrinsicSize: Bool { false }

  /// The intrinsic size when the layout gives the view `width` (`nil` before any is known).
  func intrinsicContentSize(forLayoutWidth width: Double?) -> Size { intrinsicContentSize }

  /// Called first by ``invalidateIntrinsicContentSize()``: a view that keeps what it measured
  /// forgets it here.
  func intrinsicContentSizeWillChange() {}

  /// The origin of the view's bounds: where its own coordinate space starts (a scroll view's
  /// content offset; zero for other views).
  var boundsOrigin: Point { .zero }

  /// The guide that stands for the view's content area in constraints between its edges and
  /// its descendants (a scroll view's content layout guide); `nil` for other views.
  var contentAreaGuide: LayoutGuide? { nil }

  /// How far the view's frame reaches beyond its alignment rectangle, the rectangle its
  /// constraints place (a shadow or a badge that should not count for alignment); zero by
  /// default. Override to report the view's. Constraints, intrinsic sizes and the solved
  /// rectangles are alignment rectangles; ``frame`` is the alignment rectangle outset by these
  /// insets (see ``frame(forAlignmentRect:)``); `systemLayoutSizeFitting` measures the
  /// alignment rectangle. A translated frame is held as it is; the arithmetic of an
  /// ``autoresizingMask`` works on frames, so leave masks to views without these insets.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The distance from the top to the first baseline; `nil` (the default) puts the baseline
  /// at the bottom, as for a view without text.
  open var firstBaselineOffsetFromTop: Double? { nil }

  /// The distance from the last baseline up to the bottom; 0 by default.
  open var lastBaselineOffsetFromBottom: Double { 0 }

  /// The view whose first baseline is this view's: the view itself, or a subview.
  open var forFirstBaselineLayout: LayoutView { self }

  /// The view whose last baseline is this view's: the view itself, or a subview.
  open var forLastBaselineLayout: LayoutView { self }

  /// Called in the update-constraints pass (bottom up) for views that asked for it with
  /// ``setNeedsUpdateConstraints()``. Override to add or change constraints; the base does
  /// nothing.
  open func updateConstraints() {}

  /// Called in the layout pass (top down, parents before children, siblings in order) on the
  /// views that need it, and only on those: a view that asked with ``setNeedsLayout()``, a view
  /// whose size the solution changed, a view some of whose subviews or guides the solution
  /// moved, and every view after a change the solver cannot follow precisely (a constraint
  /// added or removed, or a solver that does not track changes) or one that moved a large
  /// share of the tree. The base writes the frames of
  /// the subviews and the layout frames of the guides from the engine: all of them when the
  /// view asked for layout or its position changed, otherwise only those that moved. Override
  /// to adjust them, calling `super` first.
  open func layoutSubviews() {
    applyEngineLayout()
  }

  // MARK: Hooks for views that make constraints for their subviews (the stack view)

  /// Called when a subview's hidden state or content priorities change.
  func subviewLayoutPropertiesChanged(_ subview: LayoutView) {}

  /// Called when a subview's intrinsic content size changed (it was invalidated).
  func subviewIntrinsicSizeChanged(_ subview: LayoutView) {}

  /// Called before a subview leaves the view.
  func subviewWillLeave(_ subview: LayoutView) {}

  /// Brings constraints the view makes for itself up to date now, before a fitting-size solve.
  func updateManagedConstraintsIfNeeded() {}
}

/// Some of a view's subviews and guides: those whose frames a layout pass writes.
struct FrameScope {
  var views: [LayoutView] = []
  var guides: [LayoutGuide] = []
}

extension LayoutView {
  /// The absolute or directional margins a view was given.
  enum Margins {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)
  }
}

/// How a view chooses its layout direction.
public enum SemanticContentAttribute: Hashable, Sendable {
  /// The direction of the superview (left to right for a root).
  case unspecified
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
