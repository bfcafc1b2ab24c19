// SPDX-License-Identifier: MIT

public import MasonrySolving

/// How the two sides of a ``LayoutConstraint`` compare: the solver's `Relation`, under a name
/// clients of the layout layer can use without importing the solver vocabulary.
public typealias LayoutRelation = Relation
