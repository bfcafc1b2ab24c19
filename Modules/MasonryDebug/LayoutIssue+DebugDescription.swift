// SPDX-License-Identifier: MIT

import Foundation
public import MasonryLayout

extension LayoutIssue: CustomDebugStringConvertible {
  /// The `LayoutIssue.report`, followed by where each constraint involved was made:
  ///
  /// ```
  /// Unable to simultaneously satisfy constraints.
  /// ...
  /// Made at Screen.swift#31
  ///
  /// Constraints involved:
  ///     <LayoutConstraint:ConstantConstraint@Screen.swift#31 Label:messageLabel.height >= 5000>
  ///     <LayoutConstraint(root):0x… DebuggingView:superview.height == 416>
  /// ```
  ///
  /// The constraints are listed as in the report, each with `@File.swift#line` when known.
  public var debugDescription: String {
    guard !constraints.isEmpty else { return report }
    let lines = reportedConstraints.map { "    \($0.debugDescription)" }
    return ([report, "", "Constraints involved:"] + lines).joined(separator: "\n")
  }
}

extension LayoutIssue {
  /// A handler for `LayoutEngine.issueHandler` that passes each issue's `debugDescription`
  /// (the report and where every constraint involved was made) to `write`.
  ///
  /// ```swift
  /// root.layoutEngine.issueHandler = LayoutIssue.debugHandler { print($0) }
  /// ```
  public static func debugHandler(writing write: @escaping (String) -> Void) -> (LayoutIssue) ->
    Void
  {
    { issue in write(issue.debugDescription) }
  }

  /// A handler that writes each issue's `debugDescription` to standard error, like
  /// `LayoutIssue.defaultHandler` does with the report.
  public static let debugHandler: @Sendable (LayoutIssue) -> Void = { issue in
    FileHandle.standardError.write(Data((issue.debugDescription + "\n").utf8))
  }
}
