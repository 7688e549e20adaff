#!/bin/sh
# Writes the generated malformed-input cases to OUTDIR (too big or too odd to
# commit as files) and a manifest OUTDIR/cases.tsv, one case a line:
#   NAME <TAB> EXPECT <TAB> FLAGS
# EXPECT is what rulir-opt must do with `rulir-opt FLAGS OUTDIR/NAME`:
#   oracle  exit 0 with mlir-opt-19's output where mlir-opt-19 accepts the
#           input; else exit non-zero with a `file:line:col: error:` line
#   reject  exit non-zero with a `file:line:col: error:` line (mlir-opt-19
#           itself crashes on these, so it is not asked)
#   any     either of the two above (no crash, no hang)
# Every case must also finish within 10 s with an exit code below 128 and no
# sanitizer report. usage: gen.sh OUTDIR
set -eu
out=${1:?usage: gen.sh OUTDIR}
mkdir -p "$out"
python3 - "$out" <<'PY'
import os, sys
out = sys.argv[1]
cases = []
def w(name, data, expect, flags="--allow-unregistered-dialect"):
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
    cases.append((name, expect, flags))

# Invalid UTF-8: mlir-opt-19 takes any bytes in strings and comments.
w("utf8-in-string.mlir", b'"k.a"() {s = "bad \xff\xfe utf8 \xc3 and overlong \xc0\x80"} : () -> ()\n', "oracle")
w("utf8-in-comment.mlir", b'// comment \xff\xc0\x80 \xed\xa0\x80\n"k.a"() : () -> ()\n', "oracle")
w("utf8-in-name.mlir", b'"k.\xff"() : () -> ()\n', "oracle")
w("utf8-bare.mlir", b'"k.a"() : () -> () \xe2\x82\xac\n', "oracle")
# Deep nesting: 10,000 levels of regions must be an error, not a stack overflow.
# (mlir-opt-19 overflows its stack and dies with SIGSEGV.)
n = 10000
w("nest-10000-regions.mlir", '"k.n"() ({\n' * n + '}) : () -> ()\n' * n, "reject")
w("nest-10000-regions-unclosed.mlir", '"k.n"() ({\n' * n, "reject")
w("nest-10000-arrays.mlir", '"k.a"() {a = ' + '[' * n + ']' * n + '} : () -> ()\n', "any")
w("nest-10000-tuples.mlir", '"k.a"() : () -> ' + 'tuple<' * n + '>' * n + '\n', "any")
w("nest-10000-parens.mlir", '"k.a"() : () -> ' + '(' * n + '\n', "any")
w("nest-1000-regions.mlir", '"k.n"() ({\n' * 1000 + '}) : () -> ()\n' * 1000, "oracle")
# A 1 MB line and a 1 MB string.
w("line-1mb.mlir", '"k.a"() {' + ', '.join('a%d = %d' % (i, i) for i in range(70000)) + '} : () -> ()\n', "oracle")
w("string-1mb.mlir", '"k.a"() {s = "' + 'x' * (1 << 20) + '"} : () -> ()\n', "oracle")
w("string-1mb-unterminated.mlir", '"k.a"() {s = "' + 'x' * (1 << 20), "oracle")
w("escapes-1mb.mlir", '"k.a"() {s = "' + '\\0A' * (1 << 18) + '"} : () -> ()\n', "oracle")
w("ops-20000.mlir", ''.join('%%v%d = "k.op"() {i = %d : i32} : () -> i32\n' % (i, i) for i in range(20000)), "oracle")
# Empty input, only a comment, only whitespace: an empty module.
w("empty.mlir", "", "oracle")
w("only-comment.mlir", "// nothing but a comment\n", "oracle")
w("only-comment-no-newline.mlir", "// nothing but a comment", "oracle")
w("only-whitespace.mlir", " \n\t\n\r\n", "oracle")
# NUL bytes: mlir-opt-19 skips a NUL between tokens like whitespace, and
# keeps one inside a string.
w("nul-between-ops.mlir", b'"k.a"() : () -> ()\n\x00"k.b"() : () -> ()\n', "oracle")
w("nul-in-string.mlir", b'"k.a"() {s = "a\x00b"} : () -> ()\n', "oracle")
w("nul-only.mlir", b'\x00\x00\x00', "oracle")
w("nul-in-type.mlir", b'"k.a"() : () -> i\x0032\n', "oracle")
w("nul-in-comment.mlir", b'// a \x00 b\n"k.a"() : () -> ()\n', "oracle")
# Odd line endings and control characters.
w("crlf.mlir", '"k.a"() : () -> ()\r\n"k.b"() {s = "x"} : () -> ()\r\n', "oracle")
w("control-chars.mlir", b'"k.a"() : () -> () \x01\n', "oracle")
# Truncation at every other byte of a small program that uses many constructs.
prog = (
    '#map = affine_map<(d0)[s0] -> (d0 + s0)>\n'
    '!t = tensor<?xf32>\n'
    'module @m attributes {k.v = 1 : i32} {\n'
    '  %0:2 = "k.a"() <{p = [1, "s"]}> {d = dense<[1, 2]> : tensor<2xi8>} : () -> (i32, !t)\n'
    '  "k.r"(%0#0) ({\n'
    '  ^bb0(%x: i32):\n'
    '    "k.br"(%x)[^bb1] : (i32) -> ()\n'
    '  ^bb1(%y: i32):  // pred: ^bb0\n'
    '    "k.ret"(%y) {m = #map, s = "a\\"b"} : (i32) -> () loc("f":1:2)\n'
    '  }) : (i32) -> ()\n'
    '}\n')
for i in range(1, len(prog), 2):
    w("trunc-%03d.mlir" % i, prog[:i], "oracle")
with open(os.path.join(out, "cases.tsv"), "w") as f:
    for c in cases:
        f.write("\t".join(c) + "\n")
PY
