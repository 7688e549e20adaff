/* C calls functions lowered to LLVM IR (kernels.mlir) through their C
 * interface, with memref descriptors as C structs (runtime/
 * rulir_runner_utils.h), and is called back by them (`_mlir_ciface_c_fill`).
 * Prints one line a check and exits 1 if any failed. Built and run by
 * tests/interop/run.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/rulir_runner_utils.h"

typedef RL_MEMREF(float, 1) memref_1d_f32;
typedef RL_MEMREF(double, 1) memref_1d_f64;
typedef RL_MEMREF(int32_t, 1) memref_1d_i32;
typedef RL_MEMREF(int32_t, 2) memref_2d_i32;
typedef RL_MEMREF(int64_t, 2) memref_2d_i64;
typedef RL_MEMREF(double, 2) memref_2d_f64;

/* Several results come back in a struct through the first argument. */
struct minmax_result {
  double lo, hi;
  int64_t at;
};
struct head_result {
  memref_1d_i32 view;
  int32_t sum;
};

void _mlir_ciface_scale(memref_1d_f32 *m, float s);
int64_t _mlir_ciface_weighted_sum(memref_2d_i64 *m);
void _mlir_ciface_transpose(memref_2d_f64 *a, memref_2d_f64 *b);
void _mlir_ciface_iota(memref_1d_i32 *result, int64_t n, int32_t start);
void _mlir_ciface_minmax(struct minmax_result *result, memref_1d_f64 *m);
void _mlir_ciface_head(struct head_result *result, memref_1d_i32 *m, int64_t n);
int32_t _mlir_ciface_call_c(int64_t rows, int64_t cols, int32_t seed);
void _mlir_ciface_c_fill(memref_2d_i32 *m, int32_t seed);

static int failures, checks;

static void check(int ok, const char *what) {
  checks++;
  if (!ok) failures++;
  printf("%s %s\n", ok ? "ok:  " : "FAIL:", what);
}

/* Called by @call_c: m[i][j] = seed * i + j, through m's strides. */
static int c_fill_calls;
static int64_t c_fill_rows, c_fill_cols;
void _mlir_ciface_c_fill(memref_2d_i32 *m, int32_t seed) {
  c_fill_calls++;
  c_fill_rows = m->sizes[0];
  c_fill_cols = m->sizes[1];
  for (int64_t i = 0; i < m->sizes[0]; i++)
    for (int64_t j = 0; j < m->sizes[1]; j++)
      m->aligned[m->offset + i * m->strides[0] + j * m->strides[1]] = seed * (int32_t)i + (int32_t)j;
}

int main(void) {
  /* 1-D, in place. */
  float v[5] = {1, 2, 3, 4, 5};
  memref_1d_f32 mv = {v, v, 0, {5}, {1}};
  _mlir_ciface_scale(&mv, 2.5f);
  check(v[0] == 2.5f && v[1] == 6.0f && v[2] == 9.5f && v[3] == 13.0f && v[4] == 16.5f,
        "scale: 1-D memref<?xf32> updated in place");
  /* The same on v[2..3]: memref<?xf32> has offset 0 (its layout says
   * so), a view of the middle starts at its aligned pointer. */
  memref_1d_f32 mo = {v, v + 2, 0, {2}, {1}};
  _mlir_ciface_scale(&mo, -1.0f);
  check(v[1] == 6.0f && v[2] == -9.5f && v[3] == -12.0f && v[4] == 16.5f, "scale: a view of v[2..3]");

  /* 2-D, strided: rows 1..3 and columns 0, 2, 4 of a 4x5 array. */
  int64_t a[4][5];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) a[i][j] = 10 * i + j;
  memref_2d_i64 ma = {&a[0][0], &a[0][0], 5, {3, 3}, {5, 2}};
  int64_t want = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) want += a[1 + i][2 * j] * (i + 1);
  int64_t got = _mlir_ciface_weighted_sum(&ma);
  check(got == want, "weighted_sum: 2-D strided memref<?x?xi64, strided<[?, ?], offset: ?>>");

  /* 2-D, static shapes. */
  double t[2][3] = {{1, 2, 3}, {4, 5, 6}}, tt[3][2];
  memset(tt, 0, sizeof tt);
  memref_2d_f64 mt = {&t[0][0], &t[0][0], 0, {2, 3}, {3, 1}}, mtt = {&tt[0][0], &tt[0][0], 0, {3, 2}, {2, 1}};
  _mlir_ciface_transpose(&mt, &mtt);
  int ok = 1;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) ok &= tt[j][i] == t[i][j];
  check(ok, "transpose: memref<2x3xf64> into memref<3x2xf64>");

  /* A returned memref, allocated by the lowered code. */
  memref_1d_i32 io;
  memset(&io, 0, sizeof io);
  _mlir_ciface_iota(&io, 7, -4);
  ok = io.allocated && io.aligned && io.sizes[0] == 7 && io.strides[0] == 1;
  for (int i = 0; ok && i < 7; i++) ok &= io.aligned[io.offset + i] == -4 + 3 * i;
  check(ok, "iota: returns a new memref<?xi32> (sizes, strides, data)");

  /* Several results. */
  double w[6] = {3.5, -1.25, 8.0, 2.0, 8.0, -7.5};
  memref_1d_f64 mw = {w, w, 0, {6}, {1}};
  struct minmax_result mm = {0, 0, -1};
  _mlir_ciface_minmax(&mm, &mw);
  check(mm.lo == -7.5 && mm.hi == 8.0 && mm.at == 2, "minmax: three results (f64, f64, index)");

  /* A memref and a scalar. */
  struct head_result hr;
  memset(&hr, 0, sizeof hr);
  _mlir_ciface_head(&hr, &io, 4);
  check(hr.sum == -4 + -1 + 2 + 5 && hr.view.aligned == io.aligned && hr.view.offset == 0 && hr.view.sizes[0] == 4 &&
            hr.view.strides[0] == 1,
        "head: results (memref<?xi32>, i32), the memref a view of the argument");
  free(io.allocated);

  /* Lowered code calling C. */
  int32_t s = _mlir_ciface_call_c(3, 4, 100);
  int32_t ws = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) ws += 100 * i + j;
  check(s == ws && c_fill_calls == 1 && c_fill_rows == 3 && c_fill_cols == 4,
        "call_c: lowered code calls _mlir_ciface_c_fill(memref<?x?xi32>*, i32)");

  printf("%d checks, %d failed\n", checks, failures);
  return failures != 0;
}
