// SPDX-License-Identifier: MIT

import Foundation

/// A problem the layout layer found and recovered from: an invalid constraint it refused, an
/// unsatisfiable one it broke, or a misuse of the DSL.
///
/// Nothing in the layout layer traps on user input. Problems become issues, which go to the
/// engine's ``LayoutEngine/issueHandler`` (by default printed to standard error, the way Auto
/// Layout logs), and layout goes on.
public struct LayoutIssue {
  /// What went wrong.
  public var kind: Kind
  /// A sentence saying what went wrong, in Auto Layout's or Masonry's words.
  public var message: String
  /// The constraints involved. For a conflict, the irreducible set the solver found, the
  /// newest last.
  public var constraints: [LayoutConstraint]
  /// The constraint the engine broke to recover from a conflict.
  public var brokenConstraint: LayoutConstraint?
  /// Where the user made the offending constraint or call, when known.
  public var location: SourceLocation?

  /// An issue of `kind` saying `message`.
  public init(
    _ kind: Kind, _ message: String, constraints: [LayoutConstraint] = [],
    brokenConstraint: LayoutConstraint? = nil, location: SourceLocation? = nil
  ) {
    self.kind = kind
    self.message = message
    self.constraints = constraints
    self.brokenConstraint = brokenConstraint
    self.location = location ?? constraints.last?.location
  }

  /// The kinds of issues.
  public enum Kind: Hashable, Sendable {
    /// A constraint that cannot be activated: it relates incompatible attributes, items with no
    /// common ancestor, a location to a constant, or a number that is not finite or is outside
    /// ``LayoutLimits``. It stays inactive. Also an active constraint's constant or multiplier
    /// set to such a number: the previous value is kept.
    case invalidConstraint
    /// Required constraints that cannot all hold. The engine broke one and went on.
    case unsatisfiableConstraints
    /// A misuse of the DSL, in Masonry's words. The call was ignored.
    case misuse
    /// The layout pass did not settle: `layoutSubviews` kept changing constraints.
    case layoutLoop
    /// The solver failed in a way the engine did not expect.
    case solverFailure
    /// A value given to a view (safe area insets, margins, an intrinsic content size) is not
    /// finite or is outside ``LayoutLimits``. The value was ignored.
    case invalidValue
  }

  /// The handler issues go to unless an engine is given another: it writes ``report`` to
  /// standard error.
  public static let defaultHandler: @Sendable (LayoutIssue) -> Void = { issue in
    FileHandle.standardError.write(Data((issue.report + "\n").utf8))
  }

  /// The issue as a log entry. A conflict reads like the log of Masonry's README:
  ///
  /// ```
  /// Unable to simultaneously satisfy constraints.
  /// (
  ///     "<LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000>",
  ///     "<LayoutConstraint:BottomConstraint Label:messageLabel.bottom == DebuggingView:superview.bottom - 10>",
  ///     ...
  /// )
  ///
  /// Will attempt to recover by breaking constraint
  /// <LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000>
  /// Made at ReadmeExample.swift#31
  /// ```
  ///
  /// The list is the irreducible set the solver found, newest first: the broken constraint
  /// (whose addition revealed the conflict), then the others from the last the solver received.
  /// The last line, when known, is where the broken constraint was made.
  public var report: String {
    let place = location.map { " (\($0))" } ?? ""
    guard kind == .unsatisfiableConstraints else {
      let list = constraints.map { "\n    \($0)" }.joined()
      return "[LayoutConstraints] \(message)\(place)\(list)"
    }
    let listed = reportedConstraints
    var lines = ["Unable to simultaneously satisfy constraints.", "("]
    lines += listed.enumerated().map { index, constraint in
      "    \"\(constraint)\"" + (index == listed.count - 1 ? "" : ",")
    }
    lines.append(")")
    if let brokenConstraint {
      lines += ["", "Will attempt to recover by breaking constraint", "\(brokenConstraint)"]
      if let made = brokenConstraint.location ?? location { lines.append("Made at \(made)") }
    }
    return lines.joined(separator: "\n")
  }
}

extension LayoutIssue {
  /// The constraints in the order the report lists them: for a conflict, the broken one first,
  /// then the others newest first; otherwise as they are.
  package var reportedConstraints: [LayoutConstraint] {
    guard kind == .unsatisfiableConstraints else { return constraints }
    var listed = Array(constraints.reversed())
    if let brokenConstraint, let index = listed.firstIndex(where: { $0 === brokenConstraint }) {
      listed.insert(listed.remove(at: index), at: 0)
    }
    return listed
  }
}

extension LayoutIssue: CustomStringConvertible {
  public var description: String { report }
}
