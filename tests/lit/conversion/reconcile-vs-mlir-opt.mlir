// rulir-opt --reconcile-unrealized-casts prints exactly what mlir-opt-19
// prints, in the custom and the generic form.
// RUN: rulir-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts > %t.rulir
// RUN: %mlir_opt %s --allow-unregistered-dialect --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts --mlir-print-op-generic > %t.rulir.g
// RUN: %mlir_opt %s --allow-unregistered-dialect --reconcile-unrealized-casts --mlir-print-op-generic > %t.mlir.g
// RUN: diff %t.rulir.g %t.mlir.g

func.func @diamond(%a: i64, %b: i1) -> (i64, i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to index
  %2 = builtin.unrealized_conversion_cast %1 : index to i64
  %3 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %4 = builtin.unrealized_conversion_cast %1 : index to i32
  return %2, %3, %4 : i64, i64, i32
}

func.func @nested(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %r = "test.region"() ({
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    "test.yield"(%1) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

func.func @pairs(%a: i32, %b: i64) -> (i32, i64, i16) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to i16, i16
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i16, i16 to i32, i64
  %2:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i16, i16 to i32, i64
  return %1#0, %1#1, %0#0 : i32, i64, i16
}

func.func @dead_tree(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  %2 = builtin.unrealized_conversion_cast %0 : i64 to i8
  %3 = builtin.unrealized_conversion_cast %1, %2 : i16, i8 to i32
  return
}

"test.unregistered"() ({
  %c = "test.def"() : () -> i8
  %0 = builtin.unrealized_conversion_cast %c : i8 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i8
  "test.use"(%1, %0) : (i8, i16) -> ()
}) : () -> ()
