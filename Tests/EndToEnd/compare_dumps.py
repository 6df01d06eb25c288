#!/usr/bin/env python3
"""Exit 0 when every JSON dump in folder A has a twin in folder B whose numbers agree within
TOLERANCE and whose other values are equal; print each difference otherwise."""
import json, os, sys

def walk(a, b, path, problems, tol):
    if isinstance(a, dict) and isinstance(b, dict):
        if set(a) != set(b):
            problems.append(f"{path}: keys {sorted(a)} vs {sorted(b)}")
            return
        for k in a:
            walk(a[k], b[k], f"{path}.{k}", problems, tol)
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            problems.append(f"{path}: length {len(a)} vs {len(b)}")
            return
        for i, (x, y) in enumerate(zip(a, b)):
            walk(x, y, f"{path}[{i}]", problems, tol)
    elif isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, (int, float)):
        if a != b:
            problems.append(f"{path}: {a!r} vs {b!r}")
    elif not isinstance(b, (int, float)) or abs(a - b) > tol:
        problems.append(f"{path}: {a!r} vs {b!r}")

def main():
    a_dir, b_dir = sys.argv[1], sys.argv[2]
    tol = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-6
    names = sorted(n for n in os.listdir(a_dir) if n.endswith(".json"))
    if not names:
        print(f"no dumps in {a_dir}")
        return 1
    problems = []
    for name in names:
        other = os.path.join(b_dir, name)
        if not os.path.exists(other):
            problems.append(f"{name}: missing in {b_dir}")
            continue
        with open(os.path.join(a_dir, name)) as fa, open(other) as fb:
            walk(json.load(fa), json.load(fb), name, problems, tol)
    for p in problems[:20]:
        print(p)
    return 1 if problems else 0

sys.exit(main())
