// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The stack's constraints: UIKit's identifiers, incremental updates, and misuse.
@Suite struct StackViewConstraintTests {
  /// Every constraint the stack made: on the stack and on its arranged views.
  private func made(_ fixture: StackViewFixture) -> [LayoutConstraint] {
    fixture.stack.updateArrangementIfNeeded()
    return fixture.stack.constraints.filter { $0.identifier != nil }
      + fixture.views.flatMap(\.constraints)
  }

  @Test func fillConstraintsReadLikeUIKits() {
    let fixture = StackViewFixture(.simplex)
    let lines = made(fixture).map { maskingAddresses($0.description) }
    #expect(
      lines == [
        "<LayoutConstraint:UISV-canvas-connection LayoutStackView:stack.leading == SizedView:a.leading>",
        "<LayoutConstraint:UISV-canvas-connection SizedView:c.trailing == LayoutStackView:stack.trailing>",
        "<LayoutConstraint:UISV-spacing SizedView:b.leading == SizedView:a.trailing>",
        "<LayoutConstraint:UISV-spacing SizedView:c.leading == SizedView:b.trailing>",
        "<LayoutConstraint:UISV-canvas-connection LayoutStackView:stack.top == SizedView:a.top>",
        "<LayoutConstraint:UISV-canvas-connection SizedView:a.bottom == LayoutStackView:stack.bottom>",
        "<LayoutConstraint:UISV-alignment SizedView:a.top == SizedView:b.top>",
        "<LayoutConstraint:UISV-alignment SizedView:a.bottom == SizedView:b.bottom>",
        "<LayoutConstraint:UISV-alignment SizedView:a.top == SizedView:c.top>",
        "<LayoutConstraint:UISV-alignment SizedView:a.bottom == SizedView:c.bottom>",
        "<LayoutConstraint:stack-order SizedView:b.width <= 80 ^250>",
        "<LayoutConstraint:stack-order SizedView:b.width >= 80 ^750>",
        "<LayoutConstraint:stack-order SizedView:c.width <= 40 ^250>",
        "<LayoutConstraint:stack-order SizedView:c.width >= 40 ^750>",
      ])
  }

  @Test func eachConfigurationUsesUIKitsIdentifiers() {
    let fixture = StackViewFixture(.simplex, width: 400)
    let stack = fixture.stack
    func identifiers() -> Set<String> { Set(made(fixture).compactMap(\.identifier)) }
    stack.alignment = .center
    #expect(
      identifiers().isSuperset(of: [
        "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression",
        "UISV-alignment", "UISV-canvas-connection",
      ]))
    stack.distribution = .fillEqually
    #expect(identifiers().contains("UISV-fill-equally"))
    stack.distribution = .fillProportionally
    #expect(identifiers().contains("UISV-fill-proportionally"))
    stack.distribution = .equalSpacing
    #expect(identifiers().isSuperset(of: ["UISV-distributing-edge", "UISV-canvas-fit"]))
    fixture.views[1].isHidden = true
    #expect(identifiers().contains("UISV-hiding"))
    let hiding = made(fixture).filter { $0.identifier == "UISV-hiding" }
    #expect(hiding.map(\.description) == ["<LayoutConstraint:UISV-hiding SizedView:b.width == 0>"])
  }

  @Test(arguments: Engine.allCases)
  func changesTouchOnlyTheConstraintsThatDiffer(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    fixture.root.layoutIfNeeded()
    let before = made(fixture)
    fixture.stack.spacing = 12
    let spaced = made(fixture)
    #expect(spaced.count == before.count && zip(spaced, before).allSatisfy { $0 === $1 })
    #expect(spaced.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [12, 12])
    #expect(sameSpans(fixture.spans(), [[0, 160], [172, 80], [264, 40]]))
    // Hiding b makes its collapse and the gap from a to c; the rest stay as they were.
    fixture.views[1].isHidden = true
    let hidden = made(fixture)
    let fresh = hidden.filter { new in !before.contains { $0 === new } }
    #expect(
      fresh.map { maskingAddresses($0.description) } == [
        "<LayoutConstraint:UISV-spacing SizedView:c.leading == SizedView:a.trailing + 12>",
        "<LayoutConstraint:UISV-hiding SizedView:b.width == 0>",
      ])
    // Gone: the gap from b to c, and b's tie-breaks (it no longer competes for room).
    let gone = before.filter { old in !hidden.contains { $0 === old } }
    #expect(
      gone.map { maskingAddresses($0.description) } == [
        "<LayoutConstraint:UISV-spacing SizedView:c.leading == SizedView:b.trailing + 12>",
        "<LayoutConstraint:stack-order SizedView:b.width <= 80 ^250>",
        "<LayoutConstraint:stack-order SizedView:b.width >= 80 ^750>",
      ])
    #expect(sameSpans(fixture.spans(), [[0, 160], [166, 0], [172, 40]]))
  }

  @Test func misuseIsReportedAtTheCallersLine() {
    let fixture = StackViewFixture(.simplex)
    let stack = fixture.stack
    let stranger = LayoutView(debugName: "stranger")
    stack.insertArrangedSubview(stranger, at: 7)
    let insertLine: UInt = #line - 1
    stack.setCustomSpacing(10, after: stranger)
    let spacingLine: UInt = #line - 1
    stack.addArrangedSubview(fixture.root)
    let ancestorLine: UInt = #line - 1
    stack.spacing = .nan
    #expect(fixture.log.kinds == [.misuse, .misuse, .misuse, .misuse])
    #expect(
      fixture.log.issues.map { $0.location?.line } == [insertLine, spacingLine, ancestorLine, nil])
    #expect(fixture.log.issues.first?.location?.fileName == "StackViewConstraintTests.swift")
    #expect(
      fixture.log.messages == [
        "Index 7 out of bounds for the arranged subviews of LayoutStackView:stack: expected 0...3",
        "Cannot set a custom spacing after LayoutView:stranger: it is not an arranged subview of"
          + " LayoutStackView:stack",
        "Cannot arrange LayoutView:root in LayoutStackView:stack: it is the stack view or one of"
          + " its ancestors",
        "The spacing nan of a stack view is not a finite number",
      ])
    #expect(stack.spacing == 0)
    #expect(stack.arrangedSubviews.count == 3 && stranger.superview == nil)
  }

  @Test(arguments: Engine.allCases)
  func aRequiredSizeOfAHiddenViewConflictsAsInUIKit(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    pin(fixture.views[1], .width, plus: 80).isActive = true
    fixture.views[1].isHidden = true
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.kinds == [.unsatisfiableConstraints])
    #expect(fixture.log.issues.first?.brokenConstraint?.identifier == "UISV-hiding")
  }
}
