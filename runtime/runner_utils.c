/* rulir's runner utilities (see rulir_runner_utils.h): printing of scalars
 * and memrefs, memrefCopy, allocation and timing helpers, with MLIR 19's
 * names, signatures and output format. Plain C11 and stdio only. */
#include "rulir_runner_utils.h"

#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------ scalars */

void printI64(int64_t i) { printf("%" PRId64, i); }
void printU64(uint64_t u) { printf("%" PRIu64, u); }
/* %g prints a NaN's sign too ("-nan"), as MLIR's printers do. */
void printF32(float f) { printf("%g", (double)f); }
void printF64(double d) { printf("%g", d); }
void printString(const char *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { putchar('\n'); }

void printFlops(double flops) { fprintf(stderr, "%lf GFLOPS\n", flops / 1.0e9); }

double rtclock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int64_t _mlir_ciface_nanoTime(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void *mlirAlloc(uint64_t size) { return malloc(size); }
void mlirFree(void *ptr) { free(ptr); }
void mlirAlignedFree(void *ptr) { free(ptr); }

void *mlirAlignedAlloc(uint64_t alignment, uint64_t size) {
  void *p = NULL;
  if (alignment < sizeof(void *)) alignment = sizeof(void *);
  return posix_memalign(&p, alignment, size) ? NULL : p;
}

/* ------------------------------------------------------------ descriptors */

/* A memref of any rank, read from its descriptor: the data pointer is the
 * aligned one; sizes and strides point into the descriptor. */
typedef struct view {
  int64_t rank;
  char *data;
  int64_t offset;
  const int64_t *sizes, *strides;
} view;

/* Descriptor layout: allocated, aligned, offset, sizes[rank], strides[rank]. */
static view view_of(int64_t rank, void *desc) {
  struct head {
    char *allocated, *aligned;
    int64_t offset;
    int64_t rest[];
  } *h = desc;
  view v = {rank, h->aligned, h->offset, h->rest, h->rest + rank};
  return v;
}

static int64_t num_elements(const view *v) {
  int64_t n = 1;
  for (int64_t d = 0; d < v->rank; d++) n *= v->sizes[d];
  return n;
}

/* True if the elements lie row-major and dense from the offset on. */
static bool is_contiguous(const view *v) {
  int64_t expect = 1;
  for (int64_t d = v->rank - 1; d >= 0; d--) {
    if (v->sizes[d] != 1 && v->strides[d] != expect) return false;
    expect *= v->sizes[d];
  }
  return true;
}

void memrefCopy(int64_t elemSize, UnrankedMemRefType *src, UnrankedMemRefType *dst) {
  view s = view_of(src->rank, src->descriptor), d = view_of(dst->rank, dst->descriptor);
  int64_t n = num_elements(&s);
  if (n <= 0) return;
  char *sp = s.data + s.offset * elemSize, *dp = d.data + d.offset * elemSize;
  if (is_contiguous(&s) && is_contiguous(&d)) {
    memmove(dp, sp, (size_t)(n * elemSize));
    return;
  }
  /* An odometer over the indices, moving both pointers by their strides. */
  int64_t rank = s.rank;
  int64_t *index = calloc((size_t)rank, sizeof *index);
  if (!index) abort();
  for (;;) {
    memcpy(dp, sp, (size_t)elemSize);
    int64_t k = rank - 1;
    for (; k >= 0; k--) {
      sp += s.strides[k] * elemSize;
      dp += d.strides[k] * elemSize;
      if (++index[k] < s.sizes[k]) break;
      sp -= s.strides[k] * s.sizes[k] * elemSize;
      dp -= d.strides[k] * d.sizes[k] * elemSize;
      index[k] = 0;
    }
    if (k < 0) break;
  }
  free(index);
}

/* ------------------------------------------------------------ memref printers */

typedef enum elem_kind { EK_I8, EK_I16, EK_I32, EK_I64, EK_IND, EK_F32, EK_F64, EK_C32, EK_C64 } elem_kind;

static const size_t elem_size[] = {1, 2, 4, 8, 8, 4, 8, 8, 16};

/* One element as MLIR's printers write it: i8 as a character, index as
 * unsigned, floats as %g, complex numbers as (re,im). */
static void print_elem(FILE *f, elem_kind k, const char *p) {
  switch (k) {
  case EK_I8: fputc(*(const int8_t *)p, f); break;
  case EK_I16: fprintf(f, "%d", *(const int16_t *)p); break;
  case EK_I32: fprintf(f, "%" PRId32, *(const int32_t *)p); break;
  case EK_I64: fprintf(f, "%" PRId64, *(const int64_t *)p); break;
  case EK_IND: fprintf(f, "%" PRIu64, *(const uint64_t *)p); break;
  case EK_F32: fprintf(f, "%g", (double)*(const float *)p); break;
  case EK_F64: fprintf(f, "%g", *(const double *)p); break;
  case EK_C32: fprintf(f, "(%g,%g)", (double)((const float *)p)[0], (double)((const float *)p)[1]); break;
  case EK_C64: fprintf(f, "(%g,%g)", ((const double *)p)[0], ((const double *)p)[1]); break;
  }
}

static void print_list(FILE *f, const int64_t *a, int64_t n) {
  for (int64_t i = 0; i < n; i++) fprintf(f, i ? ", %" PRId64 : "%" PRId64, a[i]);
}

/* "base@ = 0x... rank = R offset = O sizes = [..] strides = [..]" */
static void print_metadata(FILE *f, const view *v) {
  uintptr_t base = (uintptr_t)v->data;
  if (base) fprintf(f, "base@ = 0x%" PRIxPTR, base);
  else fputs("base@ = 0", f);
  fprintf(f, " rank = %" PRId64 " offset = %" PRId64 " sizes = [", v->rank, v->offset);
  print_list(f, v->sizes, v->rank);
  fputs("] strides = [", f);
  print_list(f, v->strides, v->rank);
  fputs("]", f);
}

/* Dimension d and below, from element offset off. Elements of a row are
 * separated by ", " and, for the inner rows, a newline; every element or row
 * after the first is indented by d + 1 spaces. An empty dimension prints
 * "[]" (MLIR's printer reads one element there). */
static void print_dims(const view *v, elem_kind k, int64_t d, int64_t off) {
  if (d == v->rank) {
    print_elem(stdout, k, v->data + off * (int64_t)elem_size[k]);
    return;
  }
  int64_t n = v->sizes[d];
  putchar('[');
  for (int64_t i = 0; i < n; i++) {
    if (i) printf("%*s", (int)(d + 1), "");
    print_dims(v, k, d + 1, off + i * v->strides[d]);
    if (i + 1 < n) fputs(d + 1 < v->rank ? ", \n" : ", ", stdout);
  }
  putchar(']');
}

static void print_memref(const char *what, const view *v, elem_kind k) {
  fputs(what, stdout);
  print_metadata(stdout, v);
  fputs(" data = \n", stdout);
  if (v->rank == 0) putchar('[');
  print_dims(v, k, 0, v->offset);
  if (v->rank == 0) putchar(']');
  putchar('\n');
  fflush(stdout);
}

static void print_shape(const view *v) {
  fputs("Unranked Memref ", stdout);
  print_metadata(stdout, v);
  putchar('\n');
}

#define UNRANKED_PRINTERS(NAME, KIND)                                                              \
  void _mlir_ciface_printMemref##NAME(UnrankedMemRefType *m) {                                     \
    view v = view_of(m->rank, m->descriptor);                                                      \
    print_memref("Unranked Memref ", &v, KIND);                                                    \
  }                                                                                                \
  void _mlir_ciface_printMemrefShape##NAME(UnrankedMemRefType *m) {                                \
    view v = view_of(m->rank, m->descriptor);                                                      \
    print_shape(&v);                                                                               \
  }
UNRANKED_PRINTERS(I8, EK_I8)
UNRANKED_PRINTERS(I32, EK_I32)
UNRANKED_PRINTERS(I64, EK_I64)
UNRANKED_PRINTERS(F32, EK_F32)
UNRANKED_PRINTERS(F64, EK_F64)
UNRANKED_PRINTERS(Ind, EK_IND)
UNRANKED_PRINTERS(C32, EK_C32)
UNRANKED_PRINTERS(C64, EK_C64)

void _mlir_ciface_printMemrefI16(UnrankedMemRefType *m) {
  view v = view_of(m->rank, m->descriptor);
  print_memref("Unranked Memref ", &v, EK_I16);
}

#define PLAIN_PRINTER(NAME)                                                                        \
  void printMemref##NAME(int64_t rank, void *ptr) {                                                \
    UnrankedMemRefType m = {rank, ptr};                                                            \
    _mlir_ciface_printMemref##NAME(&m);                                                            \
  }
PLAIN_PRINTER(I32)
PLAIN_PRINTER(I64)
PLAIN_PRINTER(F32)
PLAIN_PRINTER(F64)
PLAIN_PRINTER(Ind)
PLAIN_PRINTER(C32)
PLAIN_PRINTER(C64)

#define RANKED_PRINTER(NAME, RANK, KIND)                                                           \
  void _mlir_ciface_printMemref##NAME(void *m) {                                                   \
    view v = view_of(RANK, m);                                                                     \
    print_memref("Memref ", &v, KIND);                                                             \
  }
RANKED_PRINTER(0dF32, 0, EK_F32)
RANKED_PRINTER(1dF32, 1, EK_F32)
RANKED_PRINTER(2dF32, 2, EK_F32)
RANKED_PRINTER(3dF32, 3, EK_F32)
RANKED_PRINTER(4dF32, 4, EK_F32)
RANKED_PRINTER(1dI8, 1, EK_I8)
RANKED_PRINTER(1dI32, 1, EK_I32)
RANKED_PRINTER(1dI64, 1, EK_I64)
RANKED_PRINTER(1dF64, 1, EK_F64)
RANKED_PRINTER(1dInd, 1, EK_IND)
RANKED_PRINTER(1dC32, 1, EK_C32)
RANKED_PRINTER(1dC64, 1, EK_C64)

/* ------------------------------------------------------------ verifiers */

static bool close_enough(double a, double e, double eps) {
  if (!isfinite(a) || !isfinite(e)) return false;
  return fabs(a - e) <= eps * fabs(e);
}

static bool elem_equal(elem_kind k, const char *a, const char *e) {
  switch (k) {
  case EK_F32: return *(const float *)a == *(const float *)e ||
                      close_enough(*(const float *)a, *(const float *)e, 1e-6);
  case EK_F64: return *(const double *)a == *(const double *)e ||
                      close_enough(*(const double *)a, *(const double *)e, 1e-12);
  default: return !memcmp(a, e, elem_size[k]);
  }
}

static int64_t verify_dims(const view *a, const view *e, elem_kind k, int64_t d, int64_t off, int64_t *printed) {
  if (d == a->rank) {
    const char *pa = a->data + off * (int64_t)elem_size[k], *pe = e->data + off * (int64_t)elem_size[k];
    if (elem_equal(k, pa, pe)) return 0;
    if (*printed < 10) {
      print_elem(stderr, k, pa);
      fputs(" != ", stderr);
      print_elem(stderr, k, pe);
      fprintf(stderr, " offset = %" PRId64 "\n", off);
      ++*printed;
    }
    return 1;
  }
  int64_t errors = 0;
  for (int64_t i = 0; i < a->sizes[d]; i++)
    errors += verify_dims(a, e, k, d + 1, off + i * a->strides[d], printed);
  return errors;
}

static int64_t verify(const view *a, const view *e, elem_kind k) {
  bool same = a->rank == e->rank && a->offset == e->offset;
  for (int64_t d = 0; same && d < a->rank; d++)
    same = a->sizes[d] == e->sizes[d] && a->strides[d] == e->strides[d];
  if (!same) {
    print_metadata(stderr, a);
    print_metadata(stderr, e);
    return -1;
  }
  int64_t printed = 0;
  return verify_dims(a, e, k, 0, a->offset, &printed);
}

#define VERIFIER(NAME, KIND)                                                                       \
  int64_t _mlir_ciface_verifyMemRef##NAME(UnrankedMemRefType *a, UnrankedMemRefType *e) {          \
    view va = view_of(a->rank, a->descriptor), ve = view_of(e->rank, e->descriptor);               \
    return verify(&va, &ve, KIND);                                                                 \
  }
VERIFIER(I8, EK_I8)
VERIFIER(I16, EK_I16)
VERIFIER(I32, EK_I32)
VERIFIER(I64, EK_I64)
VERIFIER(F32, EK_F32)
VERIFIER(F64, EK_F64)
VERIFIER(Ind, EK_IND)

/* MLIR 19 declares these with one rank for both memrefs. */
#define PLAIN_VERIFIER(NAME)                                                                       \
  int64_t verifyMemRef##NAME(int64_t rank, void *a, void *e) {                                     \
    UnrankedMemRefType ua = {rank, a}, ue = {rank, e};                                             \
    return _mlir_ciface_verifyMemRef##NAME(&ua, &ue);                                              \
  }
PLAIN_VERIFIER(I32)
PLAIN_VERIFIER(F32)
PLAIN_VERIFIER(F64)
PLAIN_VERIFIER(Ind)
