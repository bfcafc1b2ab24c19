// SPDX-License-Identifier: MIT

import MasonryGeometry
public import MasonryLayout

extension LayoutView {
  /// The view's subtree as an SVG document: a rectangle and a name for each view (the
  /// `LayoutView.debugName`, or the type name; hidden views are left out), dashed rectangles for
  /// the layout guides (a stack view's spanner and gaps among them), and
  /// optionally the constraints, with the ones of a conflict highlighted.
  ///
  /// A name goes in a corner of its view that nothing covers, else just outside it where it
  /// covers no other view, else only in the view's title. A label shows its text at its font's
  /// size, each line on its baseline and as wide as it was measured; a scroll view clips its
  /// content to its bounds.
  ///
  /// ```swift
  /// let svg = root.svgDrawing(SVGDrawingOptions(showsConstraints: true))
  /// ```
  ///
  /// Coordinates are the view's own, scaled by ``SVGDrawingOptions/scale`` and moved by the
  /// padding. Every element has a `<title>` with its description, which browsers show on
  /// hover. The document is well-formed XML with the SVG namespace, and opens in a browser.
  ///
  /// Lays the tree out first.
  public func svgDrawing(_ options: SVGDrawingOptions = SVGDrawingOptions()) -> String {
    rootView.layoutIfNeeded()
    var drawing = SVGDrawing(top: self, options: options)
    return drawing.render()
  }
}

/// An SVG drawing in the making.
struct SVGDrawing {
  static let ink = "#24292f"
  static let blue = "#0969da"
  static let red = "#cf222e"

  let top: LayoutView
  let options: SVGDrawingOptions
  let items: [TreeItem]
  var lines: [String] = []
  /// The boxes of the names and texts drawn so far, in drawing units.
  var labelBoxes: [Rect] = []
  /// The ids of the clip paths written so far.
  var clipIDs: Set<String> = []

  init(top: LayoutView, options: SVGDrawingOptions) {
    self.top = top
    self.options = options
    items = TreeItem.walk(top, skippingHidden: true)
  }

  mutating func render() -> String {
    let width = top.bounds.size.width * options.scale + 2 * options.padding
    let height = top.bounds.size.height * options.scale + 2 * options.padding
    lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" "#
        + #"viewBox="0 0 \#(n(width)) \#(n(height))" font-family="Menlo, monospace" "#
        + #"font-size="11">"#,
      "<defs>",
      marker("arrow", Self.blue),
      marker("conflict", Self.red),
      "</defs>",
    ]
    let highlightedItems = Set(
      options.highlightedConstraints.compactMap { $0.firstItem.map(ObjectIdentifier.init) })
    lines.append(#"<g id="views">"#)
    for (index, treeItem) in items.enumerated() {
      drawItem(
        treeItem, at: index,
        highlighted: highlightedItems.contains(ObjectIdentifier(treeItem.item)))
    }
    lines.append("</g>")
    lines.append(#"<g id="constraints">"#)
    for constraint in drawnConstraints() { drawConstraint(constraint) }
    lines.append("</g>")
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func marker(_ id: String, _ color: String) -> String {
    #"<marker id="\#(id)" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" "#
      + #"markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" "#
      + #"fill="\#(color)"/></marker>"#
  }

  private mutating func drawItem(_ treeItem: TreeItem, at index: Int, highlighted: Bool) {
    let frame = place(treeItem.rect(in: top))
    guard isDrawable(frame) else { return }
    let stroke = highlighted ? Self.red : Self.ink
    let box =
      #"x="\#(n(frame.minX))" y="\#(n(frame.minY))" width="\#(n(frame.size.width))" "#
      + #"height="\#(n(frame.size.height))""#
    switch treeItem.kind {
    case .view(let view):
      let clip = clipRect(of: view)
      var visible = frame
      if let clip {
        guard let part = frame.intersection(clip) else { return }
        visible = part
      }
      let width = highlighted ? 2 : 1
      let clipping = clipAttribute(clip)
      lines.append(#"<g class="view"\#(clipping)><title>\#(xml(view.description))</title>"#)
      let name = view.debugName ?? "\(type(of: view))"
      let fill = fillColor(of: view).map { #"fill="\#(xml($0))""# }
      lines.append(
        #"<rect \#(box) \#(fill ?? #"fill="\#(Self.blue)" fill-opacity="0.05""#) "#
          + #"stroke="\#(stroke)" stroke-width="\#(width)"/>"#)
      if let label = view as? LayoutLabel {
        let text = textElements(of: label, in: frame)
        lines += text.svg
        labelBoxes += text.boxes
      }
      let halo = fill == nil ? "" : #" stroke="white" stroke-width="3" paint-order="stroke""#
      // A name that fits nowhere is left to the view's title, which browsers show on hover.
      if let label = labelPosition(of: name, at: index, in: visible, outside: true) {
        lines.append(
          #"<text x="\#(n(label.x))" y="\#(n(label.y))" fill="\#(stroke)"\#(halo)>"#
            + "\(xml(name))</text>")
      }
      lines[lines.count - 1] += "</g>"
    case .guide(let guide):
      guard options.showsGuides, guide.role == .user || highlighted,
        highlighted || !isScrollViewGuide(guide)
      else { return }
      let clipping = guide.owningView.map { clipAttribute(clipRect(of: $0)) } ?? ""
      lines.append(
        #"<rect class="guide"\#(clipping) \#(box) fill="none" stroke="\#(stroke)" "#
          + #"stroke-dasharray="4 3"><title>\#(xml(guide.description))</title></rect>"#)
      if let name = guide.debugName, let label = labelPosition(of: name, at: index, in: frame) {
        lines.append(
          #"<text class="guide" x="\#(n(label.x))" y="\#(n(label.y))" fill="\#(stroke)" "#
            + #"font-style="italic">\#(xml(name))</text>"#)
      }
    }
  }

  /// The fill of a view other than the top one: its colour in ``SVGDrawingOptions/colors``,
  /// else with ``SVGDrawingOptions/colorsViews`` a palette colour chosen by its name.
  private func fillColor(of view: LayoutView) -> String? {
    guard view !== top else { return nil }
    let name = view.debugName ?? "\(type(of: view))"
    if let color = options.colors[name] { return color }
    guard options.colorsViews else { return nil }
    // FNV-1a over the name's bytes: the same name gets the same colour in every process.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Self.palette[Int(hash % UInt64(Self.palette.count))]
  }

  /// Light, distinct colours for views without one of their own.
  static let palette = [
    "#7ee787", "#ff9492", "#79c0ff", "#d2a8ff", "#ffa657", "#e3b341", "#56d4dd", "#f778ba",
    "#a5d6ff", "#b1bac4",
  ]

  /// The constraints to draw: the highlighted ones, and with ``SVGDrawingOptions/showsConstraints``
  /// the ones installed in the subtree, in tree order, each once.
  private func drawnConstraints() -> [LayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    var drawn: [LayoutConstraint] = []
    var candidates = options.highlightedConstraints
    if options.showsConstraints { candidates += items.compactMap(\.view).flatMap(\.constraints) }
    for constraint in candidates where seen.insert(ObjectIdentifier(constraint)).inserted {
      drawn.append(constraint)
    }
    return drawn
  }

  private mutating func drawConstraint(_ constraint: LayoutConstraint) {
    guard let first = constraint.firstItem, let firstRect = rect(of: first), isDrawable(firstRect)
    else { return }
    let highlighted = options.highlightedConstraints.contains { $0 === constraint }
    let color = highlighted ? Self.red : Self.blue
    let width = highlighted ? 2 : 1
    let marker = highlighted ? "conflict" : "arrow"
    let start: Point
    let end: Point
    var markers = #"marker-end="url(#\#(marker))""#
    if constraint.hasSecondItem {
      guard let second = constraint.secondItem, let secondRect = rect(of: second),
        isDrawable(secondRect)
      else { return }
      start = anchor(constraint.firstAttribute, of: first, in: firstRect)
      end = anchor(constraint.secondAttribute, of: second, in: secondRect)
    } else if constraint.firstAttribute == .width {
      start = Point(x: firstRect.minX, y: firstRect.midY)
      end = Point(x: firstRect.maxX, y: firstRect.midY)
      markers += #" marker-start="url(#\#(marker))""#
    } else {
      start = Point(x: firstRect.midX, y: firstRect.minY)
      end = Point(x: firstRect.midX, y: firstRect.maxY)
      markers += #" marker-start="url(#\#(marker))""#
    }
    let ends = #"x1="\#(n(start.x))" y1="\#(n(start.y))" x2="\#(n(end.x))" y2="\#(n(end.y))""#
    // A white halo under the line keeps it visible on a view of any colour.
    lines.append(#"<line \#(ends) stroke="white" stroke-width="\#(width + 2)"/>"#)
    lines.append(
      #"<line \#(ends) stroke="\#(color)" stroke-width="\#(width)" \#(markers)>"#
        + #"<title>\#(xml(constraint.description))</title></line>"#)
  }

  /// The drawing rectangle of an item of the tree.
  private func rect(of item: any LayoutItem) -> Rect? {
    guard let owner = item.owningLayoutView, owner.rootView === top.rootView else { return nil }
    let kind: TreeItem.Kind
    if owner === item {
      kind = .view(owner)
    } else if let guide = owner.debugGuides.first(where: { $0 === item }) {
      kind = .guide(guide)
    } else {
      return nil
    }
    return place(TreeItem(kind: kind, depth: 0).rect(in: top))
  }

  /// Where a constraint attaches to an item: the middle of an edge, or the centre.
  private func anchor(_ attribute: LayoutAttribute, of item: any LayoutItem, in rect: Rect)
    -> Point
  {
    let rightToLeft = item.owningLayoutView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch attribute.withoutMargin {
    case .left: return Point(x: rect.minX, y: rect.midY)
    case .right: return Point(x: rect.maxX, y: rect.midY)
    case .leading: return Point(x: rightToLeft ? rect.maxX : rect.minX, y: rect.midY)
    case .trailing: return Point(x: rightToLeft ? rect.minX : rect.maxX, y: rect.midY)
    case .top: return Point(x: rect.midX, y: rect.minY)
    case .bottom, .firstBaseline, .lastBaseline: return Point(x: rect.midX, y: rect.maxY)
    default: return Point(x: rect.midX, y: rect.midY)
    }
  }

  /// A rectangle of the top view's coordinates in drawing units.
  func place(_ rect: Rect) -> Rect {
    Rect(
      x: rect.origin.x * options.scale + options.padding,
      y: rect.origin.y * options.scale + options.padding,
      width: rect.size.width * options.scale, height: rect.size.height * options.scale)
  }

  /// Whether a rectangle has finite numbers and no negative size.
  private func isDrawable(_ rect: Rect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
      && rect.size.width >= 0 && rect.size.height >= 0
  }

  /// A number for an attribute: `%g`.
  func n(_ value: Double) -> String {
    DebugFormat.number(value)
  }
}

/// Text with XML's special characters escaped, for the drawings of this module and of the
/// examples.
package func xml(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "&": escaped += "&amp;"
    case "<": escaped += "&lt;"
    case ">": escaped += "&gt;"
    case "\"": escaped += "&quot;"
    case "'": escaped += "&apos;"
    default: escaped.append(character)
    }
  }
  return escaped
}
