// SPDX-License-Identifier: MIT

// `import Masonry` is all most users write: the geometry, the solver vocabulary and both
// engines, the layout layer, the DSL and the debugging aids. Each module stays its own product
// for those who link only part of it.

@_exported import MasonryDSL
@_exported import MasonryDebug
@_exported import MasonryGauss
@_exported import MasonryGeometry
@_exported import MasonryLayout
@_exported import MasonrySimplex
@_exported import MasonrySolving
