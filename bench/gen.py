#!/usr/bin/env python3
"""Generates the benchmark workload: a large module of unregistered ops in
MLIR generic form, shaped like real code (function-like ops with arithmetic,
constants, result groups, nested regions and a few multi-block CFG bodies).

The ops use the `bench` dialect on purpose: mlir-opt-19 as packaged carries
MLIR's `test` dialect, so `"test.add"`, `"test.br"` and friends would be
registered ops there (with verifiers and properties) and the two tools would
not be doing the same work.

Usage: gen.py [-n OPS] [--seed N] [-o FILE]   (stdlib only; deterministic)
"""
import argparse
import random
import sys

INT_OPS = ["add", "sub", "mul", "and", "or", "xor", "shl", "max"]
FLT_OPS = ["addf", "mulf", "subf"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge"]
FLOATS = ["1.500000e+00", "-2.500000e-01", "3.140000e+00", "0.000000e+00",
          "1.000000e+10", "6.250000e-02", "-7.000000e+00", "1.234500e+02"]


class Func:
    """Emits one function-like op; tracks values visible at each point."""

    def __init__(self, rng, out, idx):
        self.rng = rng
        self.out = out
        self.idx = idx
        self.next_id = 0
        self.nops = 0

    def fresh(self):
        v = "%%%d" % self.next_id
        self.next_id += 1
        return v

    def emit(self, ind, text):
        self.out.append("  " * ind + text + "\n")
        self.nops += 1

    # -- straight-line code ------------------------------------------------
    def pick(self, vals):
        # Prefer recent values, as real code does.
        n = len(vals)
        if n == 1:
            return vals[0]
        k = min(n, 12)
        if self.rng.random() < 0.8:
            return vals[n - 1 - self.rng.randrange(k)]
        return vals[self.rng.randrange(n)]

    def const_int(self, ind, env, ty="i32"):
        v = self.fresh()
        c = self.rng.choice([0, 1, 2, -1, 7, 42, 255, -1024, 65535,
                             self.rng.randrange(-100000, 100000)])
        self.emit(ind, '%s = "bench.constant"() {value = %d : %s} : () -> %s'
                  % (v, c, ty, ty))
        env[ty].append(v)
        return v

    def const_float(self, ind, env, ty="f32"):
        v = self.fresh()
        self.emit(ind, '%s = "bench.constant"() {value = %s : %s} : () -> %s'
                  % (v, self.rng.choice(FLOATS), ty, ty))
        env[ty].append(v)
        return v

    def straight(self, ind, env, n):
        """About n ops of arithmetic-like code using (and extending) env."""
        r = self.rng
        for _ in range(n):
            x = r.random()
            if x < 0.12 or len(env["i32"]) < 2:
                self.const_int(ind, env)
            elif x < 0.16:
                self.const_float(ind, env)
            elif x < 0.18:
                self.const_int(ind, env, "i64")
            elif x < 0.62:
                a, b = self.pick(env["i32"]), self.pick(env["i32"])
                v = self.fresh()
                self.emit(ind, '%s = "bench.%s"(%s, %s) : (i32, i32) -> i32'
                          % (v, r.choice(INT_OPS), a, b))
                env["i32"].append(v)
            elif x < 0.70 and len(env["f32"]) >= 1:
                a, b = self.pick(env["f32"]), self.pick(env["f32"])
                v = self.fresh()
                attr = ' {fastmath = "fast"}' if r.random() < 0.3 else ""
                self.emit(ind, '%s = "bench.%s"(%s, %s)%s : (f32, f32) -> f32'
                          % (v, r.choice(FLT_OPS), a, b, attr))
                env["f32"].append(v)
            elif x < 0.78:
                a, b = self.pick(env["i32"]), self.pick(env["i32"])
                v = self.fresh()
                self.emit(ind, '%s = "bench.cmp"(%s, %s) {predicate = "%s"} : '
                          '(i32, i32) -> i1' % (v, a, b, r.choice(PREDS)))
                env["i1"].append(v)
            elif x < 0.84:
                # A result group.
                a, b = self.pick(env["i32"]), self.pick(env["i32"])
                v = self.fresh()
                self.emit(ind, '%s:2 = "bench.divrem"(%s, %s) : (i32, i32) -> '
                          '(i32, i32)' % (v, a, b))
                env["i32"].append(v + "#0")
                env["i32"].append(v + "#1")
            elif x < 0.88 and env["i64"]:
                a = self.pick(env["i32"])
                v = self.fresh()
                self.emit(ind, '%s = "bench.extsi"(%s) : (i32) -> i64' % (v, a))
                env["i64"].append(v)
            elif x < 0.91 and env["i1"]:
                c = self.pick(env["i1"])
                a, b = self.pick(env["i32"]), self.pick(env["i32"])
                v = self.fresh()
                self.emit(ind, '%s = "bench.select"(%s, %s, %s) : (i1, i32, i32)'
                          ' -> i32' % (v, c, a, b))
                env["i32"].append(v)
            elif x < 0.94:
                # A side-effecting op with no results and richer attributes.
                a = self.pick(env["i32"])
                self.emit(ind, '"bench.store"(%s) {align = 4 : i64, '
                          'indices = [0, %d, 2], name = "slot%d"} : (i32) -> ()'
                          % (a, r.randrange(64), r.randrange(8)))
            else:
                a, b = self.pick(env["i32"]), self.pick(env["i32"])
                v = self.fresh()
                self.emit(ind, '%s = "bench.call"(%s, %s) {callee = @f%d} : '
                          '(i32, i32) -> i32' % (v, a, b, r.randrange(max(1, self.idx + 1))))
                env["i32"].append(v)

    def copy_env(self, env):
        return {k: list(v) for k, v in env.items()}

    def nested(self, ind, env, depth):
        """An if-like op with two regions, or a loop-like op whose region has
        an argument; bodies may nest further."""
        r = self.rng
        if r.random() < 0.5 and env["i1"]:
            c = self.pick(env["i1"])
            v = self.fresh()
            self.out.append("  " * ind + '%s = "bench.if"(%s) ({\n' % (v, c))
            self.nops += 1
            for k in range(2):
                inner = self.copy_env(env)
                self.straight(ind + 1, inner, r.randrange(2, 7))
                if depth < 2 and r.random() < 0.3:
                    self.nested(ind + 1, inner, depth + 1)
                self.emit(ind + 1, '"bench.yield"(%s) : (i32) -> ()'
                          % self.pick(inner["i32"]))
                self.out.append("  " * ind + ("}, {\n" if k == 0 else
                                              "}) : (i1) -> i32\n"))
            env["i32"].append(v)
        else:
            lb, ub = self.pick(env["i32"]), self.pick(env["i32"])
            v = self.fresh()
            iv = self.fresh()
            self.out.append("  " * ind + '%s = "bench.for"(%s, %s) ({\n' % (v, lb, ub))
            self.nops += 1
            self.out.append("  " * ind + "^bb0(%s: i32):\n" % iv)
            inner = self.copy_env(env)
            inner["i32"].append(iv)
            self.straight(ind + 1, inner, r.randrange(3, 10))
            if depth < 2 and r.random() < 0.3:
                self.nested(ind + 1, inner, depth + 1)
            self.emit(ind + 1, '"bench.yield"(%s) : (i32) -> ()' % self.pick(inner["i32"]))
            self.out.append("  " * ind + "}) {step = 1 : index} : (i32, i32) -> i32\n")
            env["i32"].append(v)

    # -- whole functions -----------------------------------------------------
    def gen(self, target_ops):
        r = self.rng
        nargs = r.randrange(1, 6)
        types = ["i32"] + [r.choice(["i32", "i32", "i32", "i64", "f32"])
                           for _ in range(nargs - 1)]
        env = {"i32": [], "i64": [], "f32": [], "i1": []}
        params = []
        for i, t in enumerate(types):
            params.append("%%arg%d: %s" % (i, t))
            env[t].append("%%arg%d" % i)
        self.out.append('"bench.func"() ({\n^bb0(%s):\n' % ", ".join(params))
        self.nops += 1
        cfg = r.random() < 0.12
        if not cfg:
            body = target_ops - 2
            while self.nops < body:
                chunk = r.randrange(5, 20)
                self.straight(1, env, min(chunk, max(1, body - self.nops)))
                if self.nops < body - 10 and r.random() < 0.35:
                    self.nested(1, env, 0)
            self.emit(1, '"bench.return"(%s) : (i32) -> ()' % self.pick(env["i32"]))
        else:
            self.cfg_body(env, target_ops)
        ret = ", ".join(types[:1])
        self.out.append('}) {function_type = (%s) -> %s, sym_name = "f%d"} : () -> ()\n'
                        % (", ".join(types), ret, self.idx))

    def cfg_body(self, env, target_ops):
        """Entry block, then k blocks with arguments; branches go forward and
        back (loops). Blocks use entry values (which dominate everything),
        their own arguments and their own values."""
        r = self.rng
        k = r.randrange(3, 8)
        per = max(4, (target_ops - 4) // (k + 1))
        self.straight(1, env, per)
        if not env["i1"]:
            a, b = self.pick(env["i32"]), self.pick(env["i32"])
            v = self.fresh()
            self.emit(1, '%s = "bench.cmp"(%s, %s) {predicate = "slt"} : (i32, i32) -> i1'
                      % (v, a, b))
            env["i1"].append(v)
        self.emit(1, '"bench.cond_br"(%s, %s, %s)[^bb1, ^bb2] : (i1, i32, i32) -> ()'
                  % (self.pick(env["i1"]), self.pick(env["i32"]), self.pick(env["i32"])))
        for b in range(1, k + 1):
            a = self.fresh()
            self.out.append("^bb%d(%s: i32):\n" % (b, a))
            benv = self.copy_env(env)
            benv["i32"].append(a)
            self.straight(1, benv, per - 1)
            if b == k:
                self.emit(1, '"bench.return"(%s) : (i32) -> ()' % self.pick(benv["i32"]))
            elif r.random() < 0.5 or b + 2 > k:
                self.emit(1, '"bench.br"(%s)[^bb%d] : (i32) -> ()'
                          % (self.pick(benv["i32"]), b + 1))
            else:
                c = self.pick(benv["i1"]) if benv["i1"] else None
                if c is None:
                    c = self.fresh()
                    self.emit(1, '%s = "bench.cmp"(%s, %s) {predicate = "ne"} : '
                              '(i32, i32) -> i1' % (c, a, self.pick(benv["i32"])))
                back = r.randrange(1, b + 1)  # a loop back edge (maybe a self-loop)
                self.emit(1, '"bench.cond_br"(%s, %s, %s)[^bb%d, ^bb%d] : '
                          '(i1, i32, i32) -> ()'
                          % (c, self.pick(benv["i32"]), self.pick(benv["i32"]),
                             back, b + 2))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", "--ops", type=int, default=200000,
                    help="approximate number of ops (default 200000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = []
    total = 0
    idx = 0
    while total < args.ops:
        f = Func(rng, out, idx)
        f.gen(rng.randrange(70, 131))
        total += f.nops
        idx += 1
    text = "".join(out)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as fh:
            fh.write(text)
    sys.stderr.write("gen.py: %d ops in %d functions, %d lines, %.1f MB\n"
                     % (total, idx, text.count("\n"), len(text) / 1e6))


if __name__ == "__main__":
    main()
