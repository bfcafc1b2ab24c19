// SPDX-License-Identifier: MIT

import Foundation
import MasonryDSL
import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct TraceAndDrawingTests {
  @Test(arguments: Engine.allCases)
  func theTraceMarksHowEachViewIsLaidOutAndWhatIsWrong(engine: Engine) {
    let screen = Screen(engine)
    #expect(
      screen.root.layoutTrace() == """
        •LayoutView:screen (0 0; 320 200)
        |   ◦LayoutGuide:gap (80 40; 10 160)
        |   *LayoutView:header (0 0; 320 40)
        |   *LayoutView:sidebar (0 40; 80 160)
        |   *LayoutView:content (90 50; 220 140)
        |   |   LayoutView:badge (8 8; 24 16)
        |   *LayoutView:floating (0 0; 30 30) - AMBIGUOUS LAYOUT for LayoutView:floating.left, LayoutView:floating.top
        """)
    let example = ReadmeExample(engine)
    #expect(
      example.superview.layoutTrace() == """
        •DebuggingView:superview (0 0; 320 416)
        |   *Label:messageLabel (1 1; 120 405) - UNSATISFIABLE: broke <LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000>
        """)
    #expect(
      screen.content.layoutTrace()
        == "*LayoutView:content (90 50; 220 140)\n|   LayoutView:badge (8 8; 24 16)")
  }

  @Test func aTreeWithoutAnEngineIsTracedWithoutMarks() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 50), debugName: "root")
    let child = LayoutView(frame: Rect(x: 10, y: 5, width: 20, height: 0.5), debugName: "child")
    root.addSubview(child)
    child.addLayoutGuide(LayoutGuide(debugName: "spacer"))
    #expect(
      root.layoutTrace() == """
        LayoutView:root (0 0; 100 50)
        |   LayoutView:child (10 5; 20 0.5)
        |   |   ◦LayoutGuide:spacer (0 0; 0 0)
        """)
  }

  @Test(arguments: Engine.allCases)
  func asciiDrawings(engine: Engine) {
    let screen = Screen(engine)
    expectSnapshot(screen.root.asciiDrawing(columns: 64), named: "screen-ascii")
    let example = ReadmeExample(engine)
    expectSnapshot(example.superview.asciiDrawing(columns: 33), named: "readme-example-ascii")
    #expect(LayoutView(debugName: "empty").asciiDrawing() == "")
    #expect(screen.root.asciiDrawing(columns: 1) == "")
  }

  @Test func smallBoxesKeepTheirEdgesAndClipTheirNames() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 20, height: 8), debugName: "r")
    root.addSubview(LayoutView(frame: Rect(x: 2, y: 2, width: 6, height: 2), debugName: "wide"))
    root.addSubview(LayoutView(frame: Rect(x: 12, y: -4, width: 20, height: 8), debugName: "out"))
    #expect(
      root.asciiDrawing(columns: 21) == """
        +-----------+-------+
        |r+wide-+   |out    |
        | +-----+   +-------+
        |                   |
        +-------------------+
        """)
  }

  @Test(arguments: Engine.allCases)
  func svgDrawings(engine: Engine) throws {
    let screen = Screen(engine)
    let svg = screen.root.svgDrawing(SVGDrawingOptions(showsConstraints: true))
    try expectWellFormed(svg)
    expectSnapshot(maskingAddresses(svg), named: "screen", pathExtension: "svg")
    let example = ReadmeExample(engine)
    let issue = try #require(example.log.issues.first)
    let conflict = example.superview.svgDrawing(
      SVGDrawingOptions(scale: 0.5, highlightedConstraints: issue.constraints))
    try expectWellFormed(conflict)
    expectSnapshot(
      maskingAddresses(conflict), named: "readme-example-conflict", pathExtension: "svg")
  }

  @Test func svgEscapesNamesAndSkipsWhatCannotBeDrawn() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 60, height: 20), debugName: #"a<b&"c'>"#)
    root.addSubview(
      LayoutView(frame: Rect(x: 0, y: 0, width: -5, height: 5), debugName: "negative"))
    let svg = root.svgDrawing(SVGDrawingOptions(padding: 0, showsGuides: false))
    try expectWellFormed(svg)
    #expect(svg.contains(">a&lt;b&amp;&quot;c&apos;&gt;</text>"))
    #expect(!svg.contains("negative"))
    #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20""#))
  }
}

/// Records an issue unless `text` parses as XML whose root element is an SVG `<svg>`.
func expectWellFormed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws
{
  let parser = XMLParser(data: Data(text.utf8))
  let delegate = RootElement()
  parser.delegate = delegate
  parser.shouldProcessNamespaces = true
  #expect(
    parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
  #expect(delegate.root == "svg", sourceLocation: sourceLocation)
  #expect(delegate.namespace == "http://www.w3.org/2000/svg", sourceLocation: sourceLocation)
}

/// Remembers the root element of a parsed document.
final class RootElement: NSObject, XMLParserDelegate {
  var root: String?
  var namespace: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard root == nil else { return }
    root = elementName
    namespace = namespaceURI
  }
}
