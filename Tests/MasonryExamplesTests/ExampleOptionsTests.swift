// SPDX-License-Identifier: MIT

import Testing

@testable import examples

@Suite struct ExampleOptionsTests {
  @Test func optionsAreRead() throws {
    let options = try ExampleOptions([
      "update", "--width", "667", "--height", "375", "--rtl", "--ascii", "--svg", "u.svg",
      "--engine", "gauss", "--constraints",
    ])
    #expect(options.name == "update")
    #expect(options.width == 667 && options.height == 375)
    #expect(options.rightToLeft && options.ascii && options.gauss && options.showsConstraints)
    #expect(options.svgFile == "u.svg")
    let gallery = try ExampleOptions(["--all", "--svg-dir", "out"])
    #expect(gallery.all && gallery.svgDirectory == "out")
  }

  @Test(arguments: [
    (["--width"], "--width needs a value"),
    (["--width", "-3"], "--width needs a positive number, not '-3'"),
    (["--engine", "kiwi"], "unknown engine 'kiwi'"),
    (["basic", "remake"], "unexpected argument 'remake'"),
    (["--all"], "--all needs --svg-dir DIR"),
  ])
  func badCommandLinesAreRefusedInWords(arguments: [String], message: String) {
    #expect(throws: ExampleOptions.UsageError.self) { try ExampleOptions(arguments) }
    do {
      _ = try ExampleOptions(arguments)
    } catch {
      #expect(error.message == message)
    }
  }
}
