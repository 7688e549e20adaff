#!/usr/bin/env python3
"""Generates programs for the differential check of --canonicalize
(tests/canon/run.sh): each one a module of func/arith/cf functions that
compute and print, so that a program can be run before and after
canonicalization and the outputs compared.

Usage: gen.py [-n N] [--seed S] [-o DIR] [--math [--math-exclude OPS]]
       (stdlib only; deterministic)

Writes DIR/p000.mlir ... DIR/p<N-1>.mlir; program K depends only on (S, K).

Each program has kernels `@kN(args) -> (results)` and a `@main()`:
  - main computes with constants only (everything there can fold), calls each
    kernel twice with constant arguments, prints what they return and computes
    a little more with it;
  - a kernel computes from its arguments (so not everything folds) and prints.
Code is straight-line arith (integer i1/i8/i16/i32/i64/index and float
f32/f64 arithmetic, divisions, shifts, comparisons, select, casts), with
diamonds (cf.cond_br + block arguments, now and then a print in a branch),
cf.switch, and a counting loop (cf.br/cf.cond_br with loop-carried block
arguments). Many patterns fold: constant operands, identities (x+0, x*1, x-x,
x^x, x&-1, x/1, select c,x,x, trunci(extsi x), (x+c0)+c1, ...), constant
branch conditions, single-predecessor blocks.

Every value prints as i64 through @printI64 (floats as their bits, so the
comparison is exact).

No undefined behaviour: the generator tracks the concrete value of every SSA
value in every call of its function (each kernel is called twice), with all
ops of both sides of a branch evaluated (conservatively), and loops simulated
iteration by iteration. An op whose operands could make it UB or poison
(division by zero, INT_MIN / -1, shift >= width, fptosi/fptoui out of range,
nsw/nuw that would overflow) or whose float result would be NaN, infinite or
huge (so NaN payloads and signs never matter) is not emitted; the generator
picks something else. maxnumf/minnumf of +0/-0 (unspecified which) is avoided
too, and so are two cases of ceildivsi that mlir-opt-19's --arith-expand
lowers wrongly, which would make a program differ through no fault of the
canonicalizer: INT_MIN as the dividend (i8 ceildivsi(-128, 3) gives 42 at run
time instead of -42) and INT_MAX / -1 (the expansion computes
(INT_MAX + 1) / -1 on the side it then discards, which traps: SIGFPE).

--math (tests/diff/run-llvm.sh, the check of the lowering to LLVM IR) gives
other programs: the same ops plus math-dialect ops and extended-result arith
ops, tracked exactly as the rest: math.absf, sqrt, floor, ceil, trunc, round,
roundeven, copysign, fma (exact: rounded once, as IEEE says), fpowi (only when
every partial product is exact, so the order of multiplications cannot
matter), absi, ctlz, cttz, ctpop, ipowi (as convert-math-to-funcs defines it
for negative exponents; never 0 to a negative power), arith.mulsi_extended,
mului_extended, addui_extended (multi-result `%v:2`); and the libm-backed ops
exp, exp2, expm1, log, log2, log10, log1p, sin, cos, tan, tanh, atan, erf,
cbrt, rsqrt, asin, acos, sinh, cosh, asinh, acosh, atanh, powf, atan2. Those
are not correctly rounded, so two correct compilers may print different bits
for them (one may fold them at compile time with another implementation than
the libm call the other makes at run time): their results are only used quantized, z = y * 2^k (exact)
then floor(z) or fptosi(z), and only where z is far enough from an integer
(more than 2^-18 |z| + 0.001, for every tracked call) that an error of a few
ulps cannot change the result. Floats are also printed through
@printF64/@printF32 (%g of an exact value) now and then. --math-exclude
OPS leaves some out (e.g. ipowi, if a pipeline cannot lower it). Without
--math the output is exactly what it was before --math existed.
"""
import argparse
from fractions import Fraction
import math
import os
import random
import struct
import sys

INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "index"]
FLOAT_TYPES = ["f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
FLOAT_LIMIT = 1e30  # |float value| above this is "huge": never produced

INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori",
           "maxsi", "maxui", "minsi", "minui"]
INT_DIV = ["divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui",
           "floordivsi"]
INT_SHIFT = ["shli", "shrui", "shrsi"]
FLT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
           "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]


class Unsafe(Exception):
    """The op would be UB/poison (or NaN/huge) for some tracked value."""


def is_int(t):
    return t in WIDTH


def is_float(t):
    return t in FLOAT_TYPES


def mask(w):
    return (1 << w) - 1


def sx(v, w):
    """Signed value of the w-bit pattern v."""
    return v - (1 << w) if (v >> (w - 1)) & 1 else v


def norm(v, w):
    return v & mask(w)


def r32(x):
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        raise Unsafe()


def fround(x, t):
    """x (a double) rounded to type t; Unsafe if not a moderate finite value."""
    if math.isnan(x) or math.isinf(x):
        raise Unsafe()
    if t == "f32":
        x = r32(x)
    if abs(x) > FLOAT_LIMIT:
        raise Unsafe()
    return x


def int_to_f32(n):
    """The integer n correctly rounded (to nearest, ties to even) to f32."""
    if n == 0:
        return 0.0
    neg = n < 0
    a = -n if neg else n
    b = a.bit_length()
    if b > 24:
        sh = b - 24
        q, r = a >> sh, a & ((1 << sh) - 1)
        half = 1 << (sh - 1)
        if r > half or (r == half and (q & 1)):
            q += 1
        a = q << sh
    x = float(a)  # exact: at most 24 significant bits
    return -x if neg else x


def int_to_float(n, t):
    x = int_to_f32(n) if t == "f32" else float(n)
    if abs(x) > FLOAT_LIMIT:
        raise Unsafe()
    return x


def fbits(x, t):
    if t == "f32":
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def bits_to_float(v, t):
    if t == "f32":
        x = struct.unpack("<f", struct.pack("<I", v))[0]
    else:
        x = struct.unpack("<d", struct.pack("<Q", v))[0]
    if math.isnan(x) or math.isinf(x) or abs(x) > FLOAT_LIMIT:
        raise Unsafe()
    return x


# ------------------------------------------------------------ op semantics
def int_bin(op, w):
    imin = -(1 << (w - 1))

    def f(a, b):
        sa, sb = sx(a, w), sx(b, w)
        if op == "addi":
            return norm(a + b, w)
        if op == "subi":
            return norm(a - b, w)
        if op == "muli":
            return norm(a * b, w)
        if op == "andi":
            return a & b
        if op == "ori":
            return a | b
        if op == "xori":
            return a ^ b
        if op == "maxsi":
            return a if sa >= sb else b
        if op == "minsi":
            return a if sa <= sb else b
        if op == "maxui":
            return max(a, b)
        if op == "minui":
            return min(a, b)
        if op in ("divui", "remui", "ceildivui"):
            if b == 0:
                raise Unsafe()
            if op == "divui":
                return a // b
            if op == "remui":
                return a % b
            return -(-a // b)
        if op in ("divsi", "remsi", "ceildivsi", "floordivsi"):
            if sb == 0 or (sa == imin and sb == -1):
                raise Unsafe()
            if op == "ceildivsi" and (sa == imin or (sa == -imin - 1 and sb == -1)):
                raise Unsafe()  # mlir-opt-19's arith-expand gets these wrong
            q = abs(sa) // abs(sb)
            if (sa < 0) != (sb < 0):
                q = -q
            if op == "divsi":
                return norm(q, w)
            if op == "remsi":
                return norm(sa - sb * q, w)
            if op == "floordivsi":
                return norm(sa // sb, w)
            return norm(-((-sa) // sb), w)
        if op in ("shli", "shrui", "shrsi"):
            if b >= w:
                raise Unsafe()
            if op == "shli":
                return norm(a << b, w)
            if op == "shrui":
                return a >> b
            return norm(sa >> b, w)
        raise AssertionError(op)
    return f


def overflow_ok(op, w, flags):
    """Check that nsw/nuw hold for op on (a, b)."""
    def check(a, b):
        sa, sb = sx(a, w), sx(b, w)
        if op == "addi":
            s, u = sa + sb, a + b
        elif op == "subi":
            s, u = sa - sb, a - b
        elif op == "muli":
            s, u = sa * sb, a * b
        else:  # shli
            if b >= w:
                raise Unsafe()
            s, u = sa << b, a << b
        if "nsw" in flags and not (-(1 << (w - 1)) <= s < (1 << (w - 1))):
            raise Unsafe()
        if "nuw" in flags and not (0 <= u < (1 << w)):
            raise Unsafe()
    return check


def cmpi_fn(pred, w):
    def f(a, b):
        sa, sb = sx(a, w), sx(b, w)
        r = {"eq": a == b, "ne": a != b, "slt": sa < sb, "sle": sa <= sb,
             "sgt": sa > sb, "sge": sa >= sb, "ult": a < b, "ule": a <= b,
             "ugt": a > b, "uge": a >= b}[pred]
        return int(r)
    return f


def cmpf_fn(pred):
    def f(a, b):
        if pred in ("false", "uno"):
            return 0
        if pred in ("true", "ord"):
            return 1
        p = pred[1:]
        r = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b,
             "le": a <= b, "ne": a != b}[p]
        return int(r)
    return f


def flt_bin(op, t):
    def f(a, b):
        if op == "addf":
            return fround(a + b, t)
        if op == "subf":
            return fround(a - b, t)
        if op == "mulf":
            return fround(a * b, t)
        if op == "divf":
            if b == 0:
                raise Unsafe()
            return fround(a / b, t)
        if op == "remf":
            if b == 0:
                raise Unsafe()
            return fround(math.fmod(a, b), t)
        if a == 0 and b == 0:
            na, nb = math.copysign(1, a) < 0, math.copysign(1, b) < 0
            if na != nb:
                if op in ("maxnumf", "minnumf"):
                    raise Unsafe()  # either zero may be returned
                if op == "maximumf":
                    return b if na else a
                return a if na else b
            return a
        if op in ("maximumf", "maxnumf"):
            return max(a, b)
        return min(a, b)
    return f


# ------------------------------------------------------------ --math
# Ops whose result is exact (IEEE-specified or integer), so any correct
# compiler prints the same bits.
MATH_FLT_EXACT = ["absf", "sqrt", "floor", "ceil", "trunc", "round", "roundeven"]
MATH_INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]
# Ops whose result comes from libm (or an expansion) and is not correctly
# rounded: their results are only ever used quantized (see g_math_trans).
MATH_TRANS1 = ["exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin",
               "cos", "tan", "tanh", "atan", "erf", "cbrt", "rsqrt", "asin",
               "acos", "sinh", "cosh", "asinh", "acosh", "atanh"]
MATH_TRANS2 = ["powf", "atan2"]
ARITH_EXT = ["mulsi_extended", "mului_extended", "addui_extended"]
MATH_ALL = (MATH_FLT_EXACT + MATH_INT_UNARY + MATH_TRANS1 + MATH_TRANS2 +
            ARITH_EXT + ["copysign", "fma", "fpowi", "ipowi"])
MATH_GROUPS = {"trans": MATH_TRANS1 + MATH_TRANS2, "exact-float": MATH_FLT_EXACT,
               "int": MATH_INT_UNARY + ["ipowi"], "extended": ARITH_EXT,
               "libm": ["tan", "tanh", "atan", "erf", "cbrt", "asin", "acos",
                        "sinh", "cosh", "asinh", "acosh", "atanh", "atan2"]}


def _fdomain(lo, hi):
    return lambda x: lo <= x <= hi


# name: (Python function, domain of the argument(s))
TRANS_FN = {
    "exp": (math.exp, _fdomain(-80, 80)),
    "exp2": (lambda x: 2.0 ** x, _fdomain(-120, 120)),
    "expm1": (math.expm1, _fdomain(-80, 80)),
    "log": (math.log, lambda x: x > 0),
    "log2": (math.log2, lambda x: x > 0),
    "log10": (math.log10, lambda x: x > 0),
    "log1p": (math.log1p, lambda x: x > -1),
    "sin": (math.sin, _fdomain(-1e4, 1e4)),
    "cos": (math.cos, _fdomain(-1e4, 1e4)),
    "tan": (math.tan, _fdomain(-1e4, 1e4)),
    "tanh": (math.tanh, _fdomain(-1e6, 1e6)),
    "atan": (math.atan, _fdomain(-1e30, 1e30)),
    "erf": (math.erf, _fdomain(-1e6, 1e6)),
    "cbrt": (lambda x: math.copysign(abs(x) ** (1.0 / 3), x), _fdomain(-1e30, 1e30)),
    "rsqrt": (lambda x: 1 / math.sqrt(x), lambda x: x > 0),
    "asin": (math.asin, _fdomain(-1, 1)),
    "acos": (math.acos, _fdomain(-1, 1)),
    "sinh": (math.sinh, _fdomain(-80, 80)),
    "cosh": (math.cosh, _fdomain(-80, 80)),
    "asinh": (math.asinh, _fdomain(-1e30, 1e30)),
    "acosh": (math.acosh, lambda x: x >= 1),
    "atanh": (math.atanh, lambda x: -1 < x < 1),
    "powf": (math.pow, lambda x, y: x > 0 and -60 <= y <= 60),
    "atan2": (math.atan2, lambda x, y: x != 0 or y != 0),
}


def frac_to_float(q, t):
    """The rational q correctly rounded (to nearest, ties to even) to type t;
    Unsafe if it is not a normal, moderate value (or zero)."""
    if q == 0:
        return 0.0
    neg = q < 0
    a = -q if neg else q
    p = 24 if t == "f32" else 53
    # a = m * 2^e with 2^(p-1) <= m < 2^p, m rounded.
    e = a.numerator.bit_length() - a.denominator.bit_length() - p
    while True:
        s = a / (Fraction(2) ** e)
        if s >= (1 << p):
            e += 1
        elif s < (1 << (p - 1)):
            e -= 1
        else:
            break
    m = s.numerator // s.denominator
    r = s - m
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and (m & 1)):
        m += 1
    x = math.ldexp(float(m), e)  # exact: m has at most p+1 bits
    if x != 0 and abs(x) < (1.2e-38 if t == "f32" else 2.3e-308):
        raise Unsafe()  # subnormal
    if abs(x) > FLOAT_LIMIT:
        raise Unsafe()
    return -x if neg else x


def signed_zero(x, like):
    """x, but a zero result takes the sign of like (rounding functions)."""
    return math.copysign(0.0, like) if x == 0 else x


def math_flt_unary(op, t):
    def f(x):
        if op == "absf":
            return abs(x)
        if op == "sqrt":
            if x < 0:
                raise Unsafe()  # NaN (sqrt(-0) = -0 is fine)
            return fround(math.sqrt(x), t)
        if op == "floor":
            return signed_zero(float(math.floor(x)), x)
        if op == "ceil":
            return signed_zero(float(math.ceil(x)), x)
        if op == "trunc":
            return signed_zero(float(math.trunc(x)), x)
        if op == "round":  # half away from zero
            n = math.trunc(x)
            if abs(x - n) >= 0.5:
                n += 1 if x > 0 else -1
            return signed_zero(float(n), x)
        if op == "roundeven":
            return signed_zero(float(round(x)), x)
        raise AssertionError(op)
    return f


def math_fma(t):
    def f(a, b, c):
        q = Fraction(a) * Fraction(b) + Fraction(c)
        if q == 0:
            # Exact zero: -0 only when a*b and c are both -0.
            pneg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
            if a * b == 0 and c == 0 and pneg and math.copysign(1, c) < 0:
                return -0.0
            return 0.0
        return frac_to_float(q, t)
    return f


def math_fpowi(t, w):
    def f(x, nb):
        n = sx(nb, w)
        if n == 0:
            return 1.0
        if x == 0:
            if n < 0:
                raise Unsafe()  # infinite
            return math.copysign(0.0, x) if n & 1 else 0.0
        if abs(n) > 64:
            raise Unsafe()
        q = Fraction(x) ** abs(n)
        if n < 0:
            # 1 / x^|n|: exact only when x is a power of two.
            m = abs(Fraction(x))
            if m.numerator & (m.numerator - 1) or m.denominator & (m.denominator - 1):
                raise Unsafe()
            q = 1 / q
        r = frac_to_float(q, t)
        if Fraction(r) != q:
            raise Unsafe()  # inexact: the order of multiplications would matter
        return r
    return f


def math_int_unary(op, w):
    def f(x):
        if op == "absi":
            return norm(abs(sx(x, w)), w)
        if op == "ctlz":
            return w - x.bit_length()
        if op == "cttz":
            return w if x == 0 else (x & -x).bit_length() - 1
        if op == "ctpop":
            return bin(x).count("1")
        raise AssertionError(op)
    return f


def math_ipowi(w):
    def f(b, eb):
        e, sb = sx(eb, w), sx(b, w)
        if e == 0:
            return 1
        if e < 0:  # as convert-math-to-funcs's implementation
            if sb == 0:
                raise Unsafe()  # division by zero
            if sb == 1:
                return 1
            if sb == -1:
                return norm(-1 if e & 1 else 1, w)
            return 0
        return pow(b, e, 1 << w)
    return f


# ------------------------------------------------------------ values
class Val:
    __slots__ = ("name", "ty", "vals", "const")

    def __init__(self, name, ty, vals, const=False):
        self.name, self.ty, self.vals, self.const = name, ty, vals, const


def const_text(v, t):
    if t == "i1":
        return "true" if v else "false"
    if is_int(t):
        return "%d : %s" % (sx(v, WIDTH[t]), t)
    return "%.17e : %s" % (v, t)


class Fn:
    """One function being generated; nctx calls of it are tracked."""

    def __init__(self, g, name, nctx):
        self.g, self.rng, self.name, self.nctx = g, g.rng, name, nctx
        self.lines = []
        self.pool = []        # values visible at the current point
        self.nval = 0
        self.nblock = 0
        self.trace = None     # while in a loop: ops to replay per iteration
        self.nmarker = 0
        self.phis = set()     # names of block arguments (printed more often)

    # -- emission
    def emit(self, text):
        self.lines.append("    " + text)

    def fresh(self):
        self.nval += 1
        return "%%v%d" % self.nval

    def block(self):
        self.nblock += 1
        return "^bb%d" % self.nblock

    def label(self, name, args):
        if args:
            self.lines.append("  %s(%s):" % (name, ", ".join(
                "%s: %s" % (a.name, a.ty) for a in args)))
        else:
            self.lines.append("  %s:" % name)

    def value(self, ty, fn, operands, rhs, add=True, const=False):
        """Evaluates fn on every context (Unsafe propagates before anything
        is emitted), then emits `%name = rhs` and records the op."""
        vals = [fn(*[o.vals[c] for o in operands]) for c in range(self.nctx)]
        v = Val(self.fresh(), ty, vals, const)
        self.emit("%s = %s" % (v.name, rhs))
        if self.trace is not None:
            self.trace.append((v, fn, operands))
        if add:
            self.pool.append(v)
        return v

    def const(self, ty, x, add=True):
        return self.value(ty, lambda: x, [], "arith.constant %s" % const_text(x, ty),
                          add=add, const=True)

    # -- random values and picks
    def rand_int(self, t):
        w = WIDTH[t]
        r = self.rng.random()
        if w == 1:
            return self.rng.randint(0, 1)
        if r < 0.45:
            v = self.rng.choice([0, 1, -1, 2, 3, 5, 7, 8, -2, 16, 100, -100])
        elif r < 0.55:
            v = self.rng.choice([-(1 << (w - 1)), (1 << (w - 1)) - 1, (1 << (w - 2))])
        elif r < 0.85:
            v = self.rng.randint(-300, 300)
        else:
            v = self.rng.randint(-(1 << (w - 1)), (1 << (w - 1)) - 1)
        return norm(v, w)

    def rand_float(self, t):
        r = self.rng.random()
        if r < 0.45:
            x = self.rng.choice([0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.0, -2.5,
                                 10.0, 0.1, 1e10, 1e-5, 255.0, 65536.0])
        elif r < 0.8:
            x = round(self.rng.uniform(-1000, 1000), self.rng.randint(0, 3))
        else:
            x = self.rng.uniform(-1e6, 1e6)
        return r32(x) if t == "f32" else x

    def rand_value(self, t):
        return self.rand_int(t) if is_int(t) else self.rand_float(t)

    def new_const(self, t, x=None):
        return self.const(t, self.rand_value(t) if x is None else x)

    def of_type(self, t):
        return [v for v in self.pool if v.ty == t]

    def pick(self, t, pconst=0.15, live=False):
        c = self.of_type(t)
        if live:
            nc = [v for v in c if not v.const]
            if nc and self.rng.random() < 0.8:
                return self.rng.choice(nc[-12:] if self.rng.random() < 0.6 else nc)
        if not c or self.rng.random() < pconst:
            return self.new_const(t)
        if self.rng.random() < 0.6:
            return self.rng.choice(c[-10:])
        return self.rng.choice(c)

    def pick_plain(self, t):
        """A value of type t that is not a result `%r#N` of a multi-result op:
        mlir-opt-19 cannot parse those among cf.switch operands (though it
        prints them there)."""
        c = [v for v in self.of_type(t) if "#" not in v.name]
        if not c or self.rng.random() < 0.15:
            return self.new_const(t)
        return self.rng.choice(c)

    def pick_type(self, kinds=None):
        kinds = kinds or (INT_TYPES + FLOAT_TYPES)
        have = [v.ty for v in self.pool if v.ty in kinds]
        if have and self.rng.random() < 0.8:
            return self.rng.choice(have)
        return self.rng.choice(kinds)

    # -- single ops
    def binop(self, op, a, b, flags=""):
        t = a.ty
        if is_int(t):
            w = WIDTH[t]
            f = int_bin(op, w)
            if flags:
                chk = overflow_ok(op, w, flags)

                def g(x, y, f=f, chk=chk):
                    chk(x, y)
                    return f(x, y)
                fn = g
                suffix = " overflow<%s>" % flags
            else:
                fn, suffix = f, ""
        else:
            fn, suffix = flt_bin(op, t), ""
            if self.rng.random() < 0.05:
                suffix = " fastmath<contract>"
        return self.value(t, fn, [a, b], "arith.%s %s, %s%s : %s" % (
            op, a.name, b.name, suffix, t))

    def cmpi(self, pred, a, b):
        return self.value("i1", cmpi_fn(pred, WIDTH[a.ty]), [a, b],
                          "arith.cmpi %s, %s, %s : %s" % (pred, a.name, b.name, a.ty))

    def cmpf(self, pred, a, b):
        return self.value("i1", cmpf_fn(pred), [a, b],
                          "arith.cmpf %s, %s, %s : %s" % (pred, a.name, b.name, a.ty))

    def select(self, c, a, b):
        return self.value(a.ty, lambda k, x, y: x if k else y, [c, a, b],
                          "arith.select %s, %s, %s : %s" % (c.name, a.name, b.name, a.ty))

    def negf(self, a):
        return self.value(a.ty, lambda x: -x, [a], "arith.negf %s : %s" % (a.name, a.ty))

    def cast(self, op, a, t):
        s = a.ty
        if op in ("extsi", "trunci", "index_cast"):
            ws, wd = WIDTH[s], WIDTH[t]
            fn = (lambda x: norm(sx(x, ws), wd))
        elif op in ("extui", "index_castui"):
            wd = WIDTH[t]
            fn = (lambda x: norm(x, wd))
        elif op == "extf":
            fn = (lambda x: x)
        elif op == "truncf":
            fn = (lambda x: fround(x, "f32"))
        elif op == "sitofp":
            ws = WIDTH[s]
            fn = (lambda x: int_to_float(sx(x, ws), t))
        elif op == "uitofp":
            fn = (lambda x: int_to_float(x, t))
        elif op in ("fptosi", "fptoui"):
            wd = WIDTH[t]

            def fn(x, op=op, wd=wd):
                n = math.trunc(x)
                if op == "fptosi":
                    if not -(1 << (wd - 1)) <= n < (1 << (wd - 1)):
                        raise Unsafe()
                elif x < 0 or n >= (1 << wd):
                    raise Unsafe()
                return norm(n, wd)
        elif op == "bitcast":
            if is_float(s):
                fn = (lambda x: fbits(x, s))
            else:
                fn = (lambda x: bits_to_float(x, t))
        else:
            raise AssertionError(op)
        return self.value(t, fn, [a], "arith.%s %s : %s to %s" % (op, a.name, s, t))

    # Casts from type s: [(op, dest type)].
    def casts_from(self, s):
        out = []
        if is_int(s) and s != "index":
            w = WIDTH[s]
            for t in INT_TYPES:
                if t == "index":
                    if s != "i1" or self.rng.random() < 0.2:
                        out += [("index_cast", t), ("index_castui", t)]
                elif WIDTH[t] > w:
                    out += [("extsi", t), ("extui", t)]
                elif WIDTH[t] < w:
                    out.append(("trunci", t))
            out += [("sitofp", "f32"), ("sitofp", "f64"), ("uitofp", "f32"), ("uitofp", "f64")]
            if s == "i32":
                out.append(("bitcast", "f32"))
            if s == "i64":
                out.append(("bitcast", "f64"))
        elif s == "index":
            for t in ("i8", "i16", "i32", "i64", "i1"):
                out += [("index_cast", t), ("index_castui", t)]
        else:
            for t in ("i8", "i16", "i32", "i64"):
                out += [("fptosi", t), ("fptoui", t)]
            out.append(("extf", "f64") if s == "f32" else ("truncf", "f32"))
            out.append(("bitcast", "i32" if s == "f32" else "i64"))
        return out

    # -- generators of little patterns
    def g_int_binop(self):
        t = self.pick_type(INT_TYPES)
        op = self.rng.choice(INT_BIN)
        a = self.pick(t, live=True)
        b = self.pick(t, pconst=0.4)
        if self.rng.random() < 0.5:
            a, b = b, a
        flags = ""
        if op in ("addi", "subi", "muli") and self.rng.random() < 0.2:
            flags = self.rng.choice(["nsw", "nuw", "nsw, nuw"])
        return self.binop(op, a, b, flags)

    def g_div(self):
        t = self.pick_type([x for x in INT_TYPES if x != "i1"])
        op = self.rng.choice(INT_DIV)
        a = self.pick(t, live=True)
        if self.rng.random() < 0.8:
            d = self.rng.choice([1, 2, 3, 5, 7, 10, -2, -3, -7, 16, -1, 255, 1000])
            b = self.new_const(t, norm(d, WIDTH[t]))
        else:
            b = self.pick(t)  # a live divisor, when tracked nonzero
        return self.binop(op, a, b)

    def g_shift(self):
        t = self.pick_type([x for x in INT_TYPES if x != "i1"])
        op = self.rng.choice(INT_SHIFT)
        a = self.pick(t, live=True)
        w = WIDTH[t]
        if self.rng.random() < 0.85:
            b = self.new_const(t, self.rng.choice([0, 1, 2, 3, w // 2, w - 1, self.rng.randint(0, w - 1)]))
        else:
            b = self.pick(t)
        flags = ""
        if op == "shli" and self.rng.random() < 0.15:
            flags = self.rng.choice(["nsw", "nuw"])
        return self.binop(op, a, b, flags)

    def g_identity(self):
        t = self.pick_type(INT_TYPES)
        w = WIDTH[t]
        x = self.pick(t, live=True)
        k = self.rng.randrange(22)
        C = lambda v: self.new_const(t, norm(v, w))  # noqa: E731
        if k == 0:
            return self.binop("addi", x, C(0))
        if k == 1:
            return self.binop("addi", C(0), x)
        if k == 2:
            return self.binop("subi", x, C(0))
        if k == 3:
            return self.binop("subi", x, x)
        if k == 4:
            return self.binop("muli", x, C(1))
        if k == 5:
            return self.binop("muli", C(0), x)
        if k == 6:
            return self.binop(self.rng.choice(["andi", "ori", "maxsi", "minui", "maxui", "minsi"]), x, x)
        if k == 7:
            return self.binop("xori", x, x)
        if k == 8:
            return self.binop(self.rng.choice(["andi", "ori"]), x, C(-1))
        if k == 9:
            return self.binop(self.rng.choice(["andi", "ori", "xori"]), C(0), x)
        if k == 10 and t != "i1":
            return self.binop(self.rng.choice(["divsi", "divui", "ceildivsi", "floordivsi", "ceildivui"]), x, C(1))
        if k == 11 and t != "i1":
            return self.binop(self.rng.choice(["remsi", "remui"]), x, C(1))
        if k == 12 and t != "i1":
            return self.binop(self.rng.choice(INT_SHIFT), x, C(0))
        if k == 13:
            c0, c1 = self.rand_int(t), self.rand_int(t)
            y = self.binop("addi", x, C(c0))
            return self.binop("addi", y, C(c1))
        if k == 14:
            c0 = self.rand_int(t)
            y = self.binop("addi", x, C(c0))
            return self.binop("subi", y, C(c0))
        if k == 15:
            y = self.pick(t, live=True)
            z = self.binop("subi", x, y)
            return self.binop("addi", z, y)
        if k == 16:
            y = self.pick(t)
            z = self.binop("xori", x, y)
            return self.binop("xori", z, y)
        if k == 17:
            c0, c1 = self.rand_int(t), self.rand_int(t)
            y = self.binop("muli", x, C(c0))
            return self.binop("muli", y, C(c1))
        if k == 18:
            return self.cmpi(self.rng.choice(CMPI), x, x)
        if k == 19:
            y = self.binop("subi", C(0), x)
            return self.binop("subi", C(0), y)
        if k == 20:
            y = self.binop("andi", x, self.pick(t))
            return self.binop(self.rng.choice(["andi", "ori"]), x, y)
        c0 = self.rand_int(t)
        y = self.binop("subi", C(c0), x)
        return self.binop("subi", C(self.rand_int(t)), y)

    def g_bool_identity(self):
        c = self.pick("i1", live=True)
        k = self.rng.randrange(7)
        T, F = self.new_const("i1", 1), self.new_const("i1", 0)
        if k == 0:
            return self.select(c, T, F)
        if k == 1:
            return self.select(c, F, T)
        if k == 2:
            return self.binop("xori", c, T)
        if k == 3:
            t = self.pick_type()
            x = self.pick(t, live=True)
            return self.select(c, x, x)
        if k == 4:
            t = self.pick_type()
            x, y = self.pick(t), self.pick(t)
            return self.select(self.rng.choice([T, F]), x, y)
        if k == 5:
            t = self.pick_type(INT_TYPES[1:5])
            x, y = self.pick(t, live=True), self.pick(t)
            p = self.rng.choice(CMPI)
            q = self.cmpi(p, x, y)
            return self.binop("xori", q, T)
        t = self.pick_type()
        x, y, z = self.pick(t), self.pick(t), self.pick(t)
        s = self.select(c, x, y)
        return self.select(c, s, z)

    def g_cmp(self):
        t = self.pick_type()
        a = self.pick(t, live=True)
        b = self.pick(t, pconst=0.4)
        if is_int(t):
            return self.cmpi(self.rng.choice(CMPI), a, b)
        return self.cmpf(self.rng.choice(CMPF), a, b)

    def g_select(self):
        t = self.pick_type()
        c = self.pick("i1", pconst=0.1)
        return self.select(c, self.pick(t, live=True), self.pick(t))

    def g_const_fold(self):
        # Ops on constants only.
        t = self.pick_type()
        if is_int(t):
            if t == "i1":
                op = self.rng.choice(INT_BIN)
            else:
                op = self.rng.choice(INT_BIN + INT_DIV + INT_SHIFT)
            a = self.new_const(t)
            if op in INT_SHIFT:
                b = self.new_const(t, self.rng.randrange(WIDTH[t]))
            elif op in INT_DIV:
                b = self.new_const(t, norm(self.rng.choice([1, 2, 3, -3, 7, 100, -1]), WIDTH[t]))
            else:
                b = self.new_const(t)
            return self.binop(op, a, b)
        if self.rng.random() < 0.2:
            return self.negf(self.new_const(t))
        return self.binop(self.rng.choice(FLT_BIN), self.new_const(t), self.new_const(t))

    def g_float(self):
        t = self.pick_type(FLOAT_TYPES)
        a = self.pick(t, live=True)
        k = self.rng.randrange(12)
        if k < 6:
            return self.binop(self.rng.choice(FLT_BIN), a, self.pick(t, pconst=0.4))
        if k == 6:
            return self.negf(a)
        if k == 7:
            return self.negf(self.negf(a))
        if k == 8:
            return self.binop("mulf", a, self.new_const(t, 1.0))
        if k == 9:
            return self.binop(self.rng.choice(["addf", "subf"]), a,
                              self.new_const(t, self.rng.choice([0.0, -0.0])))
        if k == 10:
            return self.binop("divf", a, self.new_const(t, self.rng.choice([1.0, 2.0, -1.0, 4.0])))
        return self.binop(self.rng.choice(["maximumf", "minimumf", "maxnumf", "minnumf"]), a, a)

    def g_cast(self):
        t = self.pick_type()
        a = self.pick(t, live=True)
        r = self.rng.random()
        if r < 0.25 and is_int(t) and t not in ("index", "i64"):
            # round trips that fold
            w = [u for u in ("i8", "i16", "i32", "i64") if WIDTH[u] > WIDTH[t]]
            u = self.rng.choice(w)
            e = self.cast(self.rng.choice(["extsi", "extui"]), a, u)
            if self.rng.random() < 0.5:
                return self.cast("trunci", e, t)
            u2 = [v for v in ("i16", "i32", "i64") if WIDTH[v] > WIDTH[u]]
            if u2:
                return self.cast(self.rng.choice(["extsi", "extui"]), e, self.rng.choice(u2))
            return self.cast("index_cast", e, "index")
        if r < 0.35 and t == "index":
            e = self.cast(self.rng.choice(["index_cast", "index_castui"]), a, "i64")
            return self.cast(self.rng.choice(["index_cast", "index_castui"]), e, "index")
        if r < 0.45 and t in ("f32", "f64"):
            if t == "f32":
                return self.cast("truncf", self.cast("extf", a, "f64"), "f32")
            i = self.cast("bitcast", a, "i64")
            return self.cast("bitcast", i, "f64")
        op, u = self.rng.choice(self.casts_from(t))
        return self.cast(op, a, u)


    # -- --math: math-dialect ops and extended-result arith ops
    def on(self, *ops):
        return [o for o in ops if o in self.g.math]

    def pick_where(self, t, ok, make):
        """A value of type t whose tracked values all satisfy ok, or a new
        constant make() (which must)."""
        c = [v for v in self.of_type(t) if all(ok(x) for x in v.vals)]
        if c and self.rng.random() < 0.8:
            nc = [v for v in c if not v.const]
            return self.rng.choice(nc if nc and self.rng.random() < 0.8 else c)
        x = make()
        if t == "f32":
            x = r32(x)
        if not ok(x):
            raise Unsafe()
        return self.new_const(t, x)

    def g_math(self):
        kinds = []
        if self.on(*MATH_FLT_EXACT):
            kinds += [self.g_math_flt] * 4
        if self.on("copysign", "fma"):
            kinds += [self.g_math_flt2] * 2
        if self.on("fpowi"):
            kinds.append(self.g_math_fpowi)
        if self.on(*MATH_INT_UNARY):
            kinds += [self.g_math_int] * 3
        if self.on("ipowi"):
            kinds.append(self.g_math_ipowi)
        if self.on(*(MATH_TRANS1 + MATH_TRANS2)):
            kinds += [self.g_math_trans] * 4
        if self.on(*ARITH_EXT):
            kinds += [self.g_arith_ext] * 2
        return self.rng.choice(kinds)()

    def unary(self, op, a, fn, t=None):
        return self.value(t or a.ty, fn, [a], "math.%s %s : %s" % (op, a.name, a.ty))

    def g_math_flt(self):
        t = self.pick_type(FLOAT_TYPES)
        op = self.rng.choice(self.on(*MATH_FLT_EXACT))
        if op == "sqrt":
            a = self.pick_where(t, lambda x: x >= 0, lambda: abs(self.rand_float(t)))
        else:
            a = self.pick(t, live=True)
        return self.unary(op, a, math_flt_unary(op, t))

    def g_math_flt2(self):
        t = self.pick_type(FLOAT_TYPES)
        op = self.rng.choice(self.on("copysign", "fma"))
        a = self.pick(t, live=True)
        b = self.pick(t, pconst=0.4)
        if self.rng.random() < 0.3:
            a, b = b, a
        if op == "copysign":
            return self.value(t, math.copysign, [a, b],
                              "math.copysign %s, %s : %s" % (a.name, b.name, t))
        c = self.pick(t, pconst=0.3)
        return self.value(t, math_fma(t), [a, b, c],
                          "math.fma %s, %s, %s : %s" % (a.name, b.name, c.name, t))

    def g_math_fpowi(self):
        t = self.pick_type(FLOAT_TYPES)
        r = self.rng.random()
        if r < 0.5:
            a = self.new_const(t, r32(self.rng.choice([2.0, -2.0, 0.5, -1.5, 3.0, 0.25, 1.0, -1.0, 0.0, -0.0, 10.0, 1.125])))
        else:
            a = self.pick(t, live=True)
        if self.rng.random() < 0.7:
            n = self.new_const("i32", norm(self.rng.choice([0, 1, 2, 3, 4, 5, 7, -1, -2, -3]), 32))
        else:
            n = self.pick_where("i32", lambda x: -4 <= sx(x, 32) <= 8,
                                lambda: norm(self.rng.randint(-2, 6), 32))
        return self.value(t, math_fpowi(t, 32), [a, n],
                          "math.fpowi %s, %s : %s, i32" % (a.name, n.name, t))

    def g_math_int(self):
        t = self.pick_type(["i1", "i8", "i16", "i32", "i64"])
        op = self.rng.choice(self.on(*MATH_INT_UNARY))
        a = self.pick(t, live=True)
        return self.unary(op, a, math_int_unary(op, WIDTH[t]))

    def g_math_ipowi(self):
        t = self.pick_type(["i8", "i16", "i32", "i64"])
        w = WIDTH[t]
        if self.rng.random() < 0.5:
            b = self.pick(t, live=True)
        else:
            b = self.new_const(t, norm(self.rng.choice([2, 3, -2, -1, 1, 0, 7, 10, -3]), w))
        if self.rng.random() < 0.75:
            e = self.new_const(t, norm(self.rng.choice([0, 1, 2, 3, 4, 5, 8, 13, -1, -2]), w))
        else:
            e = self.pick(t)
        return self.value(t, math_ipowi(w), [b, e],
                          "math.ipowi %s, %s : %s" % (b.name, e.name, t))

    def g_math_trans(self):
        """y = math.OP(x) is not correctly rounded (libm), so two correct
        compilers may legitimately print different bits for it, e.g. when one
        folds it at compile time with other arithmetic. So y is only used
        quantized: z = y * 2^k (exact), then floor(z) or fptosi(z), and only
        when z is far from an integer for every tracked call: these print the
        same whatever libm's last bits are."""
        t = self.pick_type(FLOAT_TYPES)
        op = self.rng.choice(self.on(*(MATH_TRANS1 + MATH_TRANS2)))
        pyf, dom = TRANS_FN[op]
        if op in MATH_TRANS2:
            a = self.pick_where(t, lambda x: dom(x, 1.5), lambda: self.rng.uniform(0.1, 50))
            b = self.pick_where(t, lambda y: all(dom(x, y) for x in a.vals),
                                lambda: self.rng.uniform(-4, 4))
            args, text = [a, b], "math.%s %s, %s : %s" % (op, a.name, b.name, t)
        else:
            a = self.pick_where(t, dom, lambda: self.rng.uniform(-3, 3) if op not in (
                "log", "log2", "log10", "rsqrt", "acosh") else self.rng.uniform(1, 100))
            args, text = [a], "math.%s %s : %s" % (op, a.name, t)
        ys = []
        for c in range(self.nctx):
            try:
                y = pyf(*[x.vals[c] for x in args])
            except (ValueError, OverflowError, ZeroDivisionError):
                raise Unsafe()
            if isinstance(y, complex) or math.isnan(y) or math.isinf(y) or abs(y) > 1e15:
                raise Unsafe()
            ys.append(y)
        k = self.rng.choice([0, 2, 4, 8, 12, 16])
        while k > 0 and max(abs(y) for y in ys) * 2.0 ** k >= 2.0 ** 20:
            k -= 1
        zs = [y * 2.0 ** k for y in ys]
        for z in zs:
            d = z - math.floor(z)
            margin = abs(z) * 2.0 ** -18 + 1e-3
            if abs(z) >= 2.0 ** 20 or not (margin < d < 1 - margin):
                raise Unsafe()
        # Emission (nothing above emitted anything but constants).
        y = self.value(t, lambda *xs: None, args, text, add=False)
        z = self.value(t, lambda *xs: None, [y], "arith.mulf %s, %s : %s" % (
            y.name, self.const(t, 2.0 ** k, add=False).name, t), add=False)
        return self.quantized(t, self.rng.choice(["floor", "fptosi"]), args, pyf, k, z)

    def quantized(self, t, how, args, pyf, k, z):
        """The exact value of floor/fptosi(pyf(args) * 2^k), recomputed from
        the arguments (so loops replay it)."""
        def q(*xs):
            try:
                y = pyf(*xs)
            except (ValueError, OverflowError, ZeroDivisionError):
                raise Unsafe()
            if isinstance(y, complex) or math.isnan(y) or math.isinf(y) or abs(y) > 1e15:
                raise Unsafe()
            y *= 2.0 ** k
            d = y - math.floor(y)
            margin = abs(y) * 2.0 ** -18 + 1e-3
            if not (margin < d < 1 - margin) or abs(y) >= 2.0 ** 20:
                raise Unsafe()
            return signed_zero(float(math.floor(y)), y) if how == "floor" else norm(math.trunc(y), 32)
        if how == "floor":
            return self.value(t, q, args, "math.floor %s : %s" % (z.name, t))
        return self.value("i32", q, args, "arith.fptosi %s : %s to i32" % (z.name, t))

    def g_arith_ext(self):
        t = self.pick_type(["i8", "i16", "i32", "i64"])
        w = WIDTH[t]
        op = self.rng.choice(self.on(*ARITH_EXT))
        a = self.pick(t, live=True)
        b = self.pick(t, pconst=0.4)
        if op == "addui_extended":
            f0 = lambda x, y: norm(x + y, w)  # noqa: E731
            f1 = lambda x, y: int(x + y >= (1 << w))  # noqa: E731
            tys, text = (t, "i1"), "arith.addui_extended %s, %s : %s, i1" % (a.name, b.name, t)
        else:
            if op == "mulsi_extended":
                p = lambda x, y: sx(x, w) * sx(y, w)  # noqa: E731
            else:
                p = lambda x, y: x * y  # noqa: E731
            f0 = lambda x, y: norm(p(x, y), w)  # noqa: E731
            f1 = lambda x, y: norm(p(x, y) >> w, w)  # noqa: E731
            tys, text = (t, t), "arith.%s %s, %s : %s" % (op, a.name, b.name, t)
        vs = []
        for ty, fn in zip(tys, (f0, f1)):
            vs.append((ty, fn, [fn(a.vals[c], b.vals[c]) for c in range(self.nctx)]))
        base = self.fresh()
        self.emit("%s:2 = %s" % (base, text))
        out = []
        for i, (ty, fn, vals) in enumerate(vs):
            v = Val("%s#%d" % (base, i), ty, vals)
            if self.trace is not None:
                self.trace.append((v, fn, [a, b]))
            self.pool.append(v)
            out.append(v)
        return out[0]

    def simple(self, in_loop=False):
        gens = [(self.g_int_binop, 20), (self.g_div, 8), (self.g_shift, 6),
                (self.g_identity, 18), (self.g_bool_identity, 6), (self.g_cmp, 8),
                (self.g_select, 5), (self.g_const_fold, 10), (self.g_float, 10),
                (self.g_cast, 12)]
        if self.g.math:
            gens.append((self.g_math, 16))
        total = sum(w for _, w in gens)
        for _ in range(20):
            r = self.rng.uniform(0, total)
            for g, w in gens:
                r -= w
                if r <= 0:
                    break
            try:
                g()
                return
            except Unsafe:
                continue

    # -- control flow
    def phi_args(self, name_ty):
        vs = [Val(self.fresh(), t, [None] * self.nctx) for t in name_ty]
        self.phis.update(v.name for v in vs)
        return vs

    def record_phi(self, arg, fn, operands):
        arg.vals = [fn(*[o.vals[c] for o in operands]) for c in range(self.nctx)]
        if self.trace is not None:
            self.trace.append((arg, fn, operands))

    def pick_cond(self):
        r = self.rng.random()
        if r < 0.15:
            return self.new_const("i1")
        if r < 0.25:
            x = self.pick(self.pick_type(INT_TYPES), live=True)
            return self.cmpi(self.rng.choice(["eq", "sle", "uge", "ne"]), x, x)
        if r < 0.45:
            c = self.of_type("i1")
            if c:
                return self.rng.choice(c)
        for _ in range(5):
            try:
                return self.g_cmp()
            except Unsafe:
                pass
        return self.new_const("i1")

    def body(self, budget, depth, in_loop):
        while budget > 0:
            r = self.rng.random()
            if depth < 2 and r < 0.08:
                self.diamond(depth, in_loop)
                budget -= 4
            elif depth < 1 and r < 0.11:
                self.switch(depth, in_loop)
                budget -= 4
            elif depth == 0 and not in_loop and r < 0.15:
                self.loop()
                budget -= 5
            else:
                self.simple(in_loop)
                budget -= 1

    def marker(self):
        self.nmarker += 1
        m = self.g.marker()
        v = self.fresh()
        self.emit("%s = arith.constant %d : i64" % (v, m))
        self.emit("func.call @printI64(%s) : (i64) -> ()" % v)
        self.emit("func.call @printNewline() : () -> ()")

    def branch_to(self, dest, vals):
        if vals:
            return "%s(%s : %s)" % (dest, ", ".join(v.name for v in vals),
                                    ", ".join(v.ty for v in vals))
        return dest

    def merge_types(self):
        n = self.rng.choice([0, 1, 1, 2, 2, 3])
        return [self.pick_type() for _ in range(n)]

    def diamond(self, depth, in_loop):
        cond = self.pick_cond()
        mtys = self.merge_types()
        top = len(self.pool)
        bt, bf, bm = self.block(), self.block(), self.block()
        # Arguments of the branch blocks, sometimes.
        targs = [self.pick(self.pick_type(), live=True) for _ in range(self.rng.choice([0, 0, 1, 2]))]
        # Now and then the false edge goes straight to the merge block.
        direct = self.rng.random() < 0.2
        if direct:
            fvals = [self.pick(t, live=True) for t in mtys]
        else:
            fvals = []
        self.emit("// diamond")
        self.emit("cf.cond_br %s, %s, %s" % (cond.name, self.branch_to(bt, targs),
                                            self.branch_to(bm if direct else bf, fvals)))
        yielded = []
        sides = [(bt, targs)] + ([] if direct else [(bf, [])])
        for b, args in sides:
            del self.pool[top:]
            bargs = self.phi_args([a.ty for a in args])
            self.label(b, bargs)
            for ba, a in zip(bargs, args):
                self.record_phi(ba, lambda x: x, [a])
                self.pool.append(ba)
            if self.rng.random() < 0.25:
                self.marker()  # a print that happens only on the side taken
            self.body(self.rng.randint(0, 4), depth + 1, in_loop)
            vs = [self.pick(t, live=True) for t in mtys]
            # Same value on both sides, now and then.
            if yielded and self.rng.random() < 0.2:
                vs = [y if y in self.pool[:top] else v for y, v in zip(yielded[0], vs)]
            self.emit("cf.br %s" % self.branch_to(bm, vs))
            yielded.append(vs)
        if direct:
            yielded.append(fvals)
        del self.pool[top:]
        margs = self.phi_args(mtys)
        self.label(bm, margs)
        for i, ma in enumerate(margs):
            self.record_phi(ma, lambda c, x, y: x if c else y, [cond, yielded[0][i], yielded[1][i]])
            self.pool.append(ma)

    def switch(self, depth, in_loop):
        t = self.rng.choice(["i8", "i16", "i32", "i64"])
        w = WIDTH[t]
        r = self.rng.random()
        if r < 0.25:
            flag = self.new_const(t, norm(self.rng.randint(-1, 4), w))
        else:
            x = self.pick(t, live=True)
            try:
                flag = self.binop("remui", x, self.new_const(t, self.rng.choice([3, 4, 5])))
            except Unsafe:
                flag = self.new_const(t, 1)
        mtys = self.merge_types()
        top = len(self.pool)
        ncase = self.rng.randint(1, 3)
        cases = self.rng.sample(range(-1, 5), ncase)
        bm = self.block()
        dests = []  # (case value or None, block, direct values or None)
        for cv in [None] + cases:
            if self.rng.random() < 0.2:
                dests.append((cv, bm, [self.pick_plain(u) for u in mtys]))
            else:
                dests.append((cv, self.block(), None))
        parts = []
        for cv, b, vs in dests:
            lab = "default" if cv is None else str(cv)
            parts.append("      %s: %s" % (lab, self.branch_to(b, vs or [])))
        self.emit("// switch")
        self.emit("cf.switch %s : %s, [\n%s\n    ]" % (flag.name, t, ",\n".join(parts)))
        yielded = []
        for cv, b, vs in dests:
            if vs is not None:
                yielded.append(vs)
                continue
            del self.pool[top:]
            self.label(b, [])
            self.body(self.rng.randint(0, 3), depth + 1, in_loop)
            vs = [self.pick(u, live=True) for u in mtys]
            self.emit("cf.br %s" % self.branch_to(bm, vs))
            yielded.append(vs)
        del self.pool[top:]
        margs = self.phi_args(mtys)
        self.label(bm, margs)
        keys = [None if cv is None else norm(cv, w) for cv, _, _ in dests]

        def sel(f, *xs):
            for k, x in zip(keys[1:], xs[1:]):
                if f == k:
                    return x
            return xs[0]
        for i, ma in enumerate(margs):
            self.record_phi(ma, sel, [flag] + [ys[i] for ys in yielded])
            self.pool.append(ma)

    def loop(self):
        saved = (len(self.lines), len(self.pool), self.nblock, self.nmarker, self.g.nmarker)
        try:
            self.loop_try()
        except Unsafe:
            del self.lines[saved[0]:]
            del self.pool[saved[1]:]
            self.nblock, self.nmarker, self.g.nmarker = saved[2:]
            self.trace = None

    def loop_try(self):
        it = self.rng.choice(["index", "index", "i32", "i64", "i8"])
        w = WIDTH[it]
        if self.rng.random() < 0.35:
            n = self.new_const(it, self.rng.randint(0, 5))
        else:
            x = self.pick(it, live=True)
            n = self.binop("andi", x, self.new_const(it, self.rng.choice([3, 7])))
        start = self.new_const(it, self.rng.choice([0, 0, 1]))
        step = self.new_const(it, self.rng.choice([1, 1, 2]))
        accs = [self.pick(self.pick_type(INT_TYPES + FLOAT_TYPES[:1] if self.rng.random() < 0.2
                                         else INT_TYPES), live=True)
                for _ in range(self.rng.randint(1, 3))]
        top = len(self.pool)
        hdr, bb, ex = self.block(), self.block(), self.block()
        inits = [start] + accs
        self.emit("// loop")
        self.emit("cf.br %s" % self.branch_to(hdr, inits))
        hargs = self.phi_args([v.ty for v in inits])
        for a, i in zip(hargs, inits):
            a.vals = list(i.vals)
        self.label(hdr, hargs)
        self.pool.extend(hargs)
        hdr_trace = self.trace = []
        pred = self.rng.choice(["slt", "ult", "ne"]) if self.rng.random() < 0.3 else "slt"
        if pred == "ne" and step.vals[0] != 1:
            pred = "slt"
        cond = self.cmpi(pred, hargs[0], n)
        exit_args = self.rng.random() < 0.5
        if exit_args:
            self.emit("cf.cond_br %s, %s, %s" % (cond.name, bb, self.branch_to(ex, hargs[1:])))
        else:
            self.emit("cf.cond_br %s, %s, %s" % (cond.name, bb, ex))
        body_trace = self.trace = []
        body_top = len(self.pool)
        self.label(bb, [])
        self.body(self.rng.randint(2, 7), 1, True)
        nxt = self.binop("addi", hargs[0], step)
        ys = [nxt]
        for a in hargs[1:]:
            c = [v for v in self.pool[body_top:] if v.ty == a.ty]
            ys.append(self.rng.choice(c) if c and self.rng.random() < 0.85 else self.pick(a.ty))
        self.emit("cf.br %s" % self.branch_to(hdr, ys))
        self.trace = None
        # Run the loop in every context.
        for c in range(self.nctx):
            for a, i in zip(hargs, inits):
                a.vals[c] = i.vals[c]
            for _ in range(40):
                for v, fn, ops in hdr_trace:
                    v.vals[c] = fn(*[o.vals[c] for o in ops])
                if not cond.vals[c]:
                    break
                for v, fn, ops in body_trace:
                    v.vals[c] = fn(*[o.vals[c] for o in ops])
                new = [y.vals[c] for y in ys]
                for a, nv in zip(hargs, new):
                    a.vals[c] = nv
            else:
                raise Unsafe()
        del self.pool[top:]
        if exit_args:
            eargs = self.phi_args([a.ty for a in hargs[1:]])
            self.label(ex, eargs)
            for e, a in zip(eargs, hargs[1:]):
                self.record_phi(e, lambda x: x, [a])
                self.pool.append(e)
        else:
            self.label(ex, [])
            self.pool.extend(hargs)
            self.pool.append(cond)

    # -- printing
    def print_val(self, v):
        t, n = v.ty, v.name
        if t == "index":
            p = self.fresh()
            self.emit("%s = arith.index_cast %s : index to i64" % (p, n))
        elif t == "i64":
            p = n
        elif is_int(t):
            p = self.fresh()
            op = "extui" if t == "i1" or self.rng.random() < 0.5 else "extsi"
            self.emit("%s = arith.%s %s : %s to i64" % (p, op, n, t))
        elif is_float(t) and self.g.math and self.rng.random() < 0.25:
            # Through the runner utils' float printers (%g), now and then.
            self.emit("func.call @printF%s(%s) : (%s) -> ()" % (t[1:], n, t))
            self.emit("func.call @printNewline() : () -> ()")
            return
        elif t == "f64":
            p = self.fresh()
            self.emit("%s = arith.bitcast %s : f64 to i64" % (p, n))
        else:
            q, p = self.fresh(), self.fresh()
            self.emit("%s = arith.bitcast %s : f32 to i32" % (q, n))
            self.emit("%s = arith.extui %s : i32 to i64" % (p, q))
        self.emit("func.call @printI64(%s) : (i64) -> ()" % p)
        self.emit("func.call @printNewline() : () -> ()")

    def print_some(self, frac):
        vs = [v for v in self.pool if not v.const]
        for v in vs:
            if self.rng.random() < (0.8 if v.name in self.phis else frac):
                self.print_val(v)
        # and a few constants
        for v in self.pool:
            if v.const and self.rng.random() < 0.05:
                self.print_val(v)


class Gen:
    def __init__(self, seed, math_ops=None):
        self.rng = random.Random(seed)
        self.nmarker = 0
        # --math: the set of math-mode op kinds enabled (None: off).
        self.math = math_ops

    def marker(self):
        self.nmarker += 1
        return 1000000 + self.nmarker

    def kernel(self, name, ncalls):
        rng = self.rng
        f = Fn(self, name, ncalls)
        nargs = rng.randint(1, 5)
        arg_tys = [rng.choice(INT_TYPES + FLOAT_TYPES + ["i32", "i64", "index"]) for _ in range(nargs)]
        args = [Val("%%arg%d" % i, t, [f.rand_value(t) for _ in range(ncalls)])
                for i, t in enumerate(arg_tys)]
        f.pool.extend(args)
        f.body(rng.randint(15, 45), 0, False)
        f.print_some(0.5)
        nres = rng.randint(0, 2)
        res = [f.pick(f.pick_type(), live=True) for _ in range(nres)]
        if res:
            f.emit("return %s : %s" % (", ".join(r.name for r in res), ", ".join(r.ty for r in res)))
        else:
            f.emit("return")
        head = "  func.func @%s(%s)%s {" % (
            name, ", ".join("%s: %s" % (a.name, a.ty) for a in args),
            "" if not res else " -> " + (res[0].ty if len(res) == 1 else
                                          "(%s)" % ", ".join(r.ty for r in res)))
        return head, f.lines, args, res

    def program(self):
        rng = self.rng
        out = ["module {",
               "  func.func private @printI64(i64)",
               "  func.func private @printNewline()"]
        if self.math:
            out += ["  func.func private @printF64(f64)",
                    "  func.func private @printF32(f32)"]
        m = Fn(self, "main", 1)
        kernels = []
        for k in range(rng.randint(1, 2)):
            head, lines, args, res = self.kernel("k%d" % k, 2)
            out.append(head)
            out.extend(lines)
            out.append("  }")
            kernels.append(("k%d" % k, args, res))
        # main: foldable code, then the calls, then a bit more.
        m.body(rng.randint(10, 30), 0, False)
        m.print_some(0.5)
        for name, args, res in kernels:
            for call in range(2):
                ops = [m.const(a.ty, a.vals[call]) for a in args]
                sig = "(%s) -> (%s)" % (", ".join(a.ty for a in args), ", ".join(r.ty for r in res))
                r = m.fresh()
                lhs = ""
                if len(res) == 1:
                    lhs = "%s = " % r
                elif len(res) > 1:
                    lhs = "%s:%d = " % (r, len(res))
                m.emit("%sfunc.call @%s(%s) : %s" % (lhs, name, ", ".join(o.name for o in ops), sig))
                for i, rv in enumerate(res):
                    nm = r if len(res) == 1 else "%s#%d" % (r, i)
                    m.pool.append(Val(nm, rv.ty, [rv.vals[call]]))
                    m.print_val(m.pool[-1])
        m.body(rng.randint(3, 10), 0, False)
        m.print_some(0.3)
        m.emit("return")
        out.append("  func.func @main() {")
        out.extend(m.lines)
        out.append("  }")
        out.append("}")
        return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", default="build/canon")
    ap.add_argument("--math", action="store_true",
                    help="also math-dialect ops, extended-result arith ops and "
                    "printF64/printF32 (tests/diff/run-llvm.sh); other programs "
                    "than without it")
    ap.add_argument("--math-exclude", default="", metavar="OPS",
                    help="with --math: comma-separated op names (ipowi, fpowi, "
                    "tanh, mulsi_extended, ...) or groups (%s) to leave out" %
                    ", ".join(sorted(MATH_GROUPS)))
    a = ap.parse_args()
    math_ops = None
    if a.math:
        math_ops = set(MATH_ALL)
        for x in filter(None, a.math_exclude.split(",")):
            x = x.strip()
            if x.startswith("math.") or x.startswith("arith."):
                x = x.split(".", 1)[1]
            if x in MATH_GROUPS:
                math_ops -= set(MATH_GROUPS[x])
            elif x in MATH_ALL:
                math_ops.discard(x)
            else:
                ap.error("--math-exclude: unknown op or group '%s'" % x)
        if not math_ops:
            ap.error("--math-exclude leaves no math op")
    elif a.math_exclude:
        ap.error("--math-exclude needs --math")
    os.makedirs(a.o, exist_ok=True)
    for i in range(a.n):
        g = Gen("%d/%d" % (a.seed, i), math_ops)
        text = g.program()
        name = os.path.join(a.o, "p%03d.mlir" % i)
        with open(name, "w") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
