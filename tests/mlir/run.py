#!/usr/bin/env python3
"""MLIR 19.1.7's own test files run against rulir's tools (make check-mlir).

Fetches the files from Debian's source package of llvm-toolchain-19, once,
from the mirror apt is configured with (the .dsc is checked against its
SHA-256 below, the upstream tarball against the .dsc; only the folders run
here are extracted, into the cache folder), runs them with lit
(tests/mlir/lit.cfg.py), prints the passes per folder and compares them with
tests/mlir/expected-pass.txt: a file listed there that fails is a regression
and fails the run. Every other file is listed in tests/mlir/failing.txt with
the reason it fails, which --update derives from the run: the first error of
the failing RUN line, run again without its FileCheck.

usage: run.py --build DIR [--cache DIR] [--llvm-bin DIR] [-j N] [--update | --oracle] [FOLDER...]
  --build DIR   the build folder whose bin/ holds rulir-opt and rulir-translate
  --cache DIR   where the test files are kept (default: DIR/mlir-tests)
  --update      rewrite expected-pass.txt and failing.txt from this run
  --oracle      run the files against mlir-opt-19 and mlir-translate-19
                instead (every file passes: a check of this harness)
  --fetch-only  fetch the files and stop
  FOLDER...     run only these folders (e.g. Dialect/Arith); the lists are
                compared (and updated) for these only
"""
import argparse
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.request

VERSION = "19.1.7"
DEB_VERSION = "19.1.7-3~deb12u1"
DSC = "llvm-toolchain-19_%s.dsc" % DEB_VERSION
DSC_SHA256 = "e1824f8969b5c3e12974b707b4658a319eb6bb45d552ddc109cb18add24bea5c"
ORIG = "llvm-toolchain-19_%s.orig.tar.xz" % VERSION
# A binary package built from that source package: apt names its pool
# folder, which holds the source package's files too.
BINARY_PKG = "mlir-19-tools"

# The folders of mlir/test that run. Conversion/, Target/ and Integration/
# never do: they are kept for an independent measurement.
FOLDERS = ["Dialect/" + d for d in ("Arith", "Func", "ControlFlow", "SCF", "MemRef", "Math", "Index", "UB",
                                    "Complex", "Vector", "Affine", "LLVMIR")] + ["IR", "Transforms"]
# The dialects rulir has or plans: an op, attribute or type of one of them
# that rulir lacks is missing-op/-attr/-type; of any other, "dialect: D".
# `test` is MLIR's C++ test dialect, of which rulir has the generic form only.
PLANNED = {"builtin", "func", "arith", "cf", "scf", "memref", "math", "index", "ub", "complex", "vector",
           "affine", "llvm"}
# MLIR's dialects outside that plan, recognized in a test chunk's text.
FOREIGN = ("tensor", "linalg", "gpu", "nvvm", "rocdl", "spirv", "omp", "acc", "dlti", "ml_program", "transform",
           "bufferization", "sparse_tensor", "amdgpu", "x86vector", "arm_sve", "arm_neon", "arm_sme", "emitc",
           "shape", "async", "pdl", "pdl_interp", "quant", "tosa", "mesh", "polynomial", "irdl", "nvgpu", "xegpu",
           "mpi", "vcix")
TIMEOUT = 60
# Reasons that are something rulir lacks (not a difference in what it has).
MISSING = ("missing-op", "missing-attr", "missing-type", "dialect", "test-dialect")

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected-pass.txt")
FAILING = os.path.join(HERE, "failing.txt")


def say(msg):
    print("check-mlir: " + msg, flush=True)


def pool_folder():
    """The URL of the pool folder of llvm-toolchain-19 on apt's mirror."""
    r = subprocess.run(["apt-get", "download", "--print-uris", BINARY_PKG], capture_output=True, text=True)
    m = re.search(r"^'(\S+/)[^/']+\.deb'", r.stdout, re.M)
    if r.returncode != 0 or not m:
        raise SystemExit("check-mlir: apt does not know %s (run apt-get update): %s" % (BINARY_PKG, r.stderr.strip()))
    return m.group(1)


def download(url, dest):
    try:
        with urllib.request.urlopen(url, timeout=60) as r, open(dest, "wb") as f:
            shutil.copyfileobj(r, f, 1 << 20)
    except OSError as e:
        raise SystemExit("check-mlir: cannot download %s: %s" % (url, e))


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def fetch(root):
    """The extracted mlir/test folder under root, fetched if not there yet."""
    tests = os.path.join(root, VERSION, "mlir", "test")
    stamp = os.path.join(root, VERSION, ".complete")
    if os.path.exists(stamp):
        with open(stamp) as f:
            if f.read().split() == FOLDERS:
                return tests
    os.makedirs(root, exist_ok=True)
    work = tempfile.mkdtemp(prefix="fetch-", dir=root)
    try:
        pool = pool_folder()
        dsc = os.path.join(work, DSC)
        say("fetching %s" % DSC)
        download(pool + DSC, dsc)
        if sha256(dsc) != DSC_SHA256:
            raise SystemExit("check-mlir: %s does not have the expected SHA-256" % DSC)
        with open(dsc, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"^Checksums-Sha256:\n((?: .*\n)+)", text, re.M)
        want = m and next((ln.split()[0] for ln in m.group(1).splitlines() if ln.split()[2:] == [ORIG]), None)
        if not want:
            raise SystemExit("check-mlir: %s does not list %s" % (DSC, ORIG))
        orig = os.path.join(work, ORIG)
        say("fetching %s (once; the test folders are kept in %s)" % (ORIG, root))
        download(pool + ORIG, orig)
        if sha256(orig) != want:
            raise SystemExit("check-mlir: %s does not match the SHA-256 in %s" % (ORIG, DSC))
        say("extracting the test folders")
        top = "llvm-toolchain-19_%s" % VERSION
        subprocess.run(["tar", "-xJf", orig, "-C", work, "--wildcards"] +
                       ["%s/mlir/test/%s/*" % (top, d) for d in FOLDERS], check=True)
        shutil.rmtree(os.path.join(root, VERSION), ignore_errors=True)
        os.rename(os.path.join(work, top), os.path.join(root, VERSION))
        with open(stamp, "w") as f:
            f.write("\n".join(FOLDERS) + "\n")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return tests


def read_list(path):
    """file -> reason ('' for expected-pass.txt); '#' lines and blank lines skipped."""
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            for ln in f:
                if ln.strip() and not ln.lstrip().startswith("#"):
                    name, _, reason = ln.rstrip("\n").partition("  ")
                    out[name.strip()] = reason.strip()
    return out


def folder_of(test):
    for d in FOLDERS:
        if test.startswith(d + "/"):
            return d
    return test.split("/")[0]


def lit_python():
    """A python3 that has psutil, which lit's per-test timeout needs."""
    for cand in (sys.executable, "/usr/bin/python3"):
        if os.path.exists(cand) and subprocess.run([cand, "-c", "import psutil"],
                                                   stderr=subprocess.DEVNULL).returncode == 0:
            return cand
    raise SystemExit("check-mlir: lit's --timeout needs python3-psutil (tools/ensure-deps.sh installs it)")


# --- Why a file fails ---------------------------------------------------------

def help_names(tool):
    """(passes, options) of an MLIR tool's --help: the names after '--' at six
    spaces (passes, pass pipelines, translations) and at two (options)."""
    text = subprocess.run([tool, "--help"], capture_output=True, text=True).stdout
    passes = set(re.findall(r"^ {6}--([\w-]+)", text, re.M))
    options = set(re.findall(r"^ {2}--([\w-]+)", text, re.M))
    return passes, options


class Classifier:
    """The reason a failing file fails, from its first error."""

    def __init__(self, llvm_bin, env):
        self.llvm_bin, self.env = llvm_bin, env
        self.opt = help_names(os.path.join(llvm_bin, "mlir-opt"))
        self.translate = help_names(os.path.join(llvm_bin, "mlir-translate"))

    def name(self, flag, tool):
        """An option rulir's tool does not take: a pass, a translation or a flag."""
        passes, options = self.translate if tool == "rulir-translate" else self.opt
        if flag == "emit-bytecode":
            return "bytecode: --emit-bytecode (MLIR's bytecode format)"
        if flag in passes:
            if tool == "rulir-translate":
                return "missing-translation: --" + flag
            words = flag.split("-")
            return ("test-pass: --" if "test" in words else "missing-pass: --") + flag
        if flag in options:
            return "flag: --" + flag
        return "flag: --%s (unknown to %s-19 too)" % (flag, tool.replace("rulir", "mlir"))

    def op(self, name):
        dialect = name.split(".")[0]
        if dialect == "test":
            return "test-dialect: %s (MLIR's C++ test dialect)" % name
        if dialect in PLANNED:
            return "missing-op: " + name
        return "dialect: " + dialect

    def attr(self, sigil, dialect, name):
        if dialect == "test":
            return "test-dialect: %s%s.%s (MLIR's C++ test dialect)" % (sigil, dialect, name)
        if dialect in PLANNED:
            return "missing-%s: %s%s.%s" % ("attr" if sigil == "#" else "type", sigil, dialect, name)
        return "dialect: " + dialect

    def message(self, msg, tool, source_line, where):
        """The category of one diagnostic's text; where: (file, line) or None."""
        unexpected = re.match(r"unexpected (error|warning|note|remark): (.*)", msg)
        if unexpected:
            msg = unexpected.group(2)
        m = re.search(r"Unknown command line argument '-+([^=' ]+)", msg)
        if m:
            return self.name(m.group(1), tool)
        m = re.search(r"'([\w-]+)' does not refer to a registered pass or pass pipeline", msg)
        if m:
            return self.name(m.group(1), tool)
        m = (re.search(r"custom op '([\w.]+)' is unknown", msg) or
             re.search(r"unregistered operation '([\w.]+)'", msg) or
             re.search(r"Dialect `\w+' not found for custom op '([\w.]+)'", msg))
        if m:
            return self.op(m.group(1))
        if "operation being parsed with an unregistered dialect" in msg:
            m = re.search(r'"?(\w+)\.[\w.]+', source_line or "")
            return self.op(m.group(0).strip('"')) if m else "dialect: unregistered"
        m = re.search(r"expected (attribute|type) name '(\w+)' to be registered in dialect '(\w+)'", msg)
        if m:
            return self.attr("#" if m.group(1) == "attribute" else "!", m.group(3), m.group(2))
        m = re.search(r"(attribute|type) created with unregistered dialect", msg)
        if m:
            d = re.match(r'[#!]"?(\w+)', msg)
            return "dialect: " + (d.group(1) if d else "unregistered")
        m = re.search(r"unknown LLVM type: (\w+)", msg)
        if m:
            return "missing-type: !llvm." + m.group(1)
        m = re.search(r"dialect '(\w+)' is unknown|unregistered dialect '(\w+)'", msg)
        if m:
            return "dialect: " + (m.group(1) or m.group(2))
        m = re.match(r'expected (error|warning|note|remark) "(.*)" was not produced', msg)
        if m:
            op = test_op_at(where)
            if op:
                return 'test-dialect: %s (MLIR\'s C++ test dialect): %s not produced: "%s"' % (
                    op, m.group(1), short(m.group(2), 60))
            return 'diagnostics: %s not produced: "%s"' % (m.group(1), short(m.group(2)))
        kind = "verifier" if re.match(r"'[\w.]+' op\b|operand #\d+ does not dominate", msg) else "parser"
        if unexpected:
            return "diagnostics: unexpected %s (%s): %s" % (unexpected.group(1), kind, short(msg))
        return "%s: %s" % (kind, short(msg))

    def reason(self, code, output, exec_dir):
        if code == "TIMEOUT":
            return "timeout: over %d s" % TIMEOUT
        m = re.search(r"'([\w-]+)': command not found", output)
        if m:
            return "tool: " + m.group(1)
        runs = re.findall(r"^# RUN: at line \d+\n(.*)$", output, re.M)
        if not runs:
            return "harness: " + short(output.strip().splitlines()[0] if output.strip() else "no output")
        cmd = runs[-1]   # lit stops at the first RUN line that fails
        checker = re.search(r"\|\s*\S*/(FileCheck|count)\s", cmd)
        producer = cmd[:checker.start()] if checker else cmd
        # `not` would hide a crash; the exit codes are read below instead.
        # A RUN line that expects the tool to fail checks its errors: its
        # reason is where they differ from MLIR's, not the first of them.
        expects_errors = re.search(r"(^|[|;&]\s*)%s\s" % re.escape(os.path.join(self.llvm_bin, "not")), producer)
        producer = re.sub(r"(^|[|;&]\s*)%s(\s+--crash)?\s+" % re.escape(os.path.join(self.llvm_bin, "not")),
                          r"\1", producer)
        try:
            r = subprocess.run(["bash", "-c", producer + '\necho "@@status ${PIPESTATUS[*]}" >&2'],
                               capture_output=True, text=True, errors="replace", cwd=exec_dir, env=self.env,
                               stdin=subprocess.DEVNULL, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return "timeout: over %d s" % TIMEOUT
        status = re.search(r"^@@status (.*)$", r.stderr, re.M)
        codes = [int(c) for c in status.group(1).split()] if status else []
        tool = "rulir-translate" if "/rulir-translate " in producer else "rulir-opt"
        lines = r.stderr.splitlines() + r.stdout.splitlines()
        if any(c >= 128 for c in codes) or "Sanitizer" in r.stderr:
            first = next((ln for ln in lines if "Sanitizer" in ln or "error" in ln), "")
            return "crash: %s" % short(first or "signal %d" % (max(codes) - 128))
        # Under -verify-diagnostics every mismatch is read, chunk by chunk
        # (-split-input-file): a chunk that uses an op, attribute or dialect
        # rulir lacks fails for that reason whatever else it reports, so the
        # file fails for diagnostics only if some other chunk's mismatch
        # remains; otherwise for the first missing piece.
        verifying = re.search(r"\s-?-verify-diagnostics\b", producer)
        explained, pending = {}, []
        for i, ln in enumerate(lines):
            m = (re.match(r"^(?:\S.*?:\d+:\d+|<unknown>:0|within split at .*?):? error: (.*)$", ln) or
                 re.match(r"^rulir-(?:opt|translate): (.*)$", ln))
            if m:
                src = lines[i + 1] if i + 1 < len(lines) else ""
                caret = lines[i + 2] if i + 2 < len(lines) else ""
                reason = self.message(m.group(1), tool, src, location(ln))
                # A parse error: the text at the caret.
                col = caret.find("^")
                if re.match(r"(diagnostics: unexpected error \()?parser", reason) and col >= 0 and not caret[:col].strip():
                    token = re.match(r"\s*([\w.$#!@%-]*\S?)", src[col:]).group(1)
                    # A builtin attribute keyword rulir does not know (dense_resource<...>, distinct[...]).
                    kw = re.match(r"(\w+)[<[]$", token or "")
                    tt = re.match(r"[!#]test\.\w+", token or "")
                    if kw and reason.endswith("expected attribute value"):
                        reason = "missing-attr: " + kw.group(1)
                    elif tt:
                        # A type or attribute of MLIR's C++ test dialect with C++ behind it.
                        reason = "test-dialect: %s (MLIR's C++ test dialect): %s" % (tt.group(0), short(reason, 60))
                    elif token:
                        reason += " (at `%s`)" % short(token, 30)
                chunk = re.match(r"^within split at (.*?):(\d+) offset ", ln)
                if verifying and chunk:
                    key = (chunk.group(1), int(chunk.group(2)))
                    if category(reason) in MISSING:
                        explained.setdefault(key, reason)
                    else:
                        pending.append((key, reason))
                    continue
                if not expects_errors or category(reason) not in ("parser", "verifier", "diagnostics"):
                    return reason
                break
        for chunk, reason in pending:
            if chunk not in explained:
                other = foreign_dialect(chunk)
                if not other:
                    return reason
                explained[chunk] = other
        if explained:
            first = next(iter(explained.values()))
            return "%s (%d of the file's chunks need what rulir lacks)" % (first, len(explained))
        # No error: the output differs. Where it first differs from MLIR's
        # tools' output on the same command.
        diff = self.first_difference(producer, r.stdout, exec_dir)
        if diff:
            return diff
        m = re.search(r"^# \| \S+?:(\d+):\d+: error: ([\w-]+): (.*)\n# \| (.*)$", output, re.M)
        if m:
            return "output: line %s %s" % (m.group(1), short(m.group(4).strip(), 70))
        m = re.search(r"^# \| (Expected \d+ lines?, got \d+.*)$", output, re.M)
        if m:
            return "output: " + m.group(1)
        if any(codes):
            return "exit: status %s, no message" % " ".join(map(str, codes))
        return "output: " + short(next((ln for ln in reversed(output.splitlines()) if "error" in ln), "?"))

    def first_difference(self, producer, ours, exec_dir):
        """The first line where MLIR's tools print something else."""
        mlir = producer
        for t in ("opt", "translate"):
            mlir = re.sub(r"\S*/rulir-%s(?=\s)" % t, os.path.join(self.llvm_bin, "mlir-" + t), mlir)
        try:
            r = subprocess.run(["bash", "-c", mlir], capture_output=True, text=True, errors="replace",
                               cwd=exec_dir, env=self.env, stdin=subprocess.DEVNULL, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return None
        a, b = ours.splitlines(), r.stdout.splitlines()
        diffs = [i for i in range(max(len(a), len(b))) if (a[i:i + 1] or ["<end>"]) != (b[i:i + 1] or ["<end>"])]
        if not diffs:
            return None
        # A difference at an op of MLIR's C++ test dialect: one MLIR prints
        # in custom form or with properties is one rulir cannot have.
        near = [(a[i] if i < len(a) else "") + "\n" + (b[i] if i < len(b) else "") for i in diffs[:10]]
        cpp = [m.group(1) or m.group(2) for ln in near for m in re.finditer(r'(?<!")\b(test\.\w+)\b(?!")|"(test\.\w+)"\([^)]*\) <\{', ln)]
        cpp = [c for c in cpp if c]
        ops = cpp or [m.group(1) for ln in near for m in re.finditer(r"\b(test\.\w+)", ln)]
        if ops:
            return "test-dialect: %s (MLIR's C++ test dialect; output differs from line %d)" % (ops[0], diffs[0] + 1)
        i = diffs[0]
        return "output: line %d: %s  (MLIR: %s)" % (i + 1, short(a[i].strip() if i < len(a) else "<end>", 60),
                                                    short(b[i].strip() if i < len(b) else "<end>", 60))


def location(diag):
    """(file, line) of a diagnostic's first line, in the file itself."""
    m = re.match(r"^within split at (.+?):(\d+) offset :(\d+):\d+: ", diag)
    if m:
        return m.group(1), int(m.group(2)) + int(m.group(3)) - 1
    m = re.match(r"^(.+?):(\d+):\d+: ", diag)
    return (m.group(1), int(m.group(2))) if m else None


def test_op_at(where):
    """The op of MLIR's test dialect on the line an expected-* comment names."""
    try:
        with open(where[0]) as f:
            lines = f.read().splitlines()
    except (OSError, TypeError):
        return None
    i = where[1] - 1
    if not 0 <= i < len(lines):
        return None
    m = re.search(r"expected-\w+\s*@(below|above|[+-]\d+)", lines[i])
    step = {"below": 1, "above": -1}.get(m.group(1)) if m else None
    if step:
        i += step
        while 0 <= i < len(lines) and "expected-" in lines[i]:
            i += step
    elif m:
        i += int(m.group(1))
    op = re.search(r"\btest\.\w+", lines[i]) if 0 <= i < len(lines) else None
    return op.group(0) if op else None


def foreign_dialect(chunk):
    """A dialect outside rulir's plan whose ops or attributes the chunk of a
    split file that starts at (file, line) uses, or None."""
    try:
        with open(chunk[0]) as f:
            lines = f.read().splitlines()[chunk[1] - 1:]
    except OSError:
        return None
    text = []
    for k, ln in enumerate(lines):
        if re.match(r"^// -----", ln) and k:
            break
        text.append(re.sub(r"//.*", "", ln))
    m = re.search(r"(?<![\w%$^@])[#!]?\b(" + "|".join(FOREIGN) + r"|test_\w+)\.\w", "\n".join(text))
    if not m:
        return None
    return ("test-dialect: %s (MLIR's C++ test dialects)" if m.group(1).startswith("test_") else "dialect: %s") % m.group(1)


def short(s, n=100):
    s = re.sub(r"\s+", " ", s).strip()
    return s if len(s) <= n else s[:n - 3] + "..."


def category(reason):
    return reason.split(":", 1)[0]


def write_failing(reasons, keep):
    """failing.txt: a summary by category, then one line per file."""
    lines = dict(keep)
    lines.update(reasons)
    counts = collections.Counter(category(r) for r in lines.values())
    with open(FAILING, "w") as f:
        f.write("# MLIR %s test files that fail against rulir, each with the first reason it fails\n"
                "# (tests/mlir/run.py --update writes this file from a run: the first error\n"
                "# of the failing RUN line, rerun without its FileCheck).\n#\n" % VERSION)
        f.write("# %d files:\n" % len(lines))
        for c, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            f.write("#   %-20s %4d\n" % (c, n))
        f.write("\n")
        width = max(len(t) for t in lines) if lines else 0
        for t in sorted(lines):
            f.write("%-*s  %s\n" % (width, t, lines[t]))


# --- The run ------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--cache")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-19/bin")
    ap.add_argument("--lit", default="/usr/lib/llvm-19/build/utils/lit/lit.py")
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--oracle", action="store_true")
    ap.add_argument("--fetch-only", action="store_true")
    ap.add_argument("-j", "--jobs", default="2")
    ap.add_argument("folders", nargs="*")
    a = ap.parse_args()
    build = os.path.abspath(a.build)
    llvm_bin = os.path.abspath(a.llvm_bin)
    root = os.path.abspath(a.cache or os.path.join(build, "mlir-tests"))
    tests = fetch(root)
    if a.fetch_only:
        return 0
    folders = a.folders or FOLDERS
    for d in folders:
        if d not in FOLDERS:
            raise SystemExit("check-mlir: %s is not one of the folders run here: %s" % (d, " ".join(FOLDERS)))
    out = os.path.join(build, "mlir-tests-oracle" if a.oracle else "mlir-tests-out")
    os.makedirs(out, exist_ok=True)
    report = os.path.join(out, "lit.json")
    if os.path.exists(report):
        os.remove(report)
    cmd = [lit_python(), a.lit, "-q", "-j", a.jobs, "--no-progress-bar", "--timeout", str(TIMEOUT), "-o", report,
           "--param", "build=" + build, "--param", "llvm_bin=" + llvm_bin, "--param", "mlir_tests=" + tests,
           "--param", "exec_root=" + out]
    if a.oracle:
        cmd += ["--param", "opt=" + os.path.join(llvm_bin, "mlir-opt"),
                "--param", "translate=" + os.path.join(llvm_bin, "mlir-translate")]
    if a.folders:
        cmd += ["--filter", "^mlir-19 :: (%s)/" % "|".join(re.escape(d) for d in folders)]
    proc = subprocess.run(cmd + [HERE], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not os.path.exists(report):
        sys.stdout.write(proc.stdout)
        raise SystemExit("check-mlir: lit ran no test")
    with open(report) as f:
        ran = {t["name"].split(" :: ", 1)[1]: t for t in json.load(f)["tests"]}
    results = {name: t["code"] for name, t in ran.items()}
    with open(os.path.join(out, "results.txt"), "w") as f:
        for t in sorted(results):
            f.write("%s %s\n" % (results[t], t))

    # UNSUPPORTED (REQUIRES: asserts) and XFAIL (MLIR's own expected
    # failures) are neither passes nor failures to list.
    passed = {t for t, r in results.items() if r == "PASS"}
    failed = {t for t, r in results.items() if r not in ("PASS", "UNSUPPORTED", "XFAIL")}
    by = {}
    for t, r in results.items():
        row = by.setdefault(folder_of(t), [0, 0, 0])
        row[0] += 1
        row[1] += t in passed
        row[2] += r in ("UNSUPPORTED", "XFAIL")
    width = max(len(d) for d in by)
    say("MLIR %s test files run against %s (%s)" % (
        VERSION, "mlir-opt-19 and mlir-translate-19" if a.oracle else "rulir-opt and rulir-translate",
        os.path.relpath(tests)))
    print("  %-*s  %5s  %5s" % (width, "folder", "pass", "files"))
    tot = [0, 0, 0]
    for d in FOLDERS:
        if d in by:
            print("  %-*s  %5d  %5d%s" % (width, d, by[d][1], by[d][0],
                                         "  (%d not run: UNSUPPORTED or XFAIL)" % by[d][2] if by[d][2] else ""))
            tot = [x + y for x, y in zip(tot, by[d])]
    print("  %-*s  %5d  %5d" % (width, "total", tot[1], tot[0]))
    if a.oracle:
        for t in sorted(failed):
            print("  %s %s" % (results[t], t))
        return 1 if failed else 0

    expected, failing = read_list(EXPECTED), read_list(FAILING)
    if a.update:
        keep_pass = {t for t in expected if folder_of(t) not in folders}
        with open(EXPECTED, "w") as f:
            f.write("# MLIR %s test files that pass against rulir (tests/mlir/run.py --update writes it).\n" % VERSION)
            for t in sorted(keep_pass | passed):
                f.write(t + "\n")
        say("classifying %d failing files" % len(failed))
        env = dict(os.environ, PATH=os.pathsep.join([os.path.join(build, "bin"), os.environ.get("PATH", "")]))
        cl = Classifier(llvm_bin, env)
        reasons = {t: cl.reason(ran[t]["code"], ran[t]["output"], os.path.dirname(os.path.join(out, t)))
                   for t in sorted(failed)}
        write_failing(reasons, {t: r for t, r in failing.items() if folder_of(t) not in folders})
        say("expected-pass.txt: %d files; failing.txt: %d files" % (len(keep_pass | passed), len(failed)))
        expected, failing = read_list(EXPECTED), read_list(FAILING)

    regressions = sorted(t for t in results if t in expected and t not in passed)
    new = sorted(t for t in passed if t not in expected)
    unlisted = sorted(t for t in failed if t not in expected and t not in failing)
    counts = collections.Counter(category(failing[t]) for t in failed if t in failing)
    if counts:
        say("failing files by reason (tests/mlir/failing.txt): " +
            ", ".join("%s %d" % kv for kv in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))))
    rc = 0
    if regressions:
        say("%d file(s) of expected-pass.txt fail:" % len(regressions))
        for t in regressions:
            print("  %s %s" % (results[t], t))
        rc = 1
    if new:
        say("%d file(s) pass that expected-pass.txt does not list (tests/mlir/run.py --update adds them):" % len(new))
        for t in new:
            print("  PASS " + t)
    if unlisted:
        say("%d failing file(s) have no reason in failing.txt (tests/mlir/run.py --update):" % len(unlisted))
        for t in unlisted:
            print("  " + t)
        rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main())
