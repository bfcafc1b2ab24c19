// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

extension LayoutConstraint {
  /// The constraints a visual format describes (Auto Layout's
  /// `constraints(withVisualFormat:options:metrics:views:)`), inactive.
  ///
  /// ```swift
  /// let constraints = LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|",
  ///   options: .alignAllCenterY, views: ["find": find, "findNext": findNext, "findField": field])
  /// LayoutConstraint.activate(constraints)
  /// ```
  ///
  /// The grammar is Apple's: an optional orientation (`H:`, the default, or `V:`), the
  /// superview's edge `|`, views in brackets with optional size predicates (`[a(>=50,<=100@750)]`,
  /// `[a(==b)]`), and connections between them: none (flush), `-` (the standard spacing:
  /// ``standardSpacing``, 8, between views and ``standardSuperviewSpacing``, 20, to the
  /// superview's edge), `-12-`, `-metric-` or `-(>=8@750)-`. Numbers and priorities may be
  /// metric names.
  ///
  /// Each connection makes `later.leading RELATION earlier.trailing + spacing` (`top` and
  /// `bottom` in a vertical format; `left` and `right`, or `right` and `left` with the item on
  /// the right first, under ``LayoutFormatOptions/directionLeftToRight`` and
  /// ``LayoutFormatOptions/directionRightToLeft``), the superview's trailing edge being the
  /// later item of the last connection. A view's predicates constrain its width (height in a
  /// vertical format) to a number or to another view's. Each alignment option relates every
  /// pair of neighbouring views: `earlier.attribute == later.attribute`. The constraints come in
  /// the order of the format (a view's predicates, then the connection after it), the
  /// alignments last.
  ///
  /// A malformed format, a name missing from `views` or `metrics`, a `|` next to a view with no
  /// superview, or an alignment along the format's own axis is reported as a ``LayoutIssue``
  /// (``LayoutIssue/Kind/misuse``) whose message names the column and draws a caret under it,
  /// as Apple's does; the result is then empty.
  ///
  /// - Parameters:
  ///   - format: the visual format.
  ///   - options: alignments, direction and baseline spacing.
  ///   - metrics: the values of the metric names the format uses; `nil` (as UIKit code
  ///     passes) for none.
  ///   - views: the views of the format, by name.
  ///   - fileID: where the call is, for diagnostics (filled in by the compiler).
  ///   - line: the line of the call, for diagnostics (filled in by the compiler).
  /// - Returns: the constraints, inactive; empty when the format is invalid.
  public static func constraints(
    withVisualFormat format: String, options: LayoutFormatOptions = [],
    metrics: [String: Double]? = nil, views: [String: LayoutView],
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> [LayoutConstraint] {
    let location = SourceLocation(fileID, line)
    do throws(VisualFormatError) {
      var parser = VisualFormatParser(format, metrics: metrics ?? [:], views: views)
      let parsed = try parser.parse()
      var builder = VisualFormatBuilder(format: parsed, options: options)
      let made = try builder.build()
      for constraint in made { constraint.location = location }
      return made
    } catch {
      let message = visualFormatMessage(error, format)
      let issue = LayoutIssue(.misuse, message, location: location)
      let reporter = views.keys.sorted().first.flatMap { views[$0] }
      if let engine = reporter?.layoutEngine {
        engine.report(issue)
      } else {
        LayoutIssue.defaultHandler(issue)
      }
      return []
    }
  }

  /// Apple's message: the reason, then the format and a caret under the column of the error.
  static func visualFormatMessage(_ error: VisualFormatError, _ format: String) -> String {
    let column = min(error.column, format.count)
    return """
      Unable to parse constraint format: \(error.reason) (column \(column + 1))
      \(format)
      \(String(repeating: " ", count: column))^
      """
  }
}

/// Turns a parsed visual format into constraints.
private struct VisualFormatBuilder {
  let format: VisualFormat
  let options: LayoutFormatOptions
  var made: [LayoutConstraint] = []

  init(format: VisualFormat, options: LayoutFormatOptions) {
    self.format = format
    self.options = options
  }

  /// The attributes of the near and far edges along the axis, and whether the format runs
  /// against the coordinates (right to left).
  private var edges: (lead: LayoutAttribute, trail: LayoutAttribute, reversed: Bool) {
    guard format.axis == .horizontal else { return (.top, .bottom, false) }
    let direction = options.rawValue & (3 << 16)
    if direction == LayoutFormatOptions.directionLeftToRight.rawValue {
      return (.left, .right, false)
    }
    if direction == LayoutFormatOptions.directionRightToLeft.rawValue {
      return (.right, .left, true)
    }
    return (.leading, .trailing, false)
  }

  mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
    let alignments = try checkedAlignments()
    let elements = format.elements
    if let connection = format.leadingSuperview {
      guard let superview = elements[0].view.superview else {
        throw noSuperview(format.leadingBarColumn)
      }
      connect(superview, elements[0].view, connection, toSuperview: true)
    }
    for (index, element) in elements.enumerated() {
      size(element)
      if index < format.connections.count {
        connect(element.view, elements[index + 1].view, format.connections[index])
      }
    }
    if let connection = format.trailingSuperview, let last = elements.last {
      guard let superview = last.view.superview else { throw noSuperview(format.trailingBarColumn) }
      connect(last.view, superview, connection, toSuperview: true)
    }
    for (earlier, later) in zip(elements, elements.dropFirst()) {
      for attribute in alignments {
        made.append(
          LayoutConstraint(
            kind: .user, earlier.view, attribute, .equal, later.view, attribute))
      }
    }
    return made
  }

  /// The attributes of the alignment options, refused along the format's own axis.
  private func checkedAlignments() throws(VisualFormatError) -> [LayoutAttribute] {
    let attributes = LayoutFormatOptions.alignments.filter { options.contains($0.0) }.map(\.1)
    for attribute in attributes where attribute.axis == format.axis {
      let edge = format.axis == .horizontal ? "horizontal" : "vertical"
      throw VisualFormatError(
        reason: "Options mask required views to be aligned on a \(edge) edge (\(attribute)), "
          + "which is not allowed for layout that is also \(edge)",
        column: 0)
    }
    return attributes
  }

  private func noSuperview(_ column: Int) -> VisualFormatError {
    VisualFormatError(
      reason: "Unable to interpret '|' character, because the related view doesn't have a "
        + "superview",
      column: column)
  }

  /// The size predicates of a view.
  private mutating func size(_ element: VisualFormat.Element) {
    let attribute: LayoutAttribute = format.axis == .horizontal ? .width : .height
    for predicate in element.predicates {
      let constraint = LayoutConstraint(
        kind: .user, element.view, attribute, predicate.relation, predicate.view,
        predicate.view == nil ? .notAnAttribute : attribute, constant: predicate.constant,
        priority: predicate.priority)
      constraint.visualFormatRole = .size(format.axis)
      made.append(constraint)
    }
  }

  /// The constraints of a connection from `earlier` to `later`.
  private mutating func connect(
    _ earlier: LayoutView, _ later: LayoutView, _ connection: VisualFormat.Connection,
    toSuperview: Bool = false
  ) {
    let predicates: [VisualFormat.Predicate]
    switch connection {
    case .flush:
      predicates = [VisualFormat.Predicate(relation: .equal, constant: 0, priority: .required)]
    case .standard:
      let spacing =
        toSuperview ? LayoutConstraint.standardSuperviewSpacing : LayoutConstraint.standardSpacing
      predicates = [
        VisualFormat.Predicate(relation: .equal, constant: spacing, priority: .required)
      ]
    case .predicates(let list):
      predicates = list
    }
    let (lead, trail, reversed) = edges
    // The far edge of the earlier item meets the near edge of the later one; a superview
    // meets with its own near or far edge.
    let earlierIsSuperview = later.superview === earlier && toSuperview
    let laterIsSuperview = earlier.superview === later && toSuperview
    var earlierAttribute = earlierIsSuperview ? lead : trail
    var laterAttribute = laterIsSuperview ? trail : lead
    let baselines =
      format.axis == .vertical && !toSuperview && options.contains(.spacingBaselineToBaseline)
    if baselines {
      earlierAttribute = .lastBaseline
      laterAttribute = .firstBaseline
    }
    for predicate in predicates {
      // The item further along the coordinates comes first, with a positive spacing.
      let constraint =
        reversed
        ? LayoutConstraint(
          kind: .user, earlier, earlierAttribute, predicate.relation, later, laterAttribute,
          constant: predicate.constant, priority: predicate.priority)
        : LayoutConstraint(
          kind: .user, later, laterAttribute, predicate.relation, earlier, earlierAttribute,
          constant: predicate.constant, priority: predicate.priority)
      constraint.visualFormatRole = .connection(format.axis, reversed: reversed)
      made.append(constraint)
    }
  }
}
