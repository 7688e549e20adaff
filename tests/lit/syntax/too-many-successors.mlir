// An op holds at most 65535 successors and 65535 regions: more is a parse
// error at the op (generic form) or at its name (custom form), never a crash.
// RUN: python3 -c "print('func.func @f() {\n^bb0:\n  \"t.sw\"() [' + ', '.join(['^bb1'] * 65536) + '] : () -> ()\n^bb1:\n  return\n}')" > %t.generic.mlir
// RUN: not rulir-opt --allow-unregistered-dialect %t.generic.mlir 2>&1 | FileCheck %s --check-prefix=GENERIC
// GENERIC: generic.mlir:3:{{[0-9]+}}: error: too many successors (at most 65535 are supported)
// RUN: python3 -c "print('\"t.r\"() (' + ', '.join(['{}'] * 65536) + ') : () -> ()')" > %t.regions.mlir
// RUN: not rulir-opt --allow-unregistered-dialect %t.regions.mlir 2>&1 | FileCheck %s --check-prefix=REGIONS
// REGIONS: regions.mlir:1:{{[0-9]+}}: error: too many regions (at most 65535 are supported)
// RUN: python3 -c "print('func.func @f(%%x: i32) {\n  cf.switch %%x : i32, [default: ^bb1, ' + ', '.join('%%d: ^bb1' %% i for i in range(65535)) + ']\n^bb1:\n  return\n}')" > %t.switch.mlir
// RUN: not rulir-opt %t.switch.mlir 2>&1 | FileCheck %s --check-prefix=SWITCH
// SWITCH: switch.mlir:2:3: error: 'cf.switch' has 65536 successors and 0 regions: at most 65535 of each are supported
