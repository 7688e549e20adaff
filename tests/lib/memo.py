"""A cache of what the reference tools compute, for the Python harnesses
(tests/diff/text.py, tests/diff/orderings.py): tests/lib/memo.sh's cache,
for the same reasons and with the same entries.

mlir-opt-19 gives the same output for the same input every time; its
results are kept in RULIR_MEMO (default build/memo of the repository;
RULIR_MEMO=off turns the cache off), keyed by the command: the tool by its
path, size and time, a file by its contents, any other argument as written.
rulir's tools never go through it. Statuses of 124 and up (time-outs,
signals) and commands with stdin are not cached.

    run(argv) -> (returncode, stdout, stderr), as text
"""
import hashlib
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def memo_dir():
    return os.environ.get("RULIR_MEMO") or os.path.join(ROOT, "build", "memo")


def key(argv):
    h = hashlib.sha256(b"memo-py-v1\n")
    tool = shutil.which(argv[0]) or argv[0]
    st = os.stat(tool)
    h.update(("tool:%s %d %d\n" % (os.path.realpath(tool), st.st_size, int(st.st_mtime))).encode())
    for w in argv[1:]:
        if os.path.isfile(w):
            with open(w, "rb") as f:
                h.update(b"file:" + hashlib.sha256(f.read()).hexdigest().encode() + b"\n")
        else:
            h.update(b"arg:" + w.encode("utf-8", "surrogateescape") + b"\n")
    return h.hexdigest()


def run(argv):
    d = memo_dir()
    if d == "off":
        p = subprocess.run(argv, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        return p.returncode, p.stdout, p.stderr
    k = key(argv)
    entry = os.path.join(d, k[:2], k)
    try:
        with open(os.path.join(entry, "rc")) as f:
            rc = int(f.read())
        with open(os.path.join(entry, "out")) as f:
            out = f.read()
        err = ""
        if os.path.exists(os.path.join(entry, "err")):
            with open(os.path.join(entry, "err")) as f:
                err = f.read()
        return rc, out, err
    except (OSError, ValueError):
        pass
    p = subprocess.run(argv, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if 0 <= p.returncode < 124:
        # Written whole: a folder renamed into place (concurrent runs may share it).
        try:
            os.makedirs(os.path.dirname(entry), exist_ok=True)
            tmp = tempfile.mkdtemp(prefix=".new.", dir=os.path.dirname(entry))
            with open(os.path.join(tmp, "out"), "w") as f:
                f.write(p.stdout)
            if p.stderr:
                with open(os.path.join(tmp, "err"), "w") as f:
                    f.write(p.stderr)
            with open(os.path.join(tmp, "rc"), "w") as f:
                f.write("%d\n" % p.returncode)
            try:
                os.rename(tmp, entry)
            except OSError:
                shutil.rmtree(tmp, ignore_errors=True)
        except OSError:
            pass
    return p.returncode, p.stdout, p.stderr
