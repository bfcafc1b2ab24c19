// SPDX-License-Identifier: MIT

/// Dispatches the command line.
enum BenchMain {
  /// Runs the command; returns the exit status.
  static func run(_ arguments: [String], registry: Registry) -> Int32 {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch {
      printError("bench: \(error)\n\n\(Command.usage)")
      return 2
    }
    switch command {
    case .help:
      print(Command.usage)
      return 0
    case .replay(let options):
      BuildWarnings.shout()
      return ReplayCommand.run(options)
    case .export(let name):
      if let layout = registry.layoutWorkloads.first(where: { $0.name == name }) {
        do {
          print(try FeedExport.system(cells: layout.cells).csysText(), terminator: "")
          return 0
        } catch {
          printError("bench: \(name): \(error)")
          return 1
        }
      }
      guard let workload = registry.workloads.first(where: { $0.name == name }) else {
        let names = registry.workloads.map(\.name).joined(separator: ", ")
        printError("bench: unknown workload '\(name)': \(names)")
        return 2
      }
      do {
        print(try workload.make().labelled().csysText(), terminator: "")
        return 0
      } catch {
        printError("bench: \(name): \(error)")
        return 1
      }
    case .profile(let name, let task, let count):
      guard let workload = registry.layoutWorkloads.first(where: { $0.name == name }) else {
        let names = registry.layoutWorkloads.map(\.name).joined(separator: ", ")
        printError("bench: profile needs a layout workload: \(names)")
        return 2
      }
      BuildWarnings.shout()
      return FeedProfileCommand.run(workload, task: task, count: count)
    case .scale(let name, let size, let engine):
      BuildWarnings.shout()
      return ScaleCommand.run(case: name, size: size, engine: engine)
    case .sideBySide(let options):
      BuildWarnings.shout()
      return SideBySideCommand.run(options, registry: registry)
    case .run(let options):
      return BenchRun.run(options, registry: registry)
    }
  }
}
