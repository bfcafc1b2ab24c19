// SPDX-License-Identifier: MIT

public import MasonryLayout
import MasonrySolving

/// The attributes of a tree that its constraints leave free to move, each with the freedom
/// that moves it: Auto Layout's ambiguous layout, found exactly from the solver.
///
/// ```swift
/// let report = root.ambiguityReport()
/// print(report)
/// // Ambiguous layout:
/// //     LayoutView:box.left can move: nothing fixes it
/// //     LayoutView:box.width can move: <LayoutConstraint:min LayoutView:box.width >= 10> does not bind
/// ```
///
/// An attribute is ambiguous when the set of optimal solutions (every required constraint
/// satisfied, every priority's error as small as it can be) holds more than one value for it.
/// The attributes are the four the engine solves for, in the root's coordinates: `left`,
/// `top`, `width` and `height`.
public struct AmbiguityReport {
  /// One ambiguous attribute.
  public struct Entry {
    /// The view or guide.
    public var item: any LayoutItem
    /// `.left`, `.top`, `.width` or `.height`.
    public var attribute: LayoutAttribute
    /// What lets it move.
    public var freedom: Freedom
  }

  /// What lets an attribute move.
  public enum Freedom {
    /// Nothing fixes this attribute (it may be the ambiguous one itself), and the ambiguous
    /// one moves with it.
    case unconstrained(any LayoutItem, LayoutAttribute)
    /// This constraint does not bind: its inequality can slacken, or its error can change,
    /// without making any priority's error worse.
    case constraint(LayoutConstraint)
    /// A solver variable the tree does not know, by the solver's name for it.
    case variable(String)
  }

  /// The ambiguous attributes, in tree order (parents before children, a view's guides after
  /// it), each item's in the order left, top, width, height.
  public var entries: [Entry]

  /// Whether nothing is ambiguous.
  public var isEmpty: Bool { entries.isEmpty }

  /// The entries of `item`.
  public func entries(for item: any LayoutItem) -> [Entry] {
    entries.filter { $0.item === item }
  }
}

extension AmbiguityReport {
  /// The report of the snapshot's items, from the solver's ambiguity query; only of
  /// `variables` when given.
  init(_ snapshot: EngineSnapshot, only variables: Set<Variable>? = nil) {
    var found: [(order: Int, slot: Int, entry: Entry)] = []
    let order = Dictionary(
      snapshot.entries.enumerated().map { (ObjectIdentifier($0.element.item), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    for ambiguity in snapshot.engine.memoizedAmbiguities().ambiguities
    where variables?.contains(ambiguity.variable) ?? true {
      guard let (item, attribute) = snapshot.owner(of: ambiguity.variable),
        let index = order[ObjectIdentifier(item)],
        let slot = EngineSnapshot.variableAttributes.firstIndex(of: attribute)
      else { continue }
      let freedom: Freedom
      switch ambiguity.freedom {
      case .variable(let parameter):
        if let (other, otherAttribute) = snapshot.owner(of: parameter) {
          freedom = .unconstrained(other, otherAttribute)
        } else {
          freedom = .variable(snapshot.solver.name(of: parameter))
        }
      case .constraint(let handle):
        if let constraint = snapshot.engine.debugConstraint(for: handle) {
          freedom = .constraint(constraint)
        } else {
          freedom = .variable(handle.description)
        }
      }
      found.append((index, slot, Entry(item: item, attribute: attribute, freedom: freedom)))
    }
    entries = found.sorted { ($0.order, $0.slot) < ($1.order, $1.slot) }.map(\.entry)
  }
}

extension AmbiguityReport: CustomStringConvertible {
  /// `Ambiguous layout:` and one line per attribute, or `No ambiguous layout.`
  public var description: String {
    guard !isEmpty else { return "No ambiguous layout." }
    return (["Ambiguous layout:"] + entries.map { "    \($0)" }).joined(separator: "\n")
  }
}

extension AmbiguityReport.Entry: CustomStringConvertible {
  /// `LayoutView:box.left can move: nothing fixes it`,
  /// `LayoutView:box.top can move with LayoutView:other.top, which nothing fixes`, or
  /// `LayoutView:box.width can move: <LayoutConstraint:…> does not bind`.
  public var description: String {
    let name = "\(item.layoutDescription).\(attribute)"
    switch freedom {
    case .unconstrained(let other, let otherAttribute):
      if other === item, otherAttribute == attribute { return "\(name) can move: nothing fixes it" }
      let parameter = "\(other.layoutDescription).\(otherAttribute)"
      return "\(name) can move with \(parameter), which nothing fixes"
    case .constraint(let constraint):
      return "\(name) can move: \(constraint) does not bind"
    case .variable(let variable):
      return "\(name) can move with \(variable), which nothing fixes"
    }
  }
}

extension LayoutView {
  /// The attributes of the view's subtree that the constraints leave free to move, and why.
  /// Solves first if anything changed; lays nothing out.
  ///
  /// - Complexity: the solver's ambiguity query; meant for debugging.
  public func ambiguityReport() -> AmbiguityReport {
    guard let snapshot = EngineSnapshot(self) else { return AmbiguityReport(entries: []) }
    return AmbiguityReport(snapshot)
  }
}
