// SPDX-License-Identifier: MIT

import Foundation
import MasonryDebug
public import MasonryGeometry
import MasonryLayout
public import MasonrySimplex
public import MasonrySolving

extension Example {
  /// The example at `size` drawn as one SVG document: its title, then every stage side by side
  /// (the first layout, then each step of its script), each captioned, with the views in the
  /// example's colours and the constraints the engine broke in red.
  ///
  /// - Parameters:
  ///   - size: the size of the screen.
  ///   - direction: the layout direction forced on the screen.
  ///   - showsConstraints: whether to draw every constraint as an arrow.
  ///   - solver: the solver of the screen's engine.
  public func svg(
    size: Size, direction: LayoutDirection = .leftToRight, showsConstraints: Bool = false,
    solver: any ConstraintSolver = SimplexSolver()
  ) -> String {
    var drawings: [(caption: String, svg: String, width: Double)] = []
    let padding = SVGDrawingOptions().padding
    var windows: [(caption: String, rect: Rect)] = []
    var content: LayoutView?
    run(size: size, direction: direction, solver: solver) { stage in
      var options = SVGDrawingOptions(
        showsConstraints: showsConstraints, colors: colors, colorsViews: true)
      options.highlightedConstraints = stage.issues.compactMap(\.brokenConstraint)
      let caption = stage.index == 0 ? "first layout" : "\(stage.index). \(stage.caption)"
      var svg = stage.view.svgDrawing(options)
      if let shade = unsafeArea(of: stage.view, padding: options.padding) {
        svg.insertBeforeClosingTag(shade)
      }
      drawings.append((caption, svg, size.width + 2 * padding))
      if let screen = stage.view as? any ExampleScrollingScreen {
        windows.append((caption, screen.visibleContentRect))
        content = screen.scrolledContent
      }
    }
    if let content {
      drawings.append(contentPanel(content, windows: windows, fitting: size))
    }
    let gap = 16.0
    let width =
      drawings.map(\.width).reduce(0, +) + Double(drawings.count - 1) * gap
    let height = size.height + 2 * padding + 52
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" "#
        + #"viewBox="0 0 \#(n(width)) \#(n(height))" font-family="Menlo, monospace" "#
        + #"font-size="11">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      ##"<text x="\##(n(padding))" y="20" font-size="15" font-weight="bold">"##
        + ##"\##(xml(title))<tspan font-weight="normal" fill="#57606a"> "##
        + ##"\##(n(size.width)) × \##(n(size.height))</tspan></text>"##,
    ]
    var x = 0.0
    for drawing in drawings {
      defer { x += drawing.width + gap }
      lines.append(
        ##"<text x="\##(n(x + padding))" y="42" fill="#57606a">\##(xml(drawing.caption))</text>"##)
      var body = drawing.svg.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        .joined(separator: "\n")
      if let range = body.range(of: "<svg ") {
        body.replaceSubrange(range, with: #"<svg x="\#(n(x))" y="52" "#)
      }
      lines.append(body.trimmingSuffix())
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The example at `size` as text: for each stage, its caption, the layout trace (every view
  /// and guide with its frame), the reports of the issues the engine found, and optionally an
  /// ASCII drawing `columns` wide.
  public func report(
    size: Size, direction: LayoutDirection = .leftToRight, ascii: Bool = false,
    columns: Int = 60, solver: any ConstraintSolver = SimplexSolver()
  ) -> String {
    var sections: [String] = []
    run(size: size, direction: direction, solver: solver) { stage in
      var lines = [
        stage.index == 0
          ? "== \(title), \(n(size.width)) × \(n(size.height))"
          : "== \(stage.index). \(stage.caption)"
      ]
      lines.append(stage.view.layoutTrace())
      for issue in stage.issues { lines += ["", issue.debugDescription] }
      if ascii { lines += ["", stage.view.asciiDrawing(columns: columns)] }
      sections.append(lines.joined(separator: "\n"))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }
}

/// The part of `view` outside its safe area, shaded, as SVG; `nil` when it has none.
private func unsafeArea(of view: LayoutView, padding: Double) -> String? {
  let insets = view.safeAreaInsets
  guard insets != .zero else { return nil }
  let width = view.bounds.size.width
  let height = view.bounds.size.height
  let middle = height - insets.top - insets.bottom
  let bands = [
    (0, 0, width, insets.top), (0, height - insets.bottom, width, insets.bottom),
    (0, insets.top, insets.left, middle), (width - insets.right, insets.top, insets.right, middle),
  ].filter { $0.2 > 0 && $0.3 > 0 }
  let rects = bands.map { x, y, w, h in
    #"<rect x="\#(n(x + padding))" y="\#(n(y + padding))" width="\#(n(w))" height="\#(n(h))"/>"#
  }
  return ##"<g class="unsafe-area" fill="#6e7781" fill-opacity="0.3">"##
    + "<title>outside the safe area</title>" + rects.joined() + "</g>"
}

/// A number as the drawings print it: `%g`.
func n(_ value: Double) -> String {
  LayoutNumber.format(value)
}

extension String {
  /// The text without its trailing newlines.
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == "\n" { text.removeLast() }
    return text
  }
}
