// SPDX-License-Identifier: MIT

// `swift run examples`: Masonry's example screens, laid out headless and drawn.

import Foundation
import _MasonryExamples

let usage = """
  usage: examples                          list the examples
         examples NAME [--width W --height H] [--rtl] [--engine simplex|gauss]
                       [--ascii] [--svg FILE] [--constraints]
                                           lay one out: its frames, reports and drawings
         examples --all --svg-dir DIR [--constraints]
                                           the gallery: an SVG per example and size, and
                                           DIR/index.html showing them with their sources
  """

do {
  let options = try ExampleOptions(Array(CommandLine.arguments.dropFirst()))
  try options.run()
} catch let error as ExampleOptions.UsageError {
  FileHandle.standardError.write(Data("error: \(error.message)\n\n\(usage)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
