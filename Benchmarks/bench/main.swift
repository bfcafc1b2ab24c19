// SPDX-License-Identifier: MIT

import Foundation

// The bench's entry point: it registers the workload families (one file each) and hands over
// to the command line. Everything that runs hot lives in functions, not in this file's globals.

var registry = Registry()
registry.register(EnamlWorkloads())
registry.register(ChainWorkloads())
registry.register(GridWorkloads())
registry.register(NestedWorkloads())
registry.register(RandomWorkloads())
registry.register(FormWorkloads())
registry.register(StackWorkloads())
registry.register(TableWorkloads())
registry.register(ChatWorkloads())
registry.register(CardsWorkloads())
registry.register(GalleryWorkloads())
registry.register(ToolbarWorkloads())
registry.register(DragWorkloads())
registry.register(TreeWorkloads())
registry.register(TypeSizeWorkloads())
registry.register(AccordionWorkloads())
registry.register(WaterfallWorkloads())
registry.register(CentredWorkloads())
registry.register(FeedWorkloads())
registry.register(targets: Targets.issue2)
registry.register(targets: FeedReport.issue3)
registry.register(targets: FeedTargets.issue8)
exit(BenchMain.run(Array(CommandLine.arguments.dropFirst()), registry: registry))
