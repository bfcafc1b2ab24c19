// SPDX-License-Identifier: MIT

public import Foundation
public import MasonryGeometry

/// The gallery: every example drawn upright and on its side, and an `index.html` that shows
/// the drawings beside each example's source (`swift run examples --all --svg-dir DIR`).
public struct ExampleGallery {
  /// The two sizes of every example, by file suffix: a phone upright and on its side.
  public static let sizes = [
    ("portrait", Size(width: 375, height: 667)), ("landscape", Size(width: 667, height: 375)),
  ]

  /// The examples to draw.
  public var examples: [Example]
  /// Whether the drawings show every constraint as an arrow.
  public var showsConstraints: Bool

  /// A gallery of `examples`.
  public init(examples: [Example] = Example.all, showsConstraints: Bool = false) {
    self.examples = examples
    self.showsConstraints = showsConstraints
  }

  /// Writes `NAME-portrait.svg` and `NAME-landscape.svg` for every example and `index.html`
  /// into `folder`, creating it if needed.
  ///
  /// - Parameter progress: told the name of each file written.
  /// - Throws: the file system's errors.
  public func write(to folder: URL, progress: (String) -> Void = { _ in }) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var sections: [String] = []
    for example in examples {
      var images: [String] = []
      for (label, size) in Self.sizes {
        let file = "\(example.name)-\(label).svg"
        let svg = example.svg(size: size, showsConstraints: showsConstraints)
        try Data(svg.utf8).write(to: folder.appendingPathComponent(file))
        progress(file)
        images.append(#"<img src="\#(file)" alt="\#(html(example.title)), \#(label)">"#)
      }
      let source =
        (try? String(contentsOfFile: example.sourcePath, encoding: .utf8))
        ?? "(the source is not at \(example.sourcePath))"
      let reports = example.report(size: Self.sizes[0].1)
      sections.append(
        """
        <section id="\(example.name)">
        <h2>\(html(example.title)) <code>swift run examples \(example.name)</code></h2>
        <p>\(html(example.summary))</p>
        <div class="row"><div class="drawings">\(images.joined())</div>
        <div class="source"><div class="file">\(html(URL(fileURLWithPath: example.sourcePath).lastPathComponent))</div>
        <pre>\(html(source))</pre></div></div>
        <details><summary>Frames and reports, portrait</summary><pre>\(html(reports))</pre></details>
        </section>
        """)
    }
    let links = examples.map { ##"<a href="#\##($0.name)">\##(html($0.title))</a>"## }
    let contents = "<nav>" + links.joined(separator: " · ") + "</nav>"
    let index = Self.page(contents + "\n" + sections.joined(separator: "\n"))
    try Data(index.utf8).write(to: folder.appendingPathComponent("index.html"))
    progress("index.html")
  }

  private static func page(_ body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <title>Masonry for Swift: the examples</title>
    <style>
    body { font-family: -apple-system, "Segoe UI", Helvetica, sans-serif; margin: 2em; color: #24292f; }
    section { margin-bottom: 3em; }
    nav { line-height: 1.8; margin-bottom: 2em; }
    .row { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1.5em; }
    .drawings { display: flex; flex-direction: column; align-items: flex-start; gap: 1em; }
    .drawings img { max-width: 100%; border: 1px solid #d0d7de; }
    .file { font-size: 12px; color: #57606a; margin-bottom: 0.3em; }
    .source pre { max-height: 60em; overflow-y: auto; margin: 0; }
    pre { background: #f6f8fa; padding: 1em; overflow-x: auto; font-size: 12px; }
    </style></head><body>
    <h1>Masonry's examples, laid out headless</h1>
    <p>Each screen of Masonry's example project, written with this package's DSL, laid out by
    its engine at 375 × 667 and 667 × 375, every stage of its script side by side.</p>
    \(body)
    </body></html>

    """
  }
}

/// Text with HTML's special characters escaped.
private func html(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
