// Mixed lists: static arrays with dynamic entries and their operands
// (Inputs/mixed.rules), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/mixed.rules %s --no-fold | FileCheck %s

// Trip counts: known when all three are static ((ub - lb) / step rounded
// up, negative too) or the bounds are one value; -1 otherwise.
// CHECK-LABEL: func.func @trips
// CHECK:         scf.forall (%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) in (3, -3, 0, -1, -1, 1) {
// CHECK-NEXT:      "test.use"
// CHECK:         } {mapping = [0, 0, 0, 0, 0, 0]}
func.func @trips(%n: index, %m: index) {
  scf.forall (%a, %b, %c, %d, %e, %f) = (0, 10, %n, 0, %n, 5) to (7, 4, %n, %m, %m, 6) step (3, 2, 1, 1, 1, 4) {
    "test.use"(%a, %b, %c, %d, %e, %f) : (index, index, index, index, index, index) -> ()
  }
  return
}

// Constant operands become static entries; the others stay, in order.
// CHECK-LABEL: func.func @fold
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         scf.forall (%{{.*}}, %[[J:.*]]) = (2, %arg0) to (%arg1, 9) step (1, %arg0) {
// CHECK-NEXT:      "test.use"(%[[C2]], %[[J]])
// CHECK:         } {mapping = [2, 2]}
func.func @fold(%n: index, %m: index) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  scf.forall (%i, %j) = (%c2, %n) to (%m, %c9) step (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [1, 1]}
  return
}

// A static first lower bound: the variable becomes an index constant.
// CHECK-LABEL: func.func @static_lb
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) = (4, 0) to (%arg0, 1) step (1, 1) {
// CHECK-NEXT:      "test.use"(%[[C4]])
// CHECK:         } {mapping = [2, 2]}
func.func @static_lb(%n: index) {
  scf.forall (%i, %k) = (4, 0) to (%n, 1) step (1, 1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [1, 1]}
  return
}

// CHECK-LABEL: func.func @four
// CHECK:         scf.forall (%{{.*}}) = (4) to (%arg0) step (1) {
// CHECK:         } {mapping = [4]}
// CHECK:         scf.forall (%{{.*}}) = (5) to (%arg0) step (1) {
// CHECK:         } {mapping = [3]}
func.func @four(%n: index) {
  scf.forall (%i) = (4) to (%n) step (1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [3]}
  scf.forall (%i) = (5) to (%n) step (1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [3]}
  return
}
