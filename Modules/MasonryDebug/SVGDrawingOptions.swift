// SPDX-License-Identifier: MIT

public import MasonryLayout

/// What an SVG drawing of a view tree shows (`LayoutView.svgDrawing(_:)`).
///
/// ```swift
/// var options = SVGDrawingOptions(showsConstraints: true)
/// options.highlightedConstraints = issue.constraints
/// try root.svgDrawing(options).write(toFile: "layout.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGDrawingOptions {
  /// Drawing units per point.
  public var scale: Double
  /// The margin around the drawing, in drawing units.
  public var padding: Double
  /// Whether to draw the constraints installed in the subtree: an arrow from the first item's
  /// attribute to the second's, or a dimension line for a constant size.
  public var showsConstraints: Bool
  /// Whether to draw the layout guides (dashed).
  public var showsGuides: Bool
  /// Constraints to draw in red, with their first items outlined in red, whether or not
  /// ``showsConstraints`` is on: for example the constraints of a conflict
  /// (`LayoutIssue.constraints`).
  public var highlightedConstraints: [LayoutConstraint]
  /// Fill colours of views by `LayoutView.debugName`, as CSS colours (`"#3fb950"`,
  /// `"hsl(120, 70%, 60%)"`): a filled view is drawn opaque, its name on a light halo.
  public var colors: [String: String]
  /// Whether views not named in ``colors`` are filled too, each with a colour of a fixed
  /// palette chosen by its name, so that a view has the same colour in every drawing. The top
  /// view of the drawing stays light: it is the container.
  public var colorsViews: Bool

  /// Options with the given values; by default views and guides at one unit per point, no
  /// constraints.
  public init(
    scale: Double = 1, padding: Double = 8, showsConstraints: Bool = false,
    showsGuides: Bool = true, highlightedConstraints: [LayoutConstraint] = [],
    colors: [String: String] = [:], colorsViews: Bool = false
  ) {
    self.scale = scale
    self.padding = padding
    self.showsConstraints = showsConstraints
    self.showsGuides = showsGuides
    self.highlightedConstraints = highlightedConstraints
    self.colors = colors
    self.colorsViews = colorsViews
  }
}
