#!/usr/bin/env python3
"""Seeds the fuzz targets' corpora from the repository's tests, and writes
their dictionaries (tests/fuzz/*.dict plus every op name of
dialects/*/*.ops).

usage: seed.py REPO OUT_DIR

OUT_DIR/seed/mlir/   tests/lit/**/*.mlir, tests/corpus, tests/malformed and
                     examples/*.mlir, each cut at `// -----` into chunks,
                     comment lines dropped; a chunk of a file run with
                     --allow-unregistered-dialect starts with a comment that
                     says so (the targets allow unregistered ops then)
OUT_DIR/seed/rules/  rules/*.rules, tests/rules/**/*.rules, examples/**/*.rules
OUT_DIR/seed/ops/    dialects/**/*.ops, tests/gen/**/*.ops
OUT_DIR/{mlir,rules}.dict
Files are named by the SHA-1 of their bytes, as libFuzzer names them; the
folders are emptied first."""
import glob
import hashlib
import os
import re
import shutil
import sys

SPLIT = re.compile(r"^// -----.*$", re.M)


def write_all(folder, texts):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    names = set()
    for t in texts:
        data = t.encode("utf-8", "surrogateescape")
        name = hashlib.sha1(data).hexdigest()
        if name not in names:
            names.add(name)
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
    return len(names)


def mlir_chunks(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    unregistered = "allow-unregistered" in text
    for chunk in SPLIT.split(text):
        lines = [l for l in chunk.split("\n") if not l.lstrip().startswith("//")]
        body = "\n".join(lines).strip("\n")
        if not body.strip():
            continue
        yield ("// allow-unregistered\n" if unregistered else "") + body + "\n"


def files(repo, *patterns):
    out = []
    for p in patterns:
        out += glob.glob(os.path.join(repo, p), recursive=True)
    return sorted(set(out))


def read(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


def main():
    repo, out = sys.argv[1], sys.argv[2]
    mlir = []
    for p in files(repo, "tests/lit/**/*.mlir", "tests/corpus/**/*.mlir", "tests/malformed/**/*.mlir",
                   "examples/**/*.mlir"):
        mlir += list(mlir_chunks(p))
    rules = [read(p) for p in files(repo, "rules/*.rules", "tests/rules/**/*.rules", "examples/**/*.rules")]
    ops = [read(p) for p in files(repo, "dialects/**/*.ops", "tests/gen/**/*.ops")]
    counts = {
        "mlir": write_all(os.path.join(out, "seed", "mlir"), mlir),
        "rules": write_all(os.path.join(out, "seed", "rules"), rules),
        "ops": write_all(os.path.join(out, "seed", "ops"), ops),
    }
    # Op names: `dialect d;` then `op name ...`.
    names = []
    for p in files(repo, "dialects/*/*.ops"):
        text = read(p)
        d = re.search(r"^dialect\s+(\w+)\s*;", text, re.M)
        if d:
            names += ["%s.%s" % (d.group(1), m) for m in re.findall(r"^op\s+([\w.]+)", text, re.M)]
    here = os.path.dirname(os.path.abspath(__file__))
    for dict_name in ("mlir", "rules"):
        with open(os.path.join(out, dict_name + ".dict"), "w") as f:
            f.write(read(os.path.join(here, dict_name + ".dict")))
            f.write("# op names (dialects/*/*.ops)\n")
            for n in sorted(set(names)):
                f.write('"%s"\n' % n)
    print("seeds: " + ", ".join("%s %d" % kv for kv in counts.items()) + "; %d op names" % len(set(names)))


if __name__ == "__main__":
    main()
