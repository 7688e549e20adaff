// A GPU-style launch: an op with many operands, a region with many block
// arguments, nested barrier regions, and a kernel module.
module attributes {kgpu.container_module} {
  "kfunc.func"() <{function_type = (memref<1024xf32>) -> (), sym_name = "host"}> ({
  ^bb0(%buf: memref<1024xf32>):
    %c1 = "karith.constant"() <{value = 1 : index}> : () -> index
    %c32 = "karith.constant"() <{value = 32 : index}> : () -> index
    "kgpu.launch"(%c32, %c1, %c1, %c32, %c1, %c1) ({
    ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
      %i = "karith.muli"(%bx, %sx) : (index, index) -> index
      %j = "karith.addi"(%i, %tx) : (index, index) -> index
      %v = "kmemref.load"(%buf, %j) : (memref<1024xf32>, index) -> f32
      %w = "karith.mulf"(%v, %v) : (f32, f32) -> f32
      "kgpu.barrier"() : () -> ()
      "kmemref.store"(%w, %buf, %j) : (f32, memref<1024xf32>, index) -> ()
      "kgpu.terminator"() : () -> ()
    }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0>, workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    "kfunc.return"() : () -> ()
  }) : () -> ()
  "kgpu.module"() <{sym_name = "kernels", targets = [#knvvm.target<chip = "sm_80", O = 3>]}> ({
    "kgpu.func"() <{function_type = (memref<?xf32, 1>) -> ()}> ({
    ^bb0(%p: memref<?xf32, 1>):
      "kgpu.return"() : () -> ()
    }) {kgpu.kernel, sym_name = "k0", kgpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
}
