// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

extension LayoutStackView {
  /// Brings the stack's constraints up to date if a property, an arranged view, or an arranged
  /// view's visibility, intrinsic size or priorities changed since the last time. Called by the
  /// update-constraints pass (and before a fitting-size solve); call it to read
  /// ``LayoutView/constraints`` right after a change.
  public func updateArrangementIfNeeded() {
    guard needsArrangement else { return }
    needsArrangement = false
    var builder = StackRuleBuilder(stack: self)
    builder.build()
    arrangementReads = builder.reads
    let changed = apply(builder.rules)
    if !builder.usesSpanner, let spanner = alignmentSpanner {
      removeLayoutGuide(spanner)
      alignmentSpanner = nil
    }
    while distributingGuides.count > builder.gapCount, let gap = distributingGuides.popLast() {
      removeLayoutGuide(gap)
    }
    // The stack's baselines and natural size may have moved: constraints on its baselines are
    // made again, and a stack that arranges this one takes another look.
    if changed { invalidateIntrinsicContentSize() }
  }

  /// The guide the arranged views stay within across the axis, made on first use.
  func spannerGuide() -> LayoutGuide {
    if let alignmentSpanner { return alignmentSpanner }
    let guide = LayoutGuide(debugName: "UISV-alignment-spanner")
    addLayoutGuide(guide)
    alignmentSpanner = guide
    return guide
  }

  /// The `index`th guide between adjacent visible views, made on first use.
  func distributingGuide(_ index: Int) -> LayoutGuide {
    while distributingGuides.count <= index {
      let guide = LayoutGuide(debugName: "UISV-distributing")
      addLayoutGuide(guide)
      distributingGuides.append(guide)
    }
    return distributingGuides[index]
  }
}

/// Computes the constraints a stack view wants, as UIKit's stack view makes them.
struct StackRuleBuilder {
  let stack: LayoutStackView
  let all: [LayoutView]
  let visible: [LayoutView]
  /// The index in ``all`` of each view of ``visible``.
  let visibleIndices: [Int]
  let axis: Axis
  let across: Axis
  let canvas: any LayoutItem
  var alignment: LayoutStackView.Alignment
  var rules: [StackRule] = []
  /// What the rules read of each arranged view.
  var reads: [ObjectIdentifier: StackViewReads] = [:]
  var usesSpanner = false
  /// Whether the tie-breaks of ``orderTies()`` and the shares of `.fillProportionally` share
  /// one priority, weighted by place (an engine that minimises absolute errors gives way to
  /// the lightest first, as to the lowest priority), or each takes a priority of its own
  /// (least squares spreads a change over the weights of a level: the dense engine, whose
  /// systems are small, keeps the levels).
  let tiesShareALevel: Bool
  var gapCount = 0

  init(stack: LayoutStackView) {
    self.stack = stack
    all = stack.arrangedSubviews
    visibleIndices = all.indices.filter { !stack.arrangedSubviews[$0].isHidden }
    visible = visibleIndices.map { stack.arrangedSubviews[$0] }
    axis = stack.axis
    across = stack.axis.perpendicular
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    alignment = stack.alignment
    let solver = stack.rootView.engineStorage?.solver
    tiesShareALevel = solver.map { type(of: $0).semantics != .leastSquares } ?? true
  }

  mutating func build() {
    guard !all.isEmpty else { return }
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      if !stack.reportedConfiguration {
        stack.reportedConfiguration = true
        stack.reportMisuse(
          "The \(alignment == .firstBaseline ? "firstBaseline" : "lastBaseline") alignment is"
            + " only valid for horizontal stack views: \(stack.layoutDescription) is vertical and"
            + " aligns its views to the leading edge", nil)
      }
      alignment = .leading
    }
    hiding()
    // The shares of `.fillProportionally` go before the views are chained along the axis:
    // each is then a short row over its view's length and the canvas's, and the chain closes
    // over them once. Chained first, the canvas's length was written as the sum of every
    // view's, each share held that sum, and the solver's rows filled in: 1,000 labels in a
    // scroll view took 56 s to lay out.
    let proportional = stack.distribution == .fillProportionally
    if proportional { distribute() }
    alongAxis()
    orderTies()
    if !proportional { distribute() }
    alignAcross()
  }

  private mutating func add(
    _ identifier: String, _ first: any LayoutItem, _ firstAttribute: LayoutAttribute,
    _ relation: Relation = .equal, _ second: (any LayoutItem)? = nil,
    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, weight: Double = 1
  ) {
    rules.append(
      StackRule(
        identifier: identifier, first: first, firstAttribute: firstAttribute, relation: relation,
        second: second, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
        multiplier: multiplier, constant: constant, priority: priority, weight: weight))
  }

  // MARK: Along the axis

  private mutating func hiding() {
    for view in all where view.isHidden {
      add("UISV-hiding", view, size(axis), constant: 0)
    }
  }

  private var spreads: Bool {
    stack.distribution == .equalSpacing || stack.distribution == .equalCentering
  }

  private var baselineSpacing: Bool { stack.isBaselineRelativeArrangement && axis == .vertical }

  private mutating func alongAxis() {
    guard let firstVisible = visible.first, let lastVisible = visible.last else {
      // Nothing takes room: the stack's length goes to zero unless something else sets it.
      add("UISV-canvas-fit", canvas, size(axis), constant: 0, priority: 0.001)
      for view in all {
        add("UISV-spacing", view, start(axis), .equal, canvas, start(axis), priority: 50)
      }
      return
    }
    add("UISV-canvas-connection", canvas, start(axis), .equal, firstVisible, start(axis))
    add("UISV-canvas-connection", lastVisible, end(axis), .equal, canvas, end(axis))
    let relation: Relation = spreads ? .greaterThanOrEqual : .equal
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let gap = stack.effectiveSpacing(after: previous)
      if baselineSpacing {
        add("UISV-spacing", next, .firstBaseline, relation, previous, .lastBaseline, constant: gap)
      } else {
        add("UISV-spacing", next, start(axis), relation, previous, end(axis), constant: gap)
      }
    }
    // A hidden view sits, with no length, in the gap where it would be.
    var nextVisible = [LayoutView?](repeating: nil, count: all.count)
    var upcoming: LayoutView?
    for index in all.indices.reversed() {
      nextVisible[index] = upcoming
      if !all[index].isHidden { upcoming = all[index] }
    }
    var previous: LayoutView?
    for (index, view) in all.enumerated() {
      guard view.isHidden else {
        previous = view
        continue
      }
      let next = nextVisible[index]
      if let previous {
        let gap = next == nil ? 0 : stack.effectiveSpacing(after: previous) / 2
        add(
          "UISV-spacing", view, start(axis), .equal, previous, end(axis), constant: gap,
          priority: 50)
      } else if let next {
        add("UISV-spacing", next, start(axis), .equal, view, end(axis), priority: 50)
      }
    }
  }

  /// Breaks ties of content hugging and compression resistance by order, as UIKit does: of
  /// the visible views with an intrinsic length and the same priority, the first gives way;
  /// each later one holds its intrinsic length at a priority a hair above the shared one, all
  /// of them at that one priority, weighted by their place (``tieWeight(_:)``), so that of the
  /// views that hold, the earliest gives way next (see ``tiesShareALevel``). (A priority of its
  /// own for each place, a hair above the one before, made every tie a level of the solver's
  /// exact priorities: a stack of 1,000 labels had 2,000 levels, and every symbol of its
  /// tableau a cost at each.)
  private mutating func orderTies() {
    guard stack.distribution == .fill || stack.distribution == .equalSpacing else { return }
    var huggingSeen: [Double: Int] = [:]
    var resistanceSeen: [Double: Int] = [:]
    for view in visible {
      let natural = intrinsicLength(of: view)
      guard natural >= 0, natural.isFinite else { continue }
      let hugging = view.contentHuggingPriority(for: axis)
      if !hugging.isRequired {
        let earlier = huggingSeen[hugging.rawValue, default: 0]
        huggingSeen[hugging.rawValue] = earlier + 1
        if earlier > 0 {
          add(
            "stack-order", view, size(axis), .lessThanOrEqual, constant: natural,
            priority: tiePriority(hugging, earlier), weight: tieWeight(earlier))
        }
      }
      let resistance = view.contentCompressionResistancePriority(for: axis)
      if !resistance.isRequired {
        let earlier = resistanceSeen[resistance.rawValue, default: 0]
        resistanceSeen[resistance.rawValue] = earlier + 1
        if earlier > 0 {
          add(
            "stack-order", view, size(axis), .greaterThanOrEqual, constant: natural,
            priority: tiePriority(resistance, earlier), weight: tieWeight(earlier))
        }
      }
    }
  }

  /// The weight of the tie-break of the view with `earlier` views of the same priority before
  /// it: growing with the place, by 1/1024 a place, so that it stays below 100 up to some
  /// 100,000 views (past 100, a larger weight raises its level's tolerance, which the solver
  /// then checks against every symbol).
  private func tieWeight(_ earlier: Int) -> Double {
    tiesShareALevel ? 1 + Double(earlier) / 1024 : 1
  }

  /// The priority of that tie-break: `priority` raised by the smallest representable amount,
  /// above it and below any other priority anyone writes, once when the ties share a level,
  /// `earlier` times when each takes its own.
  private func tiePriority(_ priority: LayoutPriority, _ earlier: Int) -> LayoutPriority {
    var value = priority.rawValue.nextUp
    if !tiesShareALevel { for _ in 1..<earlier { value = value.nextUp } }
    return LayoutPriority(min(value, LayoutPriority.required.rawValue.nextDown))
  }

  private mutating func distribute() {
    switch stack.distribution {
    case .fill: break
    case .fillEqually:
      guard let first = visible.first else { return }
      for view in visible.dropFirst() {
        add("UISV-fill-equally", view, size(axis), .equal, first, size(axis))
      }
    case .fillProportionally: proportions()
    case .equalSpacing, .equalCentering: gaps()
    }
  }

  private mutating func proportions() {
    var naturals: [Double] = []
    for view in visible { naturals.append(naturalLength(of: view)) }
    var total = 0.0
    for (previous, _) in zip(visible, visible.dropFirst()) {
      total += stack.effectiveSpacing(after: previous)
    }
    var proportional = 0
    for natural in naturals where natural > 0 {
      total += natural
      proportional += 1
    }
    for (position, (view, natural)) in zip(visible, naturals).enumerated() {
      guard natural > 0, total > 0 else {
        add("UISV-fill-proportionally", view, size(axis), constant: 0)
        continue
      }
      let index = visibleIndices[position]
      let priority: LayoutPriority
      var weight = 1.0
      if proportional == 1 {
        priority = .required
      } else if tiesShareALevel {
        // One priority, weighted by place: the later a view, the lighter its proportion, so
        // the last gives way first, as the lowest of UIKit's priorities does.
        priority = LayoutPriority(999)
        weight = 1 + Double(all.count - 1 - index) / 1024
      } else {
        priority = LayoutPriority(Double(max(999 - index, 751)))
      }
      add(
        "UISV-fill-proportionally", view, size(axis), .equal, canvas, size(axis),
        multiplier: natural / total, priority: priority, weight: weight)
    }
  }

  private mutating func gaps() {
    guard visible.count > 1 else { return }
    let centering = stack.distribution == .equalCentering
    gapCount = visible.count - 1
    let first = stack.distributingGuide(0)
    for (offset, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = stack.distributingGuide(offset)
      if centering {
        add("UISV-distributing-edge", gap, start(axis), .equal, previous, center(axis))
        add("UISV-distributing-edge", gap, end(axis), .equal, next, center(axis))
      } else if baselineSpacing {
        add("UISV-distributing-edge", gap, .top, .equal, previous, .lastBaseline)
        add("UISV-distributing-edge", gap, .bottom, .equal, next, .firstBaseline)
      } else {
        add("UISV-distributing-edge", gap, start(axis), .equal, previous, end(axis))
        add("UISV-distributing-edge", gap, end(axis), .equal, next, start(axis))
      }
      guard offset > 0 else { continue }
      let index = visibleIndices[offset]
      let priority = centering ? LayoutPriority(Double(max(150 - index, 100))) : .required
      add("UISV-fill-equally", gap, size(axis), .equal, first, size(axis), priority: priority)
    }
    add("UISV-canvas-fit", stack, size(axis), constant: 0, priority: 49)
  }

  // MARK: Across the axis

  private mutating func alignAcross() {
    guard let first = all.first else { return }
    // With `.fill`, the first view is tied to the canvas before the others are tied to it: the
    // solver then knows the first view's extent when each view's own constraints (its intrinsic
    // size's hugging and compression) meet it. Tied last, every view's rows were written over
    // the first view's free extent, and the last tie pivoted once through all of them for each
    // view (a vertical stack of 1,000 labels took 0.6 s in that one add).
    if alignment == .fill {
      add("UISV-canvas-connection", canvas, start(across), .equal, first, start(across))
      add("UISV-canvas-connection", first, end(across), .equal, canvas, end(across))
    }
    // Whether the first view has the baseline the others align to, read once (a nested stack
    // looks for its baseline view among its own each time it is asked).
    let baselineAlignment = alignment == .firstBaseline || alignment == .lastBaseline
    let firstHasBaseline =
      baselineAlignment && all.count > 1
      ? hasBaseline(first, first: alignment == .firstBaseline) : false
    for view in all.dropFirst() {
      switch alignment {
      case .fill:
        add("UISV-alignment", first, start(across), .equal, view, start(across))
        add("UISV-alignment", first, end(across), .equal, view, end(across))
      case .leading: add("UISV-alignment", first, start(across), .equal, view, start(across))
      case .trailing: add("UISV-alignment", first, end(across), .equal, view, end(across))
      case .center: add("UISV-alignment", first, center(across), .equal, view, center(across))
      case .firstBaseline:
        let both = firstHasBaseline && hasBaseline(view, first: true)
        let attribute: LayoutAttribute = both ? .firstBaseline : .top
        add("UISV-alignment", first, attribute, .equal, view, attribute)
      case .lastBaseline:
        let both = firstHasBaseline && hasBaseline(view, first: false)
        let attribute: LayoutAttribute = both ? .lastBaseline : .bottom
        add("UISV-alignment", first, attribute, .equal, view, attribute)
      }
    }
    if alignment == .fill { return }
    usesSpanner = true
    let spanner = stack.spannerGuide()
    switch alignment {
    case .leading:
      add("UISV-canvas-connection", canvas, start(across), .equal, first, start(across))
      add("UISV-canvas-connection", spanner, end(across), .equal, canvas, end(across))
    case .trailing:
      add("UISV-canvas-connection", canvas, start(across), .equal, spanner, start(across))
      add("UISV-canvas-connection", first, end(across), .equal, canvas, end(across))
    default:
      add("UISV-canvas-connection", canvas, start(across), .equal, spanner, start(across))
      add("UISV-canvas-connection", spanner, end(across), .equal, canvas, end(across))
      if alignment == .center {
        add("UISV-canvas-connection", canvas, center(across), .equal, first, center(across))
      }
    }
    // The views stay within the spanner, which is as small as they let it be; the edge they
    // line up on touches it.
    let holdsStart = alignment == .leading || alignment == .firstBaseline
    let holdsEnd = alignment == .trailing || alignment == .lastBaseline
    for view in visible.isEmpty ? all : visible {
      add("UISV-spanning-boundary", spanner, start(across), .lessThanOrEqual, view, start(across))
      if holdsStart {
        add(
          "UISV-spanning-boundary", spanner, start(across), .equal, view, start(across),
          priority: 999.5)
      }
      add("UISV-spanning-boundary", spanner, end(across), .greaterThanOrEqual, view, end(across))
      if holdsEnd {
        add(
          "UISV-spanning-boundary", spanner, end(across), .equal, view, end(across),
          priority: 999.5)
      }
    }
    add("UISV-spanning-fit", spanner, size(across), constant: 0, priority: 51)
    for view in all {
      add("UISV-ambiguity-suppression", view, size(across), constant: 0, priority: 25)
    }
  }

  // MARK: Measures

  // Each measure of an arranged view is noted in ``reads``: the stack compares them when the
  // view's intrinsic size changes (see ``StackViewReads``).

  private mutating func intrinsicLength(of view: LayoutView) -> Double {
    let length = StackViewReads.intrinsicLength(of: view, along: axis)
    reads[ObjectIdentifier(view), default: StackViewReads()].intrinsicLength = length
    return length
  }

  private mutating func naturalLength(of view: LayoutView) -> Double {
    let length = StackViewReads.naturalLength(of: view, along: axis)
    reads[ObjectIdentifier(view), default: StackViewReads()].naturalLength = length
    return length
  }

  private mutating func hasBaseline(_ view: LayoutView, first: Bool) -> Bool {
    let has = StackViewReads.hasBaseline(view, first: first)
    if first {
      reads[ObjectIdentifier(view), default: StackViewReads()].firstBaseline = has
    } else {
      reads[ObjectIdentifier(view), default: StackViewReads()].lastBaseline = has
    }
    return has
  }

  private func start(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .leading : .top }
  private func end(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
  private func center(_ axis: Axis) -> LayoutAttribute {
    axis == .horizontal ? .centerX : .centerY
  }
  private func size(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .width : .height }
}
