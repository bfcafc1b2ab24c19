#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes a seeded random layout-like .csys system (shared/bench/FORMAT.md) on standard output.

    python3 random_csys.py SEED VIEWS > FILE.csys

VIEWS views, each a position and a size on two axes, related to one to three earlier views
(most within thirty) by adjacency, order, proportional sizes (multipliers 0.25 to 3), centring,
containment and trailing bounds, at strengths drawn among the four words and raw weights
(`2500`, `250`, `3000000`, `0.5`); every size non-negative and weakly preferred; one to four
edit variables on positions; two to six rounds of suggestions near the hidden frames and
changes of the constants of some optional constraints. Every required constraint holds at a
hidden random frame (inequalities with a margin of up to 30), so the system is satisfiable.

For checking an engine against a general LP solver at sizes the dense engine cannot solve
(see `highs_replay.py --check`); not a bench workload.
"""
import random
import sys

def gen(seed, views):
    R = random.Random(seed)
    out = []
    # The hidden frames, at which every required constraint holds: a position and a size on
    # each axis.
    hidden = {}
    for i in range(views):
        for axis in ('x', 'y'):
            hidden[f"{axis}p{i}"] = R.uniform(0, 2000)
            hidden[f"{axis}s{i}"] = R.choice([20, 40, 80, 160]) * R.uniform(0.5, 1.5)
    strengths = ['required'] * 5 + ['strong'] * 2 + ['medium'] * 2 + ['weak'] * 2 + \
        ['2500', '250', '3000000', '0.5']
    labels = []
    def fmt(c):
        return repr(float(c))
    def constraint(terms, rel, strength, label=None):
        # terms: [(coef, name)]; constant chosen so that a required constraint holds at hidden
        value = sum(c * hidden[n] for c, n in terms)
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
        out.append(text)
    edits = []
    for e in range(R.randint(1, 4)):
        i = R.randrange(views)
        axis = R.choice('xy')
        name = f"{axis}p{i}"
        if name in edits:
            continue
        out.append(f"edit {name} {R.choice(['strong', 'strong', 'medium'])}")
        edits.append(name)
    for i in range(views):
        for axis in ('x', 'y'):
            p, s = f"{axis}p{i}", f"{axis}s{i}"
            out.append(f"required: {s} >= 0")
            constraint([(1, s)], '==', R.choice(['weak', 'weak', 'medium', '250']))
            if i == 0:
                constraint([(1, p)], '==', 'required')
                continue
            for _ in range(R.randint(1, 3)):
                j = R.randrange(max(0, i - 30), i) if R.random() < 0.8 else R.randrange(i)
                pj, sj = f"{axis}p{j}", f"{axis}s{j}"
                kind = R.randrange(7)
                m = R.choice([0.25, 0.5, 1, 1, 2, 3])
                st = R.choice(strengths)
                label = None
                if R.random() < 0.1:
                    label = f"L{len(labels)}"
                    labels.append((label, st))
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
    # rounds
    body = list(out)
    rounds = []
    for r in range(R.randint(2, 6)):
        ops = []
        for name in edits:
            if R.random() < 0.8:
                ops.append(f"suggest {name} {fmt(hidden[name] + R.uniform(-300, 300))}")
        if labels and R.random() < 0.5:
            label, st = R.choice(labels)
            if st != 'required':
                ops.append(f"constant {label} {fmt(R.uniform(-500, 500))}")
        ops.append("update")
        rounds.extend(ops)
    return "\n".join(body + rounds) + "\n"

if __name__ == "__main__":
    seed, views = int(sys.argv[1]), int(sys.argv[2])
    sys.stdout.write(gen(seed, views))
