#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes a seeded random layout-like .csys system (shared/bench/FORMAT.md) on standard output.

    python3 random_csys.py SEED VIEWS [--tree] > FILE.csys

VIEWS views, each a position and a size on two axes, related to one to three earlier views
(most within thirty) by adjacency, order, proportional sizes (multipliers 0.25 to 3), centring,
containment and trailing bounds, at strengths drawn among the four words and raw weights
(`2500`, `250`, `3000000`, `0.5`); every size non-negative and weakly preferred; one to four
edit variables on positions; two to six rounds of suggestions near the hidden frames and
changes of the constants of some optional constraints. Every required constraint holds at a
hidden random frame (inequalities with a margin of up to 30), so the system is satisfiable.

With --tree, the views are a tree of containers instead, the shape of a screen: each view a
child of an earlier one, the children of a container in a row or a column (alternating with
the depth, as stacks nest) inside its insets, one after another with a gap, sharing its length
equally and filling it at drawn strengths, centred or aligned on the other axis, each with a
preferred size, a minimum (compression resistance) and a maximum (hugging) at drawn strengths,
some with an aspect ratio; edits on the root's size (and a view's position), rounds that resize
the root by up to 40% either way. The hidden frames are the tree laid out in a root of random
size, at which every required constraint holds.

For checking an engine against a general LP solver at sizes the dense engine cannot solve
(see `highs_replay.py --check`); not a bench workload.
"""
import random
import sys

STRENGTHS = ['required'] * 5 + ['strong'] * 2 + ['medium'] * 2 + ['weak'] * 2 + \
    ['2500', '250', '3000000', '0.5']


def fmt(c):
    return repr(float(c))


class System:
    """The lines of a system and its hidden frames, at which every required constraint holds."""

    def __init__(self, R):
        self.R = R
        self.hidden = {}
        self.out = []
        self.labels = []
        self.edits = []

    def constraint(self, terms, rel, strength, label=None):
        """Appends `terms + constant rel 0` (terms: [(coefficient, name)]) with a constant
        chosen so that a required constraint holds at the hidden frames (an inequality with a
        margin of up to 30) and an optional one holds there or misses by up to 200."""
        R = self.R
        value = sum(c * self.hidden[n] for c, n in terms)
        if strength == 'required':
            if rel == '==':
                const = -value
            elif rel == '>=':
                const = -value + R.uniform(0, 30)
            else:
                const = -value - R.uniform(0, 30)
        else:
            const = -value + R.choice([0, 0, R.uniform(-200, 200)])
        lhs = ' + '.join(f"{fmt(c)} * {n}" for c, n in terms)
        text = f"{strength}: {lhs} + {fmt(const)} {rel} 0"
        if label:
            text = f"{label} {text}"
        self.out.append(text)

    def maybe_label(self, strength):
        """A label for one constraint in ten, remembered for the rounds' constant changes."""
        if self.R.random() < 0.1:
            label = f"L{len(self.labels)}"
            self.labels.append((label, strength))
            return label
        return None

    def text(self, suggestion):
        """The system with two to six rounds: each suggests most edits (`suggestion(name)`
        draws the value) and may change an optional labelled constraint's constant."""
        R = self.R
        rounds = []
        for r in range(R.randint(2, 6)):
            ops = []
            for name in self.edits:
                if R.random() < 0.8:
                    ops.append(f"suggest {name} {fmt(suggestion(name))}")
            if self.labels and R.random() < 0.5:
                label, st = R.choice(self.labels)
                if st != 'required':
                    ops.append(f"constant {label} {fmt(R.uniform(-500, 500))}")
            ops.append("update")
            rounds.extend(ops)
        return "\n".join(self.out + rounds) + "\n"


def gen(seed, views):
    R = random.Random(seed)
    system = System(R)
    hidden = system.hidden
    constraint = system.constraint
    # The hidden frames, at which every required constraint holds: a position and a size on
    # each axis.
    for i in range(views):
        for axis in ('x', 'y'):
            hidden[f"{axis}p{i}"] = R.uniform(0, 2000)
            hidden[f"{axis}s{i}"] = R.choice([20, 40, 80, 160]) * R.uniform(0.5, 1.5)
    for e in range(R.randint(1, 4)):
        i = R.randrange(views)
        axis = R.choice('xy')
        name = f"{axis}p{i}"
        if name in system.edits:
            continue
        system.out.append(f"edit {name} {R.choice(['strong', 'strong', 'medium'])}")
        system.edits.append(name)
    for i in range(views):
        for axis in ('x', 'y'):
            p, s = f"{axis}p{i}", f"{axis}s{i}"
            system.out.append(f"required: {s} >= 0")
            constraint([(1, s)], '==', R.choice(['weak', 'weak', 'medium', '250']))
            if i == 0:
                constraint([(1, p)], '==', 'required')
                continue
            for _ in range(R.randint(1, 3)):
                j = R.randrange(max(0, i - 30), i) if R.random() < 0.8 else R.randrange(i)
                pj, sj = f"{axis}p{j}", f"{axis}s{j}"
                kind = R.randrange(7)
                m = R.choice([0.25, 0.5, 1, 1, 2, 3])
                st = R.choice(STRENGTHS)
                label = system.maybe_label(st)
                if kind == 0:
                    constraint([(1, p), (-1, pj), (-1, sj)], '==', st, label)
                elif kind == 1:
                    constraint([(1, p), (-1, pj), (-1, sj)], '>=', st, label)
                elif kind == 2:
                    constraint([(1, s), (-m, sj)], '==', st, label)
                elif kind == 3:
                    constraint([(1, s), (-m, sj)], '<=', st, label)
                elif kind == 4:
                    constraint([(1, p), (0.5, s), (-1, pj), (-0.5, sj)], '==', st, label)
                elif kind == 5:
                    # containment: j inside i or i inside j
                    constraint([(1, p), (-1, pj)], '>=', st, label)
                    constraint([(1, p), (1, s), (-1, pj), (-1, sj)], '<=', st)
                else:
                    constraint([(1, p), (1, s), (-1, pj)], '<=', st, label)
    return system.text(lambda name: hidden[name] + R.uniform(-300, 300))


def gen_tree(seed, views):
    R = random.Random(seed)
    system = System(R)
    hidden = system.hidden
    constraint = system.constraint
    # The tree: each view's parent among the views before it, most often a recent one (so
    # that containers fill up and the tree grows deep), its depth, and each container's
    # children in order.
    parent = [-1]
    depth = [0]
    children = [[] for _ in range(views)]
    for i in range(1, views):
        j = R.randrange(max(0, i - 6), i) if R.random() < 0.7 else R.randrange(i)
        parent.append(j)
        depth.append(depth[j] + 1)
        children[j].append(i)
    inset = [R.choice([0, 4, 8, 16]) for _ in range(views)]
    gap = [R.choice([0, 2, 8]) for _ in range(views)]

    def main_axis(i):
        return 'x' if (depth[i] + seed) % 2 == 0 else 'y'

    def cross(axis):
        return 'y' if axis == 'x' else 'x'

    # The hidden layout: the root at the origin with a random size; each container's children
    # share its main axis equally inside its insets, with its gap between them, and take a
    # random part of its cross axis, centred. Lengths that come out negative are zero.
    hidden['xp0'] = 0.0
    hidden['yp0'] = 0.0
    hidden['xs0'] = R.uniform(320, 1600) * max(1.0, (views / 100) ** 0.5)
    hidden['ys0'] = R.uniform(480, 1600) * max(1.0, (views / 100) ** 0.5)
    for i in range(views):
        kids = children[i]
        if not kids:
            continue
        a = main_axis(i)
        b = cross(a)
        start = hidden[f"{a}p{i}"] + inset[i]
        length = max(0.0, hidden[f"{a}s{i}"] - 2 * inset[i])
        share = max(0.0, (length - gap[i] * (len(kids) - 1)) / len(kids))
        room = max(0.0, hidden[f"{b}s{i}"] - 2 * inset[i])
        for k, c in enumerate(kids):
            hidden[f"{a}p{c}"] = start + k * (share + gap[i])
            hidden[f"{a}s{c}"] = share
            size = room * R.uniform(0.3, 1.0)
            hidden[f"{b}s{c}"] = size
            hidden[f"{b}p{c}"] = hidden[f"{b}p{i}"] + inset[i] + (room - size) / 2

    system.out.append("edit xs0 strong")
    system.out.append("edit ys0 strong")
    system.edits += ['xs0', 'ys0']
    if views > 1 and R.random() < 0.5:
        name = f"{R.choice('xy')}p{R.randrange(1, views)}"
        system.out.append(f"edit {name} medium")
        system.edits.append(name)
    constraint([(1, 'xp0')], '==', 'required')
    constraint([(1, 'yp0')], '==', 'required')
    optional = STRENGTHS[5:]
    for i in range(views):
        for axis in ('x', 'y'):
            s = f"{axis}s{i}"
            system.out.append(f"required: {s} >= 0")
            # Preferred, minimum and maximum sizes, as intrinsic content sizes give them.
            constraint([(1, s)], '==', R.choice(['weak', 'weak', 'medium', '250', '0.5']))
            if R.random() < 0.5:
                st = R.choice(STRENGTHS)
                constraint([(1, s)], '>=', st, system.maybe_label(st))
            if R.random() < 0.3:
                constraint([(1, s)], '<=', R.choice(optional))
        if R.random() < 0.1:
            m = R.choice([0.5, 1, 1.5, 2])
            constraint([(1, f"xs{i}"), (-m, f"ys{i}")], '==', R.choice(optional))
        kids = children[i]
        if not kids:
            continue
        a = main_axis(i)
        b = cross(a)
        pa, sa, pb, sb = f"{a}p{i}", f"{a}s{i}", f"{b}p{i}", f"{b}s{i}"
        for k, c in enumerate(kids):
            ca, cs, cb, cbs = f"{a}p{c}", f"{a}s{c}", f"{b}p{c}", f"{b}s{c}"
            # Inside the container, at its insets.
            st = R.choice(['required'] * 3 + ['strong', '3000000'])
            constraint([(1, cb), (-1, pb)], '>=', st)
            constraint([(1, cb), (1, cbs), (-1, pb), (-1, sb)], '<=', st)
            if k == 0:
                constraint([(1, ca), (-1, pa)], '>=', 'required')
            else:
                prev = kids[k - 1]
                # After the sibling before it, with the gap; the same length as the first.
                st = R.choice(['required'] * 4 + optional)
                constraint(
                    [(1, ca), (-1, f"{a}p{prev}"), (-1, f"{a}s{prev}")], '>=', st,
                    system.maybe_label(st))
                constraint([(1, cs), (-1, f"{a}s{kids[0]}")], '==', R.choice(optional))
            # Centred or aligned on the cross axis.
            if R.random() < 0.5:
                constraint([(1, cb), (0.5, cbs), (-1, pb), (-0.5, sb)], '==', R.choice(optional))
            else:
                constraint([(1, cb), (-1, pb)], '==', R.choice(optional))
        last = kids[-1]
        # The last child ends inside the container, and fills it.
        constraint([(1, f"{a}p{last}"), (1, f"{a}s{last}"), (-1, pa), (-1, sa)], '<=', 'required')
        constraint(
            [(1, f"{a}p{last}"), (1, f"{a}s{last}"), (-1, pa), (-1, sa)], '==',
            R.choice(optional))
    return system.text(lambda name: hidden[name] * R.uniform(0.6, 1.4))


if __name__ == "__main__":
    seed, views = int(sys.argv[1]), int(sys.argv[2])
    tree = sys.argv[3:] == ['--tree']
    if sys.argv[3:] and not tree:
        sys.exit("usage: random_csys.py SEED VIEWS [--tree]")
    sys.stdout.write(gen_tree(seed, views) if tree else gen(seed, views))
