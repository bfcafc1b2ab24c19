// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A view that lays out a row or a column of views with constraints it makes itself, as
/// UIKit's `UIStackView` does.
///
/// ```swift
/// let row = LayoutStackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// root.addSubview(row)
/// row.mas.makeConstraints { make in
///   make.top.left.right.equalTo(root)
/// }
/// ```
///
/// The views in ``arrangedSubviews`` are laid out one after another along ``axis``: the first
/// one's leading (or top) edge on the stack's, each next one ``spacing`` (or its custom spacing)
/// after the one before, the last one's trailing (or bottom) edge on the stack's.
/// ``distribution`` says how their sizes along the axis share the stack's length;
/// ``alignment`` places them across it. A hidden arranged view takes no room: it collapses to a
/// zero length along the axis, and the spacing next to it goes with it.
///
/// The stack's constraints are ordinary ``LayoutConstraint``s under UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-hiding`, `UISV-spanning-boundary`, `UISV-spanning-fit`,
/// `UISV-canvas-fit`, `UISV-distributing-edge`, `UISV-ambiguity-suppression`), installed on the
/// stack (or, for those of one arranged view alone, on that view), and visible in
/// ``LayoutView/constraints`` and in the debug output. They are brought up to date in the
/// update-constraints pass after a change, and only those that differ are touched: a new spacing
/// changes constants in place, hiding a view adds one constraint and moves two.
///
/// The stack has no intrinsic content size: along both axes its size follows from its arranged
/// views' (their intrinsic sizes, hugging and compression resistance) unless constraints fix it.
/// Its layout margins are zero by default; they matter when
/// ``isLayoutMarginsRelativeArrangement`` is on.
///
/// Subclasses that override ``updateConstraints()`` call `super`.
open class LayoutStackView: LayoutView {
  /// The views the stack lays out, in order. Each is also a subview of the stack.
  public internal(set) var arrangedSubviews: [LayoutView] = []

  /// The axis the arranged views are laid out along (horizontal by default).
  public var axis: Axis = .horizontal {
    didSet { if axis != oldValue { arrangementChanged(resetsWarnings: true) } }
  }

  /// How the arranged views share the stack's length along its axis (``Distribution/fill`` by
  /// default).
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementChanged() } }
  }

  /// How the arranged views are placed across the stack's axis (``Alignment/fill`` by default).
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementChanged(resetsWarnings: true) } }
  }

  /// The distance between adjacent arranged views (0 by default): exact for the fill
  /// distributions, the least distance for ``Distribution/equalSpacing`` and
  /// ``Distribution/equalCentering``. Negative values overlap the views.
  /// ``LayoutStackView/spacingUseSystem`` means the standard spacing of 8. A value that is not
  /// finite is reported as a ``LayoutIssue`` and ignored.
  public var spacing: Double = 0 {
    didSet {
      guard spacing != oldValue else { return }
      guard spacing.isFinite else {
        reportMisuse("The spacing \(spacing) of a stack view is not a finite number", nil)
        spacing = oldValue
        return
      }
      arrangementChanged()
    }
  }

  /// Whether the arranged views are laid out within the stack's layout margins (the
  /// ``LayoutView/layoutMarginsGuide``) rather than its edges (false by default).
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
  }

  /// Whether a vertical stack measures its spacing from baselines: from the last baseline of a
  /// view to the first baseline of the next one (false by default). Horizontal stacks ignore it.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
  }

  /// The value of ``customSpacing(after:)`` for a view without custom spacing: the gap after it
  /// is the stack's ``spacing``.
  public static let spacingUseDefault = Double.greatestFiniteMagnitude

  /// A spacing that means the standard spacing between two views, 8 points.
  public static let spacingUseSystem = Double.leastNonzeroMagnitude

  /// The standard spacing ``spacingUseSystem`` stands for.
  static let systemSpacing = 8.0

  /// The custom spacings, by arranged view (looked up, never iterated).
  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints the stack made and keeps up to date, in the order they were made.
  var arrangementConstraints: [LayoutConstraint] = []
  /// Whether `constraint` is one of the rules the stack made.
  func arranges(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.identifier?.hasPrefix("UISV-") ?? false else { return false }
    return arrangementConstraints.contains { $0 === constraint }
  }

  /// The guide the arranged views stay within across the axis, for alignments other than fill.
  var alignmentSpanner: LayoutGuide?
  /// The guides between adjacent visible views, for the equal spacing distributions.
  var distributingGuides: [LayoutGuide] = []
  /// What the arrangement's rules read of each arranged view when they were last built.
  var arrangementReads: [ObjectIdentifier: StackViewReads] = [:]
  /// Whether the arrangement constraints are out of date.
  var needsArrangement = false
  /// Whether a misuse of the current configuration was reported already.
  var reportedConfiguration = false

  /// An empty horizontal stack with a zero frame.
  public override init(debugName: String? = nil) {
    super.init(debugName: debugName)
    margins = .absolute(.zero)
  }

  /// An empty horizontal stack with the given frame.
  public override init(frame: Rect, debugName: String? = nil) {
    super.init(frame: frame, debugName: debugName)
    margins = .absolute(.zero)
  }

  /// A horizontal stack that arranges `views`, in order (see ``addArrangedSubview(_:fileID:line:)``).
  public convenience init(arrangedSubviews views: [LayoutView], debugName: String? = nil) {
    self.init(debugName: debugName)
    for view in views { addArrangedSubview(view) }
  }

  /// Brings the stack's constraints up to date with its arranged views and properties, then
  /// calls the base. Subclasses that override it call `super`.
  open override func updateConstraints() {
    updateArrangementIfNeeded()
    super.updateConstraints()
  }

  override func subviewLayoutPropertiesChanged(_ subview: LayoutView) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    arrangementChanged()
  }

  /// Builds the rules again only when they read something of `subview` that changed: a row's
  /// new text leaves a list's rules as they were unless the list reads the row's length.
  override func subviewIntrinsicSizeChanged(_ subview: LayoutView) {
    guard !needsArrangement, let before = arrangementReads[ObjectIdentifier(subview)] else {
      return
    }
    if before.reread(subview, along: axis) != before { arrangementChanged() }
  }

  override func subviewWillLeave(_ subview: LayoutView) {
    removeArrangedSubview(subview)
  }

  override func updateManagedConstraintsIfNeeded() {
    updateArrangementIfNeeded()
  }

  /// The view whose first baseline is the stack's: for a vertical stack (or one that fills
  /// across), the first visible arranged view's; for a horizontal one aligned to the leading
  /// edge or the first baseline, also the first; otherwise the tallest visible view's. A nested
  /// stack answers with its own baseline view; a stack with no visible view, itself.
  open override var forFirstBaselineLayout: LayoutView { baselineView(first: true) }

  /// The view whose last baseline is the stack's: for a vertical stack (or one that fills
  /// across), the last visible arranged view's; for a horizontal one aligned to the trailing
  /// edge or the last baseline, also the last; otherwise the tallest visible view's.
  open override var forLastBaselineLayout: LayoutView { baselineView(first: false) }

  /// How a stack view shares its length among its arranged views.
  public enum Distribution: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack: when they do not fit, the ones with the lowest compression
    /// resistance shrink; when they leave room, the ones with the lowest content hugging
    /// grow. Between views of equal priority, the one that comes first in
    /// ``LayoutStackView/arrangedSubviews`` gives way.
    case fill = 0
    /// The views fill the stack and all have the same length.
    case fillEqually = 1
    /// The views fill the stack with lengths in proportion to their natural lengths (intrinsic
    /// content size, or fitting size when they have none).
    case fillProportionally = 2
    /// The views keep their natural lengths and the gaps between them are equal (at least the
    /// spacing); when they do not fit, they shrink as for ``fill``.
    case equalSpacing = 3
    /// The distances between the centres of adjacent views are equal, as far as the spacing
    /// (the least gap) allows; when the views do not fit, they shrink by compression resistance.
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis.
  public enum Alignment: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack across its axis.
    case fill = 0
    /// The views' leading edges (top edges in a horizontal stack) line up with the stack's.
    case leading = 1
    /// A horizontal stack lines up its views' first baselines (top edges for views without
    /// text).
    case firstBaseline = 2
    /// The views' centres line up with the stack's.
    case center = 3
    /// The views' trailing edges (bottom edges in a horizontal stack) line up with the stack's.
    case trailing = 4
    /// A horizontal stack lines up its views' last baselines (bottom edges for views without
    /// text).
    case lastBaseline = 5

    /// The top edges line up: ``leading``, as UIKit names it for horizontal stacks.
    public static let top = Alignment.leading
    /// The bottom edges line up: ``trailing``, as UIKit names it for horizontal stacks.
    public static let bottom = Alignment.trailing
  }
}

extension LayoutStackView {
  /// Marks the arrangement out of date; the next update-constraints pass brings it up to date.
  func arrangementChanged(resetsWarnings: Bool = false) {
    if resetsWarnings { reportedConfiguration = false }
    needsArrangement = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// Reports a misuse of the stack, at `location` when known.
  func reportMisuse(_ message: String, _ location: SourceLocation?) {
    layoutEngine.report(LayoutIssue(.misuse, message, location: location))
  }

  /// The visible arranged views.
  var visibleArrangedSubviews: [LayoutView] { arrangedSubviews.filter { !$0.isHidden } }

  private func baselineView(first: Bool) -> LayoutView {
    let visible = visibleArrangedSubviews
    var found: LayoutView?
    if axis == .vertical || alignment == .fill {
      found = first ? visible.first : visible.last
    } else if first, alignment == .leading || alignment == .firstBaseline {
      found = visible.first
    } else if !first, alignment == .trailing || alignment == .lastBaseline {
      found = visible.last
    } else {
      var tallest = -Double.infinity
      for view in visible {
        let natural = view.intrinsicContentSize.height
        let height = natural >= 0 ? natural : view.frame.size.height
        if height > tallest {
          tallest = height
          found = view
        }
      }
    }
    guard let found else { return self }
    return first ? found.forFirstBaselineLayout : found.forLastBaselineLayout
  }
}
