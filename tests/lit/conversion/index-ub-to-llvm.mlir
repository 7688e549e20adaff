// --convert-index-to-llvm and --convert-ub-to-llvm (rules/index-to-llvm.rules,
// rules/ub-to-llvm.rules): every lowering, with the expansions of ceildivs,
// ceildivu and floordivs; the CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt --convert-index-to-llvm --convert-ub-to-llvm %s | FileCheck %s

func.func @f(%a: index, %b: index, %i: i32) -> (index, i1, i32, index, index, i1, index, i32) {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %b
  %8 = index.mins %7, %b
  %9 = index.maxu %8, %b
  %10 = index.minu %9, %b
  %11 = index.shl %10, %b
  %12 = index.shrs %11, %b
  %13 = index.shru %12, %b
  %14 = index.and %13, %b
  %15 = index.or %14, %b
  %16 = index.xor %15, %b
  %17 = index.cmp slt(%16, %b)
  %18 = index.casts %16 : index to i32
  %19 = index.castu %i : i32 to index
  %c = index.constant 42
  %t = index.bool.constant true
  %s = index.sizeof
  %20 = index.ceildivs %16, %b
  %p = ub.poison : i32
  return %20, %17, %18, %c, %s, %t, %19, %p : index, i1, i32, index, index, i1, index, i32
}
func.func @g(%a: index, %b: index) -> (index, index) {
  %0 = index.ceildivu %a, %b
  %1 = index.floordivs %a, %b
  %2 = index.cmp ult(%a, %b)
  %3 = index.casts %a : index to i64
  %4 = index.castu %a : index to i16
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %[[V2:.*]] = llvm.add %[[V1]], %[[V0]] : i64
// CHECK-NEXT: %[[V3:.*]] = llvm.sub %[[V2]], %[[V0]] : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.mul %[[V3]], %[[V1]] : i64
// CHECK-NEXT: %[[V5:.*]] = llvm.sdiv %[[V4]], %[[V0]]  : i64
// CHECK-NEXT: %[[V6:.*]] = llvm.udiv %[[V5]], %[[V0]]  : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.srem %[[V6]], %[[V0]]  : i64
// CHECK-NEXT: %[[V8:.*]] = llvm.urem %[[V7]], %[[V0]]  : i64
// CHECK-NEXT: %[[V9:.*]] = llvm.intr.smax(%[[V8]], %[[V0]])  : (i64, i64) -> i64
// CHECK-NEXT: %[[V10:.*]] = llvm.intr.smin(%[[V9]], %[[V0]])  : (i64, i64) -> i64
// CHECK-NEXT: %[[V11:.*]] = llvm.intr.umax(%[[V10]], %[[V0]])  : (i64, i64) -> i64
// CHECK-NEXT: %[[V12:.*]] = llvm.intr.umin(%[[V11]], %[[V0]])  : (i64, i64) -> i64
// CHECK-NEXT: %[[V13:.*]] = llvm.shl %[[V12]], %[[V0]] : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.ashr %[[V13]], %[[V0]]  : i64
// CHECK-NEXT: %[[V15:.*]] = llvm.lshr %[[V14]], %[[V0]]  : i64
// CHECK-NEXT: %[[V16:.*]] = llvm.and %[[V15]], %[[V0]]  : i64
// CHECK-NEXT: %[[V17:.*]] = llvm.or %[[V16]], %[[V0]]  : i64
// CHECK-NEXT: %[[V18:.*]] = llvm.xor %[[V17]], %[[V0]]  : i64
// CHECK-NEXT: %[[V19:.*]] = llvm.icmp "slt" %[[V18]], %[[V0]] : i64
// CHECK-NEXT: %[[V20:.*]] = llvm.trunc %[[V18]] : i64 to i32
// CHECK-NEXT: %[[V21:.*]] = llvm.zext %arg2 : i32 to i64
// CHECK-NEXT: %[[V22:.*]] = builtin.unrealized_conversion_cast %[[V21]] : i64 to index
// CHECK-NEXT: %[[V23:.*]] = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %[[V24:.*]] = builtin.unrealized_conversion_cast %[[V23]] : i64 to index
// CHECK-NEXT: %[[V25:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %[[V26:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %[[V27:.*]] = builtin.unrealized_conversion_cast %[[V26]] : i64 to index
// CHECK-NEXT: %[[V28:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[V29:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[V30:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %[[V31:.*]] = llvm.icmp "sgt" %[[V0]], %[[V28]] : i64
// CHECK-NEXT: %[[V32:.*]] = llvm.select %[[V31]], %[[V30]], %[[V29]] : i1, i64
// CHECK-NEXT: %[[V33:.*]] = llvm.add %[[V18]], %[[V32]] : i64
// CHECK-NEXT: %[[V34:.*]] = llvm.sdiv %[[V33]], %[[V0]]  : i64
// CHECK-NEXT: %[[V35:.*]] = llvm.add %[[V34]], %[[V29]] : i64
// CHECK-NEXT: %[[V36:.*]] = llvm.sub %[[V28]], %[[V18]] : i64
// CHECK-NEXT: %[[V37:.*]] = llvm.sdiv %[[V36]], %[[V0]]  : i64
// CHECK-NEXT: %[[V38:.*]] = llvm.sub %[[V28]], %[[V37]] : i64
// CHECK-NEXT: %[[V39:.*]] = llvm.icmp "sgt" %[[V18]], %[[V28]] : i64
// CHECK-NEXT: %[[V40:.*]] = llvm.icmp "eq" %[[V39]], %[[V31]] : i1
// CHECK-NEXT: %[[V41:.*]] = llvm.icmp "ne" %[[V18]], %[[V28]] : i64
// CHECK-NEXT: %[[V42:.*]] = llvm.and %[[V40]], %[[V41]]  : i1
// CHECK-NEXT: %[[V43:.*]] = llvm.select %[[V42]], %[[V35]], %[[V38]] : i1, i64
// CHECK-NEXT: %[[V44:.*]] = builtin.unrealized_conversion_cast %[[V43]] : i64 to index
// CHECK-NEXT: %[[V45:.*]] = llvm.mlir.poison : i32
// CHECK-NEXT: return %[[V44]], %[[V19]], %[[V20]], %[[V24]], %[[V27]], %[[V25]], %[[V22]], %[[V45]] : index, i1, i32, index, index, i1, index, i32
// CHECK-LABEL: func.func @g
// CHECK-NEXT: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.sub %[[V1]], %[[V3]] : i64
// CHECK-NEXT: %[[V5:.*]] = llvm.udiv %[[V4]], %[[V0]]  : i64
// CHECK-NEXT: %[[V6:.*]] = llvm.add %[[V5]], %[[V3]] : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.icmp "eq" %[[V1]], %[[V2]] : i64
// CHECK-NEXT: %[[V8:.*]] = llvm.select %[[V7]], %[[V2]], %[[V6]] : i1, i64
// CHECK-NEXT: %[[V9:.*]] = builtin.unrealized_conversion_cast %[[V8]] : i64 to index
// CHECK-NEXT: %[[V10:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %[[V13:.*]] = llvm.icmp "slt" %[[V0]], %[[V10]] : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.select %[[V13]], %[[V11]], %[[V12]] : i1, i64
// CHECK-NEXT: %[[V15:.*]] = llvm.sub %[[V14]], %[[V1]] : i64
// CHECK-NEXT: %[[V16:.*]] = llvm.sdiv %[[V15]], %[[V0]]  : i64
// CHECK-NEXT: %[[V17:.*]] = llvm.sub %[[V12]], %[[V16]] : i64
// CHECK-NEXT: %[[V18:.*]] = llvm.sdiv %[[V1]], %[[V0]]  : i64
// CHECK-NEXT: %[[V19:.*]] = llvm.icmp "slt" %[[V1]], %[[V10]] : i64
// CHECK-NEXT: %[[V20:.*]] = llvm.icmp "ne" %[[V19]], %[[V13]] : i1
// CHECK-NEXT: %[[V21:.*]] = llvm.icmp "ne" %[[V1]], %[[V10]] : i64
// CHECK-NEXT: %[[V22:.*]] = llvm.and %[[V20]], %[[V21]]  : i1
// CHECK-NEXT: %[[V23:.*]] = llvm.select %[[V22]], %[[V17]], %[[V18]] : i1, i64
// CHECK-NEXT: %[[V24:.*]] = builtin.unrealized_conversion_cast %[[V23]] : i64 to index
// CHECK-NEXT: %[[V25:.*]] = llvm.icmp "ult" %[[V1]], %[[V0]] : i64
// CHECK-NEXT: %[[V26:.*]] = llvm.trunc %[[V1]] : i64 to i16
// CHECK-NEXT: return %[[V9]], %[[V24]] : index, index
