// SPDX-License-Identifier: MIT

import MasonryGeometry
public import MasonryLayout

extension LayoutView {
  /// The view's subtree, one line per view or guide, like Auto Layout's `_autolayoutTrace`:
  ///
  /// ```
  /// •DebuggingView:superview (0 0; 320 416)
  /// |   *Label:messageLabel (1 1; 120 405) - UNSATISFIABLE: broke <LayoutConstraint:…>
  /// |   *LayoutView:box (0 0; 20 10) - AMBIGUOUS LAYOUT for LayoutView:box.left, LayoutView:box.top
  /// |   |   +LayoutView:badge (2 2; 8 8)
  /// |   ◦LayoutGuide:gap (0 0; 10 10)
  /// ```
  ///
  /// Each level of depth adds `|   `. The mark before the name says how the view is laid out:
  /// `•` the root that hosts the engine, `*` by constraints, `+` by its frame, translated into
  /// constraints, and nothing for a view the engine has not needed. `◦` marks a layout guide
  /// (the user's, and the system guides constraints have used). The frame follows, in the
  /// superview's coordinates (a guide's layout frame, in its owning view's), then the markers:
  /// `AMBIGUOUS LAYOUT for` the attributes the constraints leave free, and `UNSATISFIABLE:`
  /// with the required constraints of the view (its first item) that the engine broke, and
  /// `NEGATIVE SIZE:` when the solved width or height is below zero (constraints that squeeze
  /// the item past nothing, which Auto Layout allows and a screen cannot show).
  ///
  /// Lays the tree out first, so that the frames are the solved ones.
  public func layoutTrace() -> String {
    rootView.layoutIfNeeded()
    let snapshot = EngineSnapshot(self)
    let ambiguities = snapshot.map { AmbiguityReport($0) } ?? AmbiguityReport(entries: [])
    var broken: [ObjectIdentifier: [LayoutConstraint]] = [:]
    for row in snapshot?.rows ?? [] where row.constraint.isBroken {
      guard let item = row.constraint.firstItem else { continue }
      broken[ObjectIdentifier(item), default: []].append(row.constraint)
    }
    var lines: [String] = []
    for treeItem in TreeItem.walk(self) where isTraced(treeItem, in: snapshot) {
      let item = treeItem.item
      var line = String(repeating: "|   ", count: treeItem.depth) + mark(of: treeItem, in: snapshot)
      line += item.layoutDescription + " " + DebugFormat.rect(treeItem.frame)
      let free = ambiguities.entries(for: item)
      if !free.isEmpty {
        let names = free.map { "\(item.layoutDescription).\($0.attribute)" }
        line += " - AMBIGUOUS LAYOUT for " + names.joined(separator: ", ")
      }
      let size = treeItem.unroundedFrame.size
      if size.width < 0 || size.height < 0 {
        let axes = [("width", size.width), ("height", size.height)].filter { $0.1 < 0 }
        line +=
          " - NEGATIVE SIZE: "
          + axes.map { "\($0.0) \(DebugFormat.number($0.1))" }.joined(separator: ", ")
      }
      if let constraints = broken[ObjectIdentifier(item)] {
        line += " - UNSATISFIABLE: broke " + constraints.map(\.description).joined(separator: ", ")
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// Whether the trace lists the item: every view, the user's guides, and the system guides
  /// the engine has variables for.
  private func isTraced(_ treeItem: TreeItem, in snapshot: EngineSnapshot?) -> Bool {
    guard case .guide(let guide) = treeItem.kind, guide.role != .user else { return true }
    return snapshot?.variables(of: guide) != nil
  }

  private func mark(of treeItem: TreeItem, in snapshot: EngineSnapshot?) -> String {
    guard let view = treeItem.view else { return "◦" }
    guard let snapshot, snapshot.variables(of: view) != nil else { return "" }
    if view.superview == nil { return "•" }
    return view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
  }
}
