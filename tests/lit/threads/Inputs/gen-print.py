#!/usr/bin/env python3
"""A module of N functions (default 300) for the tests that print on
several threads: affine maps and sets, memref layouts, fused locations and
distinct attributes (aliased, and unaliased ones numbered in the order of
printing, some first met in a later function), named results (constants),
several results, nested regions, blocks, dense resources, and ops at the
top level between the functions (one with a region, one with a result).
Deterministic.

Usage: gen-print.py [-n N]
"""
import sys

FUNCS = [
    # maps, a layout, nested regions, named constants, a fused location, an aliased distinct
    """func.func @f{i}(%m: memref<4xf32, affine_map<(d0) -> (d0 + {k})>>, %i: index) -> (f32, i32) {{
  %c0 = arith.constant 0 : index
  %c7 = arith.constant {i} : i32
  %t = arith.constant true
  %0 = memref.load %m[%c0] : memref<4xf32, affine_map<(d0) -> (d0 + {k})>>
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * {k})>(%i)[%c0]
  %r = scf.for %k = %c0 to %1 step %1 iter_args(%acc = %c7) -> (i32) {{
    %s = arith.addi %acc, %c7 : i32
    scf.yield %s : i32
  }}
  "test.op"() {{a = distinct[1]<42 : i32>, l = loc(fused<"meta{k}">["a.mlir":{i}:2, "b.mlir":3:{k}])}} : () -> ()
  return %0, %r : f32, i32
}}""",
    # several results, a location, a distinct attribute of its own (numbered when printed), a resource
    """func.func @f{i}(%a: i32) -> i32 {{
  %0:2 = "test.two"(%a) : (i32) -> (i32, i32)
  %c1 = arith.constant {k} : i32
  %1 = arith.addi %0#1, %c1 : i32 loc("x.mlir":{i}:6)
  "test.op"() {{b = distinct[{d}]<unit>, d = dense_resource<blob{r}> : tensor<3xi64>}} : () -> ()
  return %1 : i32
}}""",
    # blocks, an affine load, a set, a distinct attribute met in an earlier function
    """func.func @f{i}(%m: memref<?xf32, strided<[1], offset: ?>>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = affine.load %m[%c0 + {k}] : memref<?xf32, strided<[1], offset: ?>>
  "test.op"() {{a = distinct[1]<42 : i32>, b = distinct[{e}]<unit>, m = affine_map<(d0, d1) -> (d1, d0 + {k})>, s = affine_set<(d0) : (d0 - {k} >= 0)>}} : () -> ()
  cf.br ^bb1(%c0 : index)
^bb1(%x: index):
  %p = arith.cmpi slt, %x, %c1 : index
  cf.cond_br %p, ^bb1(%c1 : index), ^bb2
^bb2:
  return
}}""",
    # a function without regions' values of its own, and one with nothing to alias
    """func.func private @decl{i}(i32) -> i32""",
    """func.func @g{i}(%a: i64) -> i64 {{
  %0 = arith.muli %a, %a : i64
  return %0 : i64
}}""",
]

TOP = [
    """"test.top"() {{v = {i} : i32}} : () -> ()""",
    """"test.mid"() ({{
  "test.in"() {{m = affine_map<(d0) -> (d0 * {k})>}} : () -> ()
}}) : () -> ()""",
    """%top{i} = "test.val"() : () -> i32""",
]


def main():
    n = 300
    if len(sys.argv) == 3 and sys.argv[1] == "-n":
        n = int(sys.argv[2])
    out = []
    for i in range(n):
        k = i % 7 + 1
        # distinct ids: 1000 + i is new; 1000 + i - 2 was met two functions before (if it was a form-1 one)
        out.append(FUNCS[i % len(FUNCS)].format(i=i, k=k, d=1000 + i, e=1000 + max(i - 4, 0), r=i % 3))
        if i % 37 == 5:
            out.append(TOP[(i // 37) % len(TOP)].format(i=i, k=k))
    out.append("""{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000010000000000000002000000000000000300000000000000",
      blob1: "0x08000000040000000000000005000000000000000600000000000000",
      blob2: "0x08000000070000000000000008000000000000000900000000000000"
    }
  }
#-}""")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
