/* rulir's runner utilities: the C runtime that programs lowered by rulir
 * (or MLIR) to LLVM call, with the names, signatures and output format of
 * MLIR 19's libmlir_c_runner_utils and libmlir_runner_utils, so that a
 * program run by mlir-cpu-runner-19 with those libraries and by rulir-run
 * with librulir_runner_utils.so prints the same (the printers' "base@"
 * pointer aside).
 *
 * Built by `make` into build/lib/librulir_runner_utils.{so,a}. Also the
 * C view of the memref calling convention, for C code that calls lowered
 * functions through their `_mlir_ciface_` wrappers (tests/interop/).
 *
 * A ranked memref of rank N is passed as a pointer to
 *   struct { T *allocated; T *aligned; int64_t offset;
 *            int64_t sizes[N]; int64_t strides[N]; }
 * (RL_MEMREF(T, N) below; rank 0 has neither array), an unranked one as
 *   struct { int64_t rank; void *descriptor; }
 * by value in the plain convention and by pointer in the `_mlir_ciface_`
 * one, `descriptor` pointing at a ranked descriptor of that rank. */
#ifndef RULIR_RUNNER_UTILS_H
#define RULIR_RUNNER_UTILS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A ranked descriptor type of element T and rank N >= 1. */
#define RL_MEMREF(T, N)                                                                            \
  struct {                                                                                         \
    T *allocated;                                                                                  \
    T *aligned;                                                                                    \
    int64_t offset;                                                                                \
    int64_t sizes[N];                                                                              \
    int64_t strides[N];                                                                            \
  }
/* Rank 0. */
#define RL_MEMREF0(T)                                                                              \
  struct {                                                                                         \
    T *allocated;                                                                                  \
    T *aligned;                                                                                    \
    int64_t offset;                                                                                \
  }

typedef struct rl_unranked_memref {
  int64_t rank;
  void *descriptor;
} rl_unranked_memref;

/* Any element type, any rank (what the generic entry points take). */
typedef rl_unranked_memref UnrankedMemRefType;

/* -- libmlir_c_runner_utils ---------------------------------------------- */
void printI64(int64_t i);
void printU64(uint64_t u);
void printF32(float f);
void printF64(double d);
void printString(const char *s);
void printOpen(void);
void printClose(void);
void printComma(void);
void printNewline(void);
void printFlops(double flops);
double rtclock(void);
void *mlirAlloc(uint64_t size);
void *mlirAlignedAlloc(uint64_t alignment, uint64_t size);
void mlirFree(void *ptr);
void mlirAlignedFree(void *ptr);
/* Copies src into dst (same shape, any strides), elemSize bytes an element:
 * what memref.copy lowers to when either side is not contiguous. */
void memrefCopy(int64_t elemSize, UnrankedMemRefType *src, UnrankedMemRefType *dst);

/* -- libmlir_runner_utils ------------------------------------------------- */
/* Unranked, C interface: "Unranked Memref base@ = ... data = \n[...]\n". */
void _mlir_ciface_printMemrefI8(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefI16(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefI32(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefI64(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefF32(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefF64(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefInd(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefC32(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefC64(UnrankedMemRefType *m);
/* Unranked, plain convention (rank, descriptor). */
void printMemrefI32(int64_t rank, void *ptr);
void printMemrefI64(int64_t rank, void *ptr);
void printMemrefF32(int64_t rank, void *ptr);
void printMemrefF64(int64_t rank, void *ptr);
void printMemrefInd(int64_t rank, void *ptr);
void printMemrefC32(int64_t rank, void *ptr);
void printMemrefC64(int64_t rank, void *ptr);
/* The metadata alone ("Unranked Memref base@ = ... strides = [...]\n"). */
void _mlir_ciface_printMemrefShapeI8(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeI32(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeI64(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeF32(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeF64(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeInd(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeC32(UnrankedMemRefType *m);
void _mlir_ciface_printMemrefShapeC64(UnrankedMemRefType *m);
/* Ranked, C interface ("Memref base@ = ..."); m points at a ranked
 * descriptor of the rank in the name. */
void _mlir_ciface_printMemref0dF32(void *m);
void _mlir_ciface_printMemref1dF32(void *m);
void _mlir_ciface_printMemref2dF32(void *m);
void _mlir_ciface_printMemref3dF32(void *m);
void _mlir_ciface_printMemref4dF32(void *m);
void _mlir_ciface_printMemref1dI8(void *m);
void _mlir_ciface_printMemref1dI32(void *m);
void _mlir_ciface_printMemref1dI64(void *m);
void _mlir_ciface_printMemref1dF64(void *m);
void _mlir_ciface_printMemref1dInd(void *m);
void _mlir_ciface_printMemref1dC32(void *m);
void _mlir_ciface_printMemref1dC64(void *m);
/* The number of elements that differ (relative error above 1e-6 for f32,
 * 1e-12 for f64), each reported on stderr (at most 10), or -1 if the
 * shapes differ. */
int64_t _mlir_ciface_verifyMemRefI8(UnrankedMemRefType *a, UnrankedMemRefType *e);
int64_t _mlir_ciface_verifyMemRefI16(UnrankedMemRefType *a, UnrankedMemRefType *e);
int64_t _mlir_ciface_verifyMemRefI32(UnrankedMemRefType *a, UnrankedMemRefType *e);
int64_t _mlir_ciface_verifyMemRefI64(UnrankedMemRefType *a, UnrankedMemRefType *e);
int64_t _mlir_ciface_verifyMemRefF32(UnrankedMemRefType *a, UnrankedMemRefType *e);
int64_t _mlir_ciface_verifyMemRefF64(UnrankedMemRefType *a, UnrankedMemRefType *e);
int64_t _mlir_ciface_verifyMemRefInd(UnrankedMemRefType *a, UnrankedMemRefType *e);
/* MLIR 19 declares the plain ones with one rank for both memrefs. */
int64_t verifyMemRefI32(int64_t rank, void *actual, void *expected);
int64_t verifyMemRefF32(int64_t rank, void *actual, void *expected);
int64_t verifyMemRefF64(int64_t rank, void *actual, void *expected);
int64_t verifyMemRefInd(int64_t rank, void *actual, void *expected);
int64_t _mlir_ciface_nanoTime(void);

#ifdef __cplusplus
}
#endif

#endif
