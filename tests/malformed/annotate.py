#!/usr/bin/env python3
"""(Re)write the expected-* directives of a malformed-input test from mlir-opt-19.

Each chunk (split on `// -----` as mlir-opt does) holds bad input. This script
removes the file's old `// expected-...` lines, runs
`mlir-opt-19 [--allow-unregistered-dialect] --split-input-file` on the rest,
and writes one `// expected-<kind>@+N {{message}}` line above each line that
got a diagnostic, so that `--verify-diagnostics` passes on mlir-opt-19; rulir
must then report the same diagnostics at the same lines. A file whose header
says `// FLAGS: ...` is run with those flags instead of the default ones.
Chunks that mlir-opt-19 accepts are reported on stderr (a malformed case must
fail). Files marked `// RUNNER-EXPECT-FAIL` are left alone.

usage: annotate.py FILE.mlir...
"""
import os
import re
import subprocess
import sys

MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-19")
MARK = "// -----"


def flags_of(text):
    m = re.search(r"^// FLAGS:(.*)$", text, re.M)
    return m.group(1).split() if m else ["--allow-unregistered-dialect"]


def main():
    for path in sys.argv[1:]:
        raw = open(path, "rb").read().decode("utf-8", "surrogateescape")
        if "RUNNER-EXPECT-FAIL" in raw:
            continue
        lines = raw.split("\n")
        lines = [l for l in lines if not re.match(r"\s*// expected-(error|warning|note|remark)", l)]
        text = "\n".join(lines)
        tmp = path + ".tmp"
        open(tmp, "wb").write(text.encode("utf-8", "surrogateescape"))
        r = subprocess.run([MLIR_OPT] + flags_of(text) + ["--split-input-file", tmp],
                           capture_output=True)
        os.unlink(tmp)
        err = r.stderr.decode("utf-8", "replace")
        diags = {}  # line (1-based) -> [(kind, msg)]
        rx = re.compile(r"^(?:within split at [^\n]*?:(\d+) offset :|[^\n]*?:)(\d+):(\d+): (error|warning|note|remark): (.*)$")
        for l in err.split("\n"):
            m = rx.match(l)
            if not m:
                continue
            start = int(m.group(1)) if m.group(1) else 1
            line = start + int(m.group(2)) - 1
            if not m.group(1) and int(m.group(2)) == 0:
                continue
            msg = m.group(5)
            if m.group(4) == "note" and msg.startswith("see current operation"):
                continue  # not emitted under --verify-diagnostics
            msg = msg.split("\0")[0]  # mlir-opt-19 sometimes prints a NUL inside a message
            # The list of dialects mlir-opt-19 registers is not ours to match.
            if msg.startswith("Registered dialects:"):
                msg = "Registered dialects:"
            if "{{" in msg or "}}" in msg:
                msg = msg.split("{{")[0].split("}}")[0]
            diags.setdefault(line, []).append((m.group(4), msg.rstrip()))
        # Chunks without any diagnostic are not malformed.
        offs = [0]
        for i, l in enumerate(lines):
            if MARK in l:
                offs.append(i + 1)
        offs.append(len(lines) + 1)
        for a, b in zip(offs, offs[1:]):
            if not any(a <= ln < b for ln in diags):
                print("%s:%d: chunk accepted by mlir-opt-19" % (path, a + 1), file=sys.stderr)
        out = []
        for i, l in enumerate(lines, start=1):
            ds = diags.get(i, [])
            indent = re.match(r"\s*", l).group(0)
            for k, (kind, msg) in enumerate(ds):
                out.append("%s// expected-%s@+%d {{%s}}" % (indent, kind, len(ds) - k, msg))
            out.append(l)
        open(path, "wb").write("\n".join(out).encode("utf-8", "surrogateescape"))
        r = subprocess.run([MLIR_OPT] + flags_of(text) + ["--split-input-file", "--verify-diagnostics", path],
                           capture_output=True)
        if r.returncode != 0:
            print("%s: still fails --verify-diagnostics:\n%s" % (path, r.stderr.decode("utf-8", "replace")[:2000]),
                  file=sys.stderr)


if __name__ == "__main__":
    main()
