// SPDX-License-Identifier: MIT

import MasonryLayout

/// The problems of one DSL call (one `make.edges.equalTo(other)`, whatever the number of
/// attributes it makes), reported once each: issues of the same kind become one, with the
/// first one's message (the others differ at most in a sign: `nan` and `-nan` for an inset),
/// listing all the constraints involved, in the order they came.
struct IssueBatch {
  private var issues: [LayoutIssue] = []
  /// The item whose engine takes the issue, for each issue.
  private var items: [(any LayoutItem)?] = []

  /// Whether there is no issue.
  var isEmpty: Bool { issues.isEmpty }

  /// Adds an issue about `item`, merged with an earlier one of its kind.
  mutating func add(_ issue: LayoutIssue, item: (any LayoutItem)?) {
    if let index = issues.firstIndex(where: { $0.kind == issue.kind }) {
      issues[index].constraints += issue.constraints
      return
    }
    issues.append(issue)
    items.append(item)
  }

  /// Adds a `kind` issue saying `message` at `location`.
  mutating func add(
    _ kind: LayoutIssue.Kind, _ message: String, item: (any LayoutItem)?,
    location: SourceLocation
  ) {
    add(LayoutIssue(kind, message, location: location), item: item)
  }

  /// Reports each issue to the engine of its item's tree (standard error without one), and
  /// empties the batch.
  ///
  /// - Returns: whether there was an issue to report.
  @discardableResult
  mutating func report() -> Bool {
    defer {
      issues = []
      items = []
    }
    for (issue, item) in zip(issues, items) {
      if let engine = item?.owningLayoutView?.layoutEngine {
        engine.report(issue)
      } else {
        LayoutIssue.defaultHandler(issue)
      }
    }
    return !issues.isEmpty
  }
}

extension Constraint {
  /// Runs `body`, a change to the constraint's installed layout constraints, reporting what
  /// the layout layer refuses once for the call, not once per layout constraint. `body` gets
  /// the parts, read once.
  ///
  /// With a `location` (the line of the call, when it asks for a value the layout layer
  /// refuses), the issues say that line, not the one that made the constraint: the bad value
  /// was written there.
  func reportingOnce(at location: SourceLocation? = nil, _ body: (ConstraintParts) -> Void) {
    let parts = self.parts
    guard parts.count > 1 || location != nil,
      let installed = parts.first(where: \.isActive),
      let engine = installed.installedView?.layoutEngine
    else { return body(parts) }
    var batch = IssueBatch()
    for var issue in engine.issues(during: { body(parts) }) {
      if let location { issue.location = location }
      batch.add(issue, item: installed.firstItem)
    }
    batch.report()
  }
}

extension LayoutEngine {
  /// Runs `body` and returns the issues the layout layer reported meanwhile, in order, instead
  /// of handing them to ``LayoutEngine/issueHandler``, which is the caller's again afterwards.
  func issues(during body: () -> Void) -> [LayoutIssue] {
    var caught: [LayoutIssue] = []
    let handler = issueHandler
    issueHandler = { caught.append($0) }
    body()
    issueHandler = handler
    return caught
  }
}

extension LayoutConstraint {
  /// Sets the constant as a DSL call at `location` asks (an update block's constraint that
  /// matches this installed one): a value the layout layer refuses goes to `issues` said at
  /// `location`, the line that wrote it, not the one that made this constraint, which keeps its
  /// constant.
  func setConstant(_ value: Double, at location: SourceLocation, into issues: inout IssueBatch) {
    guard !LayoutLimits.accepts(length: value), isActive,
      let engine = installedView?.layoutEngine
    else {
      constant = value
      return
    }
    for var issue in engine.issues(during: { constant = value }) {
      issue.location = location
      issues.add(issue, item: firstItem)
    }
  }
}
