#!/usr/bin/env python3
"""Generates func/arith/cf/scf/memref programs for the differential check of
the memref lowering (tests/diff/run-memref.sh).

Usage: gen_memref.py [-n N] [--seed S] [-o DIR]     (stdlib only; deterministic)

Writes DIR/p000.mlir ... DIR/p<N-1>.mlir; program K depends only on (S, K),
seeded as tests/canon/gen.py seeds its programs.

A program is a few kernels and a @main. main allocates memrefs (static and
dynamic shapes, rank 1 and 2, i32/i64/f32/f64) and fills them, takes
subviews (static and dynamic offsets, sizes and strides) and casts
(static to dynamic shapes and layouts), calls every kernel (each returns
one to four results, some a new memref), prints what they return through
printI64/printU64/printF64 and the memrefs through printMemref{I32,I64,F32,
F64} (unranked, C interface), copies memrefs (memref.copy of contiguous and
of strided ones), and frees what it allocated. A kernel computes in
structured control flow: scf.for (with iter_args, nested, static and
dynamic bounds), scf.if with and without results, scf.while with loop-carried
values, a cf.cond_br diamond with block arguments, memref.load/store, dim,
alloca, alloc, subview, cast and copy, and prints now and then.

No undefined behaviour, by construction rather than by tracking values:
  - every index is in bounds: a loop induction variable over a dimension, a
    constant below a static size, or `remui x, dim` (every size is >= 1);
    subviews stay inside their source (dynamic offsets are `remui x, dim`,
    sizes what is left);
  - divisors are `ori (andi x, 7), 1` or a constant in 2..9 (never 0 or -1);
    shift amounts are masked with `andi x, width-1`;
  - every buffer is written before it is read (filled when allocated);
  - loops end: scf.for bounds are small, scf.while counts a value in 0..5
    down to 0.
Every printed value is exact: integers wrap (no nsw/nuw flags); floats only
ever hold integers of magnitude below 2^24 (f32) or 2^50 (f64), tracked as
bounds: loads, loop-carried and stored values are clamped to [-2^20, 2^20]
with maximumf/minimumf, an op whose result could go over the limit is not
emitted, integers become floats only through `remsi x, 1000`, and fptosi
only sees values that fit. So no rounding ever happens and no NaN appears.
"""
import argparse
import os
import random
import sys

CAP = float(1 << 20)          # bound of stored / loop-carried floats
FLIMIT = {"f32": float(1 << 24), "f64": float(1 << 50)}
INTS = ["i32", "i64", "index"]
FLOATS = ["f32", "f64"]
ELEMS = ["i32", "i64", "f32", "f64"]
WIDTH = {"i32": 32, "i64": 64, "index": 64, "i1": 1}
PRINTER = {"i32": "printMemrefI32", "i64": "printMemrefI64",
           "f32": "printMemrefF32", "f64": "printMemrefF64"}


class MemRef:
    """A memref type: element, shape (int or None each), and a strided
    layout (strides and offset, int or None each) or None for the identity."""

    def __init__(self, elem, shape, strides=None, offset=None):
        self.elem, self.shape, self.strides, self.offset = elem, list(shape), strides, offset

    def __str__(self):
        dims = "".join("%sx" % ("?" if s is None else s) for s in self.shape)
        if self.strides is None:
            return "memref<%s%s>" % (dims, self.elem)
        st = ", ".join("?" if s is None else str(s) for s in self.strides)
        off = "?" if self.offset is None else str(self.offset)
        return "memref<%s%s, strided<[%s], offset: %s>>" % (dims, self.elem, st, off)

    def rank(self):
        return len(self.shape)

    def identity_strides(self):
        """Static strides of the identity layout (None where unknown)."""
        out, acc = [], 1
        for s in reversed(self.shape):
            out.append(acc)
            acc = None if (acc is None or s is None) else acc * s
        return list(reversed(out))

    def layout_strides(self):
        return self.strides if self.strides is not None else self.identity_strides()

    def layout_offset(self):
        return self.offset if self.strides is not None else 0


class Val:
    """A value: name, type (a string or a MemRef), bound (floats: a bound on
    the magnitude) and, for memrefs, root: the buffer it is a view of (a
    kernel's memref parameters may alias each other: they share one root)."""

    def __init__(self, name, ty, bound=0.0, root=None):
        self.name, self.ty, self.bound, self.root = name, ty, bound, root


def is_mem(v):
    return isinstance(v.ty, MemRef)


def fconst(x):
    return "%d.0" % int(x)


class Fn:
    """One function body being written: lines, fresh names, and a stack of
    scopes (lists of values visible at the current point)."""

    def __init__(self, gen, name):
        self.g, self.rng, self.name = gen, gen.rng, name
        self.lines, self.n, self.indent = [], 0, 2
        self.scopes = [[]]
        self.consts = {}
        self.allocs = []          # memrefs to dealloc at the end (top level)

    # -- plumbing
    def fresh(self, stem="v"):
        self.n += 1
        return "%%%s%d" % (stem, self.n)

    def emit(self, s):
        self.lines.append("  " * self.indent + s)

    def add(self, v):
        self.scopes[-1].append(v)
        return v

    def visible(self, pred=lambda v: True):
        return [v for sc in self.scopes for v in sc if pred(v)]

    def push(self):
        self.scopes.append([])

    def pop(self):
        self.scopes.pop()

    def const(self, ty, x):
        """A constant (not added to the pick pools, not cached across regions:
        emitted where it is needed)."""
        nm = self.fresh("c")
        if ty in FLOATS:
            self.emit("%s = arith.constant %s : %s" % (nm, fconst(x), ty))
            return Val(nm, ty, abs(float(x)))
        self.emit("%s = arith.constant %d : %s" % (nm, x, ty))
        return Val(nm, ty)

    def op(self, text, ty, bound=0.0):
        nm = self.fresh()
        self.emit("%s = %s" % (nm, text))
        return self.add(Val(nm, ty, bound))

    # -- picking operands
    def pick(self, ty):
        """A visible value of type ty, or a new constant."""
        c = self.visible(lambda v: v.ty == ty)
        if c and self.rng.random() < 0.85:
            # Prefer recent values a little.
            return c[-1 - min(int(self.rng.expovariate(0.3)), len(c) - 1)]
        r = self.rng
        if ty in FLOATS:
            return self.const(ty, r.randint(-20, 20))
        if ty == "i1":
            return self.const("i1", r.randint(0, 1))
        return self.const(ty, r.choice([r.randint(-9, 9), r.randint(0, 100), r.randint(-(1 << 31), (1 << 31) - 1)]))

    def pick_index(self):
        c = self.visible(lambda v: v.ty == "index")
        if c and self.rng.random() < 0.7:
            return self.rng.choice(c)
        x = self.pick(self.rng.choice(["i32", "i64"]))
        return self.op("arith.index_cast %s : %s to index" % (x.name, x.ty), "index")

    def clamp(self, v, cap=CAP):
        """v, or v clamped to [-cap, cap] if its bound may exceed cap."""
        if v.bound <= cap:
            return v
        lo, hi = self.const(v.ty, -cap), self.const(v.ty, cap)
        a = self.op("arith.maximumf %s, %s : %s" % (v.name, lo.name, v.ty), v.ty, v.bound)
        return self.op("arith.minimumf %s, %s : %s" % (a.name, hi.name, v.ty), v.ty, cap)

    def dim(self, m, d):
        s = m.ty.shape[d]
        if s is not None and self.rng.random() < 0.7:
            return self.const("index", s)
        c = self.const("index", d)
        return self.op("memref.dim %s, %s : %s" % (m.name, c.name, m.ty), "index")

    def in_bounds(self, m, d):
        """An index in [0, size of dim d of m)."""
        s = m.ty.shape[d]
        if s is not None and self.rng.random() < 0.4:
            return self.const("index", self.rng.randrange(s))
        x = self.pick_index()
        n = self.dim(m, d)
        return self.op("arith.remui %s, %s : index" % (x.name, n.name), "index")

    def small_positive(self, ty):
        """A value of ty in 1..7 (a safe divisor)."""
        x = self.pick(ty)
        seven, one = self.const(ty, 7), self.const(ty, 1)
        a = self.op("arith.andi %s, %s : %s" % (x.name, seven.name, ty), ty)
        return self.op("arith.ori %s, %s : %s" % (a.name, one.name, ty), ty)

    # -- scalar statements
    def int_op(self):
        r = self.rng
        ty = r.choice(INTS)
        a = self.pick(ty)
        kind = r.random()
        if kind < 0.55:
            op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"])
            b = self.pick(ty)
        elif kind < 0.8:
            op = r.choice(["divsi", "remsi", "divui", "remui"])
            b = self.const(ty, r.randint(2, 9)) if r.random() < 0.5 else self.small_positive(ty)
        else:
            op = r.choice(["shli", "shrsi", "shrui"])
            x = self.pick(ty)
            m = self.const(ty, WIDTH[ty] - 1)
            b = self.op("arith.andi %s, %s : %s" % (x.name, m.name, ty), ty)
        return self.op("arith.%s %s, %s : %s" % (op, a.name, b.name, ty), ty)

    def float_op(self):
        r = self.rng
        ty = r.choice(FLOATS)
        a, b = self.pick(ty), self.pick(ty)
        op = r.choice(["addf", "subf", "mulf", "maximumf", "minimumf", "negf", "absf"])
        if op == "mulf":
            bound = a.bound * b.bound
        elif op in ("addf", "subf"):
            bound = a.bound + b.bound
        elif op in ("negf",):
            return self.op("arith.negf %s : %s" % (a.name, ty), ty, a.bound)
        elif op == "absf":
            return self.op("math.absf %s : %s" % (a.name, ty), ty, a.bound)
        else:
            bound = max(a.bound, b.bound)
        if bound > FLIMIT[ty]:
            op, bound = "maximumf", max(a.bound, b.bound)
        return self.op("arith.%s %s, %s : %s" % (op, a.name, b.name, ty), ty, bound)

    def cmp_select(self):
        r = self.rng
        if r.random() < 0.6:
            ty = r.choice(INTS)
            a, b = self.pick(ty), self.pick(ty)
            pred = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
            c = self.op("arith.cmpi %s, %s, %s : %s" % (pred, a.name, b.name, ty), "i1")
        else:
            ty = r.choice(FLOATS)
            a, b = self.pick(ty), self.pick(ty)
            pred = r.choice(["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "uge"])
            c = self.op("arith.cmpf %s, %s, %s : %s" % (pred, a.name, b.name, ty), "i1")
        ty = r.choice(INTS + FLOATS)
        x, y = self.pick(ty), self.pick(ty)
        return self.op("arith.select %s, %s, %s : %s" % (c.name, x.name, y.name, ty), ty, max(x.bound, y.bound))

    def cast(self):
        r = self.rng
        k = r.random()
        if k < 0.3:
            x = self.pick(r.choice(["i32", "i64"]))
            return self.op("arith.index_cast %s : %s to index" % (x.name, x.ty), "index")
        if k < 0.45:
            x = self.pick("index")
            ty = r.choice(["i32", "i64"])
            return self.op("arith.index_cast %s : index to %s" % (x.name, ty), ty)
        if k < 0.6:
            if r.random() < 0.5:
                x = self.pick("i32")
                return self.op("arith.%s %s : i32 to i64" % (r.choice(["extsi", "extui"]), x.name), "i64")
            x = self.pick("i64")
            return self.op("arith.trunci %s : i64 to i32" % x.name, "i32")
        if k < 0.8:
            # int -> float, through remsi x, 1000 (|result| < 1000)
            it = r.choice(["i32", "i64"])
            x = self.pick(it)
            c = self.const(it, 1000)
            y = self.op("arith.remsi %s, %s : %s" % (x.name, c.name, it), it)
            ft = r.choice(FLOATS)
            return self.op("arith.sitofp %s : %s to %s" % (y.name, it, ft), ft, 999.0)
        if k < 0.9:
            ft = r.choice(FLOATS)
            x = self.pick(ft)
            it = r.choice(["i32", "i64"])
            if x.bound >= (1 << 31):
                x = self.clamp(x)
            return self.op("arith.fptosi %s : %s to %s" % (x.name, ft, it), it)
        if r.random() < 0.5:
            x = self.pick("f32")
            return self.op("arith.extf %s : f32 to f64" % x.name, "f64", x.bound)
        x = self.clamp(self.pick("f64"))
        return self.op("arith.truncf %s : f64 to f32" % x.name, "f32", x.bound)

    def print_val(self, v):
        if v.ty in ("i32", "i64", "index"):
            if v.ty == "i32":
                w = self.op("arith.extsi %s : i32 to i64" % v.name, "i64")
            elif v.ty == "index":
                w = self.op("arith.index_cast %s : index to i64" % v.name, "i64")
            else:
                w = v
            fn = "printU64" if self.rng.random() < 0.2 else "printI64"
            self.emit("func.call @%s(%s) : (i64) -> ()" % (fn, w.name))
        elif v.ty in FLOATS:
            w = v if v.ty == "f64" else self.op("arith.extf %s : f32 to f64" % v.name, "f64", v.bound)
            self.emit("func.call @printF64(%s) : (f64) -> ()" % w.name)
        elif v.ty == "i1":
            w = self.op("arith.extui %s : i1 to i64" % v.name, "i64")
            self.emit("func.call @printI64(%s) : (i64) -> ()" % w.name)
        else:
            return
        self.emit("func.call @printNewline() : () -> ()")

    def print_memref(self, m):
        u = self.fresh("u")
        self.emit("%s = memref.cast %s : %s to memref<*x%s>" % (u, m.name, m.ty, m.ty.elem))
        self.emit("func.call @%s(%s) : (memref<*x%s>) -> ()" % (PRINTER[m.ty.elem], u, m.ty.elem))

    # -- memref statements
    def memrefs(self, elem=None):
        return self.visible(lambda v: is_mem(v) and (elem is None or v.ty.elem == elem))

    def load(self):
        ms = self.memrefs()
        if not ms:
            return self.int_op()
        m = self.rng.choice(ms)
        idx = [self.in_bounds(m, d) for d in range(m.ty.rank())]
        return self.op("memref.load %s[%s] : %s" % (m.name, ", ".join(i.name for i in idx), m.ty),
                       m.ty.elem, CAP if m.ty.elem in FLOATS else 0.0)

    def store_value(self, elem):
        v = self.pick(elem)
        return self.clamp(v) if elem in FLOATS else v

    def store(self):
        ms = self.memrefs()
        if not ms:
            return
        m = self.rng.choice(ms)
        v = self.store_value(m.ty.elem)
        idx = [self.in_bounds(m, d) for d in range(m.ty.rank())]
        self.emit("memref.store %s, %s[%s] : %s" % (v.name, m.name, ", ".join(i.name for i in idx), m.ty))

    def fill(self, m, seed):
        """for each index: m[i, j] = (i * a + j * b + seed) rem 37 - 18."""
        r = self.rng
        ivs = []
        for d in range(m.ty.rank()):
            lo, step = self.const("index", 0), self.const("index", 1)
            hi = self.dim(m, d)
            iv = self.fresh("i")
            self.emit("scf.for %s = %s to %s step %s {" % (iv, lo.name, hi.name, step.name))
            self.indent += 1
            self.push()
            ivs.append(iv)
        acc = self.const("index", seed)
        for iv in ivs:
            k = self.const("index", r.randint(1, 13))
            t = self.fresh()
            self.emit("%s = arith.muli %s, %s : index" % (t, iv, k.name))
            s = self.fresh()
            self.emit("%s = arith.addi %s, %s : index" % (s, acc.name, t))
            acc = Val(s, "index")
        c37, c18 = self.const("index", 37), self.const("index", 18)
        q = self.fresh()
        self.emit("%s = arith.remui %s, %s : index" % (q, acc.name, c37.name))
        w = self.fresh()
        self.emit("%s = arith.subi %s, %s : index" % (w, q, c18.name))
        e = m.ty.elem
        it = "i64" if e in ("i64", "f64") else "i32"
        x = self.fresh()
        self.emit("%s = arith.index_cast %s : index to %s" % (x, w, it))
        if e in FLOATS:
            y = self.fresh()
            self.emit("%s = arith.sitofp %s : %s to %s" % (y, x, it, e))
            x = y
        self.emit("memref.store %s, %s[%s] : %s" % (x, m.name, ", ".join(ivs), m.ty))
        for _ in ivs:
            self.pop()
            self.indent -= 1
            self.emit("}")

    def new_buffer(self, kind, top):
        """alloc or alloca of a fresh filled memref (static or dynamic shape)."""
        r = self.rng
        elem = r.choice(ELEMS)
        rank = r.choice([1, 1, 2, 2, 3]) if kind == "alloc" else r.choice([1, 2])
        shape, operands = [], []
        for _ in range(rank):
            n = r.randint(1, 6 if rank < 3 else 3)
            if r.random() < 0.4:
                if r.random() < 0.5 or not self.visible(lambda v: v.ty == "index"):
                    operands.append(self.const("index", n))
                else:
                    # a runtime size in 1..4
                    x = self.pick_index()
                    c4, c1 = self.const("index", 4), self.const("index", 1)
                    a = self.op("arith.remui %s, %s : index" % (x.name, c4.name), "index")
                    operands.append(self.op("arith.addi %s, %s : index" % (a.name, c1.name), "index"))
                shape.append(None)
            else:
                shape.append(n)
        t = MemRef(elem, shape)
        nm = self.fresh("m")
        self.emit("%s = memref.%s(%s) : %s" % (nm, kind, ", ".join(o.name for o in operands), t))
        m = self.add(Val(nm, t, root=nm))
        if kind == "alloc" and top:
            self.allocs.append(m)
        self.fill(m, r.randint(0, 30))
        return m

    def subview(self):
        """A subview of a visible memref: static or dynamic offsets, sizes
        what is left (or half of it with stride 2); always non-empty."""
        r = self.rng
        ms = [m for m in self.memrefs() if m.ty.rank() <= 2]
        if not ms:
            return None
        m = r.choice(ms)
        src_strides, src_off = m.ty.layout_strides(), m.ty.layout_offset()
        offs, sizes, steps = [], [], []     # (text, static value or None)
        for d in range(m.ty.rank()):
            s = m.ty.shape[d]
            step = r.choice([1, 1, 2])
            if s is not None and r.random() < 0.6:
                o = r.randrange(s)
                n = (s - o + step - 1) // step
                n = r.randint(1, n)
                offs.append((str(o), o))
                sizes.append((str(n), n))
            else:
                o = self.in_bounds(m, d)
                dm = self.dim(m, d)
                left = self.op("arith.subi %s, %s : index" % (dm.name, o.name), "index")
                if step == 2:
                    c1, c2 = self.const("index", 1), self.const("index", 2)
                    a = self.op("arith.addi %s, %s : index" % (left.name, c1.name), "index")
                    left = self.op("arith.divui %s, %s : index" % (a.name, c2.name), "index")
                offs.append((o.name, None))
                sizes.append((left.name, None))
            steps.append(step)
        # Result layout.
        strides = []
        for d in range(m.ty.rank()):
            st = src_strides[d]
            strides.append(None if st is None else st * steps[d])
        off = src_off
        for d in range(m.ty.rank()):
            if off is None or offs[d][1] is None or src_strides[d] is None:
                off = None
                break
            off += offs[d][1] * src_strides[d]
        t = MemRef(m.ty.elem, [s[1] for s in sizes], strides, off)
        nm = self.fresh("s")
        self.emit("%s = memref.subview %s[%s] [%s] [%s] : %s to %s" % (
            nm, m.name, ", ".join(o[0] for o in offs), ", ".join(s[0] for s in sizes),
            ", ".join(str(s) for s in steps), m.ty, t))
        return self.add(Val(nm, t, root=m.root))

    def copy(self, top, src=None):
        """memref.copy from a visible memref into a fresh buffer of its shape
        (alloca when static), or between two visible memrefs of one static
        shape."""
        r = self.rng
        ms = self.memrefs()
        if not ms:
            return
        src = src or r.choice(ms)
        # Never into a view of the source's buffer: the two could overlap.
        same = [m for m in ms if m.root != src.root and m.ty.elem == src.ty.elem and
                None not in m.ty.shape and m.ty.shape == src.ty.shape]
        if same and r.random() < 0.5:
            dst = r.choice(same)
        else:
            operands = [self.dim(src, d).name for d in range(src.ty.rank()) if src.ty.shape[d] is None]
            t = MemRef(src.ty.elem, src.ty.shape)
            nm = self.fresh("m")
            kind = "alloca" if not operands and r.random() < 0.5 else "alloc"
            self.emit("%s = memref.%s(%s) : %s" % (nm, kind, ", ".join(operands), t))
            dst = self.add(Val(nm, t, root=nm))
            if kind == "alloc":
                if top:
                    self.allocs.append(dst)
                else:
                    self.pending_dealloc.append(dst)
        self.emit("memref.copy %s, %s : %s to %s" % (src.name, dst.name, src.ty, dst.ty))

    def memref_cast(self):
        """A cast to dynamic sizes (identity layout) or to a fully dynamic
        strided layout."""
        ms = self.memrefs()
        if not ms:
            return None
        m = self.rng.choice(ms)
        if m.ty.strides is None:
            t = MemRef(m.ty.elem, [None] * m.ty.rank())
        else:
            t = MemRef(m.ty.elem, [None] * m.ty.rank(), [None] * m.ty.rank(), None)
        nm = self.fresh("mc")
        self.emit("%s = memref.cast %s : %s to %s" % (nm, m.name, m.ty, t))
        return self.add(Val(nm, t, root=m.root))

    # -- structured control flow
    def yield_vals(self, tys):
        out = []
        for ty in tys:
            v = self.pick(ty)
            out.append(self.clamp(v) if ty in FLOATS else v)
        return out

    def emit_yield(self, tys):
        """scf.yield of a value of each type (floats clamped), if any."""
        ys = self.yield_vals(tys)
        if tys:
            self.emit("scf.yield %s : %s" % (", ".join(y.name for y in ys), ", ".join(tys)))

    def loop_over(self):
        """scf.for over every dim of a memref: accumulate its elements into
        an iter_arg, and sometimes write m[ivs] = f(m[ivs])."""
        r = self.rng
        ms = self.memrefs()
        if not ms:
            return self.loop()
        m = r.choice(ms)
        e = m.ty.elem
        init = self.store_value(e)
        acc = init
        results = []
        ivs = []
        for d in range(m.ty.rank()):
            lo, step = self.const("index", 0), self.const("index", 1)
            hi = self.dim(m, d)
            iv, a, res = self.fresh("i"), self.fresh("a"), self.fresh("r")
            self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {" % (
                res, iv, lo.name, hi.name, step.name, a, acc.name, e))
            self.indent += 1
            self.push()
            self.add(Val(iv, "index"))
            acc = self.add(Val(a, e, CAP if e in FLOATS else 0.0))
            ivs.append(iv)
            results.append(res)
        x = self.op("memref.load %s[%s] : %s" % (m.name, ", ".join(ivs), m.ty), e, CAP if e in FLOATS else 0.0)
        if e in FLOATS:
            op = r.choice(["addf", "maximumf", "minimumf", "subf"])
            s = self.clamp(self.op("arith.%s %s, %s : %s" % (op, acc.name, x.name, e), e, 2 * CAP))
        else:
            op = r.choice(["addi", "xori", "maxsi", "muli", "subi"])
            s = self.op("arith.%s %s, %s : %s" % (op, acc.name, x.name, e), e)
        if r.random() < 0.4:
            self.stmts(r.randint(1, 3), 3, False)
            y = self.store_value(e)
            self.emit("memref.store %s, %s[%s] : %s" % (y.name, m.name, ", ".join(ivs), m.ty))
        for d in reversed(range(m.ty.rank())):
            self.emit("scf.yield %s : %s" % (s.name, e))
            self.pop()
            self.indent -= 1
            self.emit("}")
            s = Val(results[d], e, CAP if e in FLOATS else 0.0)
        return self.add(s)

    def loop(self, depth=0):
        r = self.rng
        if r.random() < 0.5:
            lo = self.const("index", r.randint(0, 2))
            hi = self.const("index", r.randint(0, 6))
        else:
            lo = self.const("index", 0)
            x = self.pick_index()
            c = self.const("index", r.randint(1, 6))
            hi = self.op("arith.remui %s, %s : index" % (x.name, c.name), "index")
        step = self.const("index", r.choice([1, 1, 2, 3]))
        tys = [r.choice(INTS + FLOATS) for _ in range(r.randint(0, 3))]
        inits = self.yield_vals(tys)
        iv = self.fresh("i")
        args = [self.fresh("a") for _ in tys]
        res = self.fresh("r")
        head = "scf.for %s = %s to %s step %s" % (iv, lo.name, hi.name, step.name)
        if tys:
            lhs = res if len(tys) == 1 else "%s:%d" % (res, len(tys))
            head = "%s = %s iter_args(%s) -> (%s)" % (
                lhs, head, ", ".join("%s = %s" % (a, v.name) for a, v in zip(args, inits)), ", ".join(tys))
        self.emit(head + " {")
        self.indent += 1
        self.push()
        self.add(Val(iv, "index"))
        for a, t in zip(args, tys):
            self.add(Val(a, t, CAP if t in FLOATS else 0.0))
        self.stmts(r.randint(2, 6), depth + 1, False)
        self.emit_yield(tys)
        self.pop()
        self.indent -= 1
        self.emit("}")
        return self.results(res, tys)

    def results(self, res, tys):
        out = []
        for i, t in enumerate(tys):
            nm = res if len(tys) == 1 else "%s#%d" % (res, i)
            out.append(self.add(Val(nm, t, CAP if t in FLOATS else 0.0)))
        return out

    def cond(self):
        r = self.rng
        ty = r.choice(INTS)
        a, b = self.pick(ty), self.pick(ty)
        pred = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
        return self.op("arith.cmpi %s, %s, %s : %s" % (pred, a.name, b.name, ty), "i1")

    def if_(self, depth):
        r = self.rng
        c = self.cond()
        tys = [r.choice(INTS + FLOATS) for _ in range(r.randint(0, 3))]
        res = self.fresh("r")
        lhs = "" if not tys else ("%s = " % res if len(tys) == 1 else "%s:%d = " % (res, len(tys)))
        self.emit("%sscf.if %s%s {" % (lhs, c.name, " -> (%s)" % ", ".join(tys) if tys else ""))
        has_else = bool(tys) or r.random() < 0.5
        for branch in range(2 if has_else else 1):
            if branch:
                self.emit("} else {")
            self.indent += 1
            self.push()
            self.stmts(r.randint(1, 4), depth + 1, False)
            self.emit_yield(tys)
            self.pop()
            self.indent -= 1
        self.emit("}")
        return self.results(res, tys)

    def while_(self, depth):
        """scf.while counting n (0..5) down, with loop-carried values."""
        r = self.rng
        x = self.pick("i32")
        c6 = self.const("i32", 6)
        n0 = self.op("arith.remui %s, %s : i32" % (x.name, c6.name), "i32")
        tys = ["i32"] + [r.choice(INTS + FLOATS) for _ in range(r.randint(0, 2))]
        inits = [n0] + self.yield_vals(tys[1:])
        bargs = [self.fresh("w") for _ in tys]
        res = self.fresh("r")
        self.emit("%s = scf.while (%s) : (%s) -> (%s) {" % (
            res if len(tys) == 1 else "%s:%d" % (res, len(tys)), ", ".join("%s = %s" % (b, v.name) for b, v in zip(bargs, inits)),
            ", ".join(tys), ", ".join(tys)))
        self.indent += 1
        self.push()
        bvals = [self.add(Val(b, t, CAP if t in FLOATS else 0.0)) for b, t in zip(bargs, tys)]
        z = self.const("i32", 0)
        cnd = self.op("arith.cmpi sgt, %s, %s : i32" % (bvals[0].name, z.name), "i1")
        if r.random() < 0.3:
            self.print_val(bvals[0])
        self.emit("scf.condition(%s) %s : %s" % (cnd.name, ", ".join(b.name for b in bvals), ", ".join(tys)))
        self.pop()
        self.indent -= 1
        aargs = [self.fresh("w") for _ in tys]
        self.emit("} do {")
        self.emit("^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(aargs, tys)))
        self.indent += 1
        self.push()
        avals = [self.add(Val(a, t, CAP if t in FLOATS else 0.0)) for a, t in zip(aargs, tys)]
        self.stmts(r.randint(1, 4), depth + 1, False)
        one = self.const("i32", 1)
        n1 = self.op("arith.subi %s, %s : i32" % (avals[0].name, one.name), "i32")
        ys = [n1] + self.yield_vals(tys[1:])
        self.emit("scf.yield %s : %s" % (", ".join(y.name for y in ys), ", ".join(tys)))
        self.pop()
        self.indent -= 1
        self.emit("}")
        return self.results(res, tys)

    # -- bodies
    def stmt(self, depth, top):
        r = self.rng
        k = r.random()
        nested = depth < 3
        if k < 0.16:
            self.int_op()
        elif k < 0.28:
            self.float_op()
        elif k < 0.34:
            self.cmp_select()
        elif k < 0.42:
            self.cast()
        elif k < 0.52:
            self.load()
        elif k < 0.58:
            self.store()
        elif k < 0.64 and nested:
            self.loop(depth)
        elif k < 0.70 and nested:
            self.loop_over()
        elif k < 0.76 and nested:
            self.if_(depth)
        elif k < 0.80 and nested:
            self.while_(depth)
        elif k < 0.84 and top:
            self.new_buffer(r.choice(["alloc", "alloca"]), top)
        elif k < 0.88 and top:
            self.subview()
        elif k < 0.91 and top:
            self.copy(top)
        elif k < 0.93:
            self.memref_cast()
        elif k < 0.96:
            vs = self.visible(lambda v: not is_mem(v))
            if vs:
                self.print_val(r.choice(vs))
        else:
            self.int_op()

    def stmts(self, n, depth, top):
        for _ in range(n):
            self.stmt(depth, top)


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def kernel(self, name, margs):
        """A kernel taking memrefs of the given types (and scalars)."""
        r = self.rng
        f = Fn(self, name)
        f.pending_dealloc = []
        params = []
        for i, t in enumerate(margs):
            params.append(f.add(Val("%%arg%d" % i, t, root="params")))
        for i in range(r.randint(1, 4)):
            t = r.choice(INTS + FLOATS)
            params.append(f.add(Val("%%arg%d" % (len(params)), t, CAP if t in FLOATS else 0.0)))
        f.indent = 2
        f.stmts(r.randint(4, 10), 0, True)
        # A cf.cond_br diamond: each side computes, the join gets block args.
        jtys = [r.choice(INTS + FLOATS) for _ in range(r.randint(1, 2))]
        c = f.cond()
        f.emit("cf.cond_br %s, ^bb1, ^bb2" % c.name)
        join_args = [f.fresh("j") for _ in jtys]
        for b in (1, 2):
            f.indent = 1
            f.emit("^bb%d:" % b)
            f.indent = 2
            f.push()
            f.stmts(r.randint(1, 4), 1, False)
            ys = f.yield_vals(jtys)
            f.emit("cf.br ^bb3(%s : %s)" % (", ".join(y.name for y in ys), ", ".join(jtys)))
            f.pop()
        f.indent = 1
        f.emit("^bb3(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(join_args, jtys)))
        f.indent = 2
        for a, t in zip(join_args, jtys):
            f.add(Val(a, t, CAP if t in FLOATS else 0.0))
        f.stmts(r.randint(3, 8), 0, True)
        # Results: scalars, and sometimes a new memref.
        rtys = [r.choice(INTS + FLOATS) for _ in range(r.randint(1, 3))]
        rvals = f.yield_vals(rtys)
        if r.random() < 0.35:
            # A new 1-D buffer, filled and maybe updated, returned.
            e = r.choice(ELEMS)
            x = f.pick_index()
            c5, c1 = f.const("index", 5), f.const("index", 1)
            a = f.op("arith.remui %s, %s : index" % (x.name, c5.name), "index")
            n = f.op("arith.addi %s, %s : index" % (a.name, c1.name), "index")
            t = MemRef(e, [None])
            nm = f.fresh("ret")
            f.emit("%s = memref.alloc(%s) : %s" % (nm, n.name, t))
            m = f.add(Val(nm, t, root=nm))
            f.fill(m, r.randint(0, 30))
            f.store()
            rtys.append(str(t))
            rvals.append(m)
        for m in f.allocs + f.pending_dealloc:
            f.emit("memref.dealloc %s : %s" % (m.name, m.ty))
        f.emit("return %s : %s" % (", ".join(v.name for v in rvals), ", ".join(str(v.ty) for v in rvals)))
        head = "  func.func @%s(%s) -> (%s) {" % (
            name, ", ".join("%s: %s" % (p.name, p.ty) for p in params), ", ".join(str(v.ty) for v in rvals))
        return [head] + f.lines + ["  }"], params, rvals

    def program(self):
        r = self.rng
        out = ["module {"]
        for fn, ty in [("printI64", "i64"), ("printU64", "i64"), ("printF64", "f64")]:
            out.append("  func.func private @%s(%s)" % (fn, ty))
        out.append("  func.func private @printNewline()")
        for e in ELEMS:
            out.append("  func.func private @%s(memref<*x%s>) attributes {llvm.emit_c_interface}" % (PRINTER[e], e))
        m = Fn(self, "main")
        m.pending_dealloc = []
        m.indent = 2
        # Buffers, views and casts for the kernels.
        bufs = [m.new_buffer("alloc", True) for _ in range(r.randint(2, 3))]
        views = [m.subview() for _ in range(r.randint(1, 2))]
        if views[0] is not None and r.random() < 0.6:
            # A strided view copied into a dense buffer (memrefCopy).
            m.copy(True, views[0])
        for _ in range(r.randint(0, 2)):
            m.memref_cast()
        m.stmts(r.randint(2, 5), 0, True)
        kernels = []
        for k in range(r.randint(1, 3)):
            ms = m.memrefs()
            margs = [r.choice(ms) for _ in range(r.randint(1, 3))]
            lines, params, rvals = self.kernel("k%d" % k, [a.ty for a in margs])
            out.extend(lines)
            kernels.append((k, margs, params, rvals))
        for k, margs, params, rvals in kernels:
            for call in range(r.randint(1, 2)):
                ops = list(margs)
                for p in params[len(margs):]:
                    ops.append(m.clamp(m.pick(p.ty)) if r.random() < 0.5 else m.const(p.ty, r.randint(-50, 50)))
                rtys = [str(v.ty) for v in rvals]
                res = m.fresh("k")
                lhs = res if len(rvals) == 1 else "%s:%d" % (res, len(rvals))
                m.emit("%s = func.call @k%d(%s) : (%s) -> (%s)" % (
                    lhs, k, ", ".join(o.name for o in ops), ", ".join(str(p.ty) for p in params), ", ".join(rtys)))
                for i, v in enumerate(rvals):
                    nm = res if len(rvals) == 1 else "%s#%d" % (res, i)
                    rv = Val(nm, v.ty, CAP if v.ty in FLOATS else 0.0)
                    if is_mem(rv):
                        m.print_memref(rv)
                        m.emit("memref.dealloc %s : %s" % (rv.name, rv.ty))
                    else:
                        m.add(rv)
                        m.print_val(rv)
            for a in margs:
                if r.random() < 0.5:
                    m.print_memref(a)
        m.stmts(r.randint(1, 4), 0, True)
        for b in bufs:
            m.print_memref(b)
        for b in m.allocs + m.pending_dealloc:
            m.emit("memref.dealloc %s : %s" % (b.name, b.ty))
        m.emit("return")
        out.append("  func.func @main() {")
        out.extend(m.lines)
        out.append("  }")
        out.append("}")
        return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", default="build/diff-memref")
    a = ap.parse_args()
    os.makedirs(a.o, exist_ok=True)
    for i in range(a.n):
        text = Gen("%d/%d" % (a.seed, i)).program()
        with open(os.path.join(a.o, "p%03d.mlir" % i), "w") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
