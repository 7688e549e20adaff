/* The llvm dialect to LLVM IR, with the LLVM-C API of LLVM 19 (see
 * export.h). The translation runs in four sweeps over the module, so that
 * every symbol can be referenced from everywhere: functions are declared,
 * globals are created, global initializers are set, then function bodies
 * are emitted. In a body, LLVM blocks are created in region order (each
 * with one PHI per block argument), ops are emitted block by block in
 * reverse post-order (definitions before uses), and each branch adds its
 * incoming values to the PHIs of its targets as it is emitted. Constants
 * (llvm.mlir.constant, undef, poison, zero, addressof) become LLVM
 * constants, not instructions. What has no translation is an error at the
 * op, and nothing is produced.
 *
 * Where the LLVM-C API of LLVM 19 falls short of what MLIR's C++ does:
 * extractvalue/insertvalue with a nested position become one instruction
 * per level (the same value; LLVM folds the chain when optimizing);
 * `dso_local` is accepted and dropped (no C setter; it is only a hint);
 * syncscope may only be "singlethread". Not translated (an error at the
 * op): TBAA, alias scopes, access groups, loop annotations, comdats, debug
 * info, and the ARM streaming/ZA attributes of functions. */
#include "dialects/llvm/export.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Comdat.h>
#include <llvm-c/Error.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/apfloat.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/printer.h"
#include "core/ptrmap.h"
#include "dialects/llvm/llvm_types.h"

/* ---- the ops the translation knows ---------------------------------------------------- */

#define RL_EXPORT_OPS(X)                                                                                    \
  X(ADD, "add") X(SUB, "sub") X(MUL, "mul") X(SHL, "shl") X(UDIV, "udiv") X(SDIV, "sdiv") X(UREM, "urem")      \
  X(SREM, "srem") X(AND, "and") X(OR, "or") X(XOR, "xor") X(LSHR, "lshr") X(ASHR, "ashr") X(FADD, "fadd")      \
  X(FSUB, "fsub") X(FMUL, "fmul") X(FDIV, "fdiv") X(FREM, "frem") X(FNEG, "fneg") X(ICMP, "icmp")              \
  X(FCMP, "fcmp") X(SELECT, "select") X(FREEZE, "freeze") X(TRUNC, "trunc") X(ZEXT, "zext") X(SEXT, "sext")    \
  X(FPTRUNC, "fptrunc") X(FPEXT, "fpext") X(FPTOSI, "fptosi") X(FPTOUI, "fptoui") X(SITOFP, "sitofp")          \
  X(UITOFP, "uitofp") X(BITCAST, "bitcast") X(PTRTOINT, "ptrtoint") X(INTTOPTR, "inttoptr")                    \
  X(ADDRSPACECAST, "addrspacecast") X(CONSTANT, "mlir.constant") X(UNDEF, "mlir.undef")                        \
  X(POISON, "mlir.poison") X(ZERO, "mlir.zero") X(ADDRESSOF, "mlir.addressof") X(EXTRACTVALUE, "extractvalue")  \
  X(INSERTVALUE, "insertvalue") X(EXTRACTELEMENT, "extractelement") X(INSERTELEMENT, "insertelement")          \
  X(SHUFFLEVECTOR, "shufflevector") X(ALLOCA, "alloca") X(LOAD, "load") X(STORE, "store")                      \
  X(GEP, "getelementptr") X(ATOMICRMW, "atomicrmw") X(CMPXCHG, "cmpxchg") X(FENCE, "fence") X(BR, "br")        \
  X(COND_BR, "cond_br") X(SWITCH, "switch") X(RETURN, "return") X(UNREACHABLE, "unreachable") X(CALL, "call")  \
  X(FUNC, "func") X(GLOBAL, "mlir.global") X(NONE_TOKEN, "mlir.none")                \
  X(GLOBAL_CTORS, "mlir.global_ctors") X(GLOBAL_DTORS, "mlir.global_dtors") X(COMDAT, "comdat") X(CALL_INTRINSIC, "call_intrinsic") \
  X(INLINE_ASM, "inline_asm")

enum {
  K_NONE,
#define K_ENUM(k, s) K_##k,
  RL_EXPORT_OPS(K_ENUM)
#undef K_ENUM
  K_INTR, /* llvm.intr.* */
};

static const char *const k_names[] = {
    "",
#define K_NAME(k, s) "llvm." s,
    RL_EXPORT_OPS(K_NAME)
#undef K_NAME
};

/* Properties each op may carry and the translation handles (more is an
 * error: the IR would lose their meaning). */
static const char *allowed_props(int k) {
  switch (k) {
  case K_ADD: case K_SUB: case K_MUL: case K_SHL: return "overflowFlags";
  case K_FADD: case K_FSUB: case K_FMUL: case K_FDIV: case K_FREM: case K_FNEG: case K_SELECT:
    return "fastmathFlags";
  case K_ICMP: return "predicate";
  case K_FCMP: return "predicate fastmathFlags";
  case K_CONSTANT: return "value";
  case K_ADDRESSOF: return "global_name";
  case K_EXTRACTVALUE: case K_INSERTVALUE: return "position";
  case K_SHUFFLEVECTOR: return "mask";
  case K_ALLOCA: return "alignment elem_type";
  case K_LOAD: return "alignment volatile_ nontemporal invariant invariantGroup ordering syncscope";
  case K_STORE: return "alignment volatile_ nontemporal invariantGroup ordering syncscope";
  case K_GEP: return "rawConstantIndices elem_type inbounds";
  case K_ATOMICRMW: return "bin_op ordering syncscope alignment volatile_";
  case K_CMPXCHG: return "success_ordering failure_ordering syncscope alignment weak volatile_";
  case K_FENCE: return "ordering syncscope";
  case K_COND_BR: return "branch_weights";
  case K_SWITCH: return "case_values case_operand_segments branch_weights";
  case K_CALL:
    return "var_callee_type callee fastmathFlags CConv TailCallKind convergent no_unwind will_return branch_weights "
           "memory";
  case K_INTR:
    return "fastmathFlags is_zero_poison is_int_min_poison bit isVolatile size failureKind len roundingmode "
           "fpExceptionBehavior alignment lhs_rows lhs_columns rhs_columns rows columns";
  case K_CALL_INTRINSIC: return "intrin fastmathFlags";
  case K_INLINE_ASM: return "asm_string constraints has_side_effects is_align_stack asm_dialect operand_attrs";
  default: return "";
  }
}

/* ---- state ------------------------------------------------------------------------------------- */

typedef struct edge {
  rl_op *op;
  unsigned s, first, n;
  LLVMBasicBlockRef from;
} edge;

typedef struct dummy {
  rl_block *target;
  LLVMBasicBlockRef mid;
  LLVMValueRef *phis; /* one per argument of target */
} dummy;

typedef struct intrinsic_decl {
  LLVMValueRef fn;
  uint64_t first_use; /* the least `defining` rank of its callers */
} intrinsic_decl;

typedef struct ex {
  rl_context *c;
  LLVMContextRef ctx;
  LLVMModuleRef m;
  LLVMBuilderRef b;
  rl_ptrmap kinds;  /* rl_opinfo * -> kind */
  rl_ptrmap idents; /* const char * (a literal) -> rl_ident * */
  rl_ptrmap props_ok; /* properties dictionaries check_list accepted -> their list */
  rl_ptrmap types;  /* rl_type * -> LLVMTypeRef */
  rl_ptrmap syms;   /* rl_ident * (symbol) -> LLVMValueRef */
  rl_ptrmap symops; /* rl_ident * (symbol) -> rl_op * */
  rl_ptrmap vals;   /* rl_value * -> LLVMValueRef (one function at a time) */
  rl_ptrmap blocks; /* rl_block * -> LLVMBasicBlockRef */
  rl_ptrmap edge_of; /* rl_succ * -> index + 1 in edges */
  rl_ptrmap dummy_of; /* rl_succ * -> index + 1 in dummies */
  dummy *dummies;     /* the extra blocks of repeated successors */
  unsigned ndummies, dummycap;
  edge *edges;       /* the branch edges of the function being emitted */
  unsigned nedges, edgecap;
  rl_ptrmap placeholders; /* rl_value * -> placeholder of a result used before it is emitted */
  unsigned nplaceholders;  /* how many are not replaced yet */
  LLVMValueRef scratch;    /* the function holding them */
  intrinsic_decl *intrinsics; /* declarations made for calls, in order */
  unsigned nintrinsics, capintrinsics;
  rl_ptrmap intrinsic_of;      /* LLVMValueRef -> index + 1 in intrinsics */
  rl_ptrmap order;             /* top-level rl_op * -> its place among the declared + 1 */
  unsigned ndeclared;
  uint64_t defining;           /* rank of the op being defined: globals' initializers, then bodies */
  rl_attr *loc;     /* where type errors are reported */
  bool failed;
  /* On a thread of its own (rl_llvm_exporter_detach), the translation
   * neither interns nor reports: property names come from `names`, made
   * beforehand, and the first error waits in err_loc/err_msg. */
  bool detached;
  rl_ident **names; /* every property name of a registered op, hashed by text */
  unsigned namecap;
  rl_attr *err_loc;
  char *err_msg;
  const char *err_op; /* with err_msg: the op whose translation failed (a second error names it), or NULL */
  rl_type *i8;
} ex;

static void *fail(ex *e, rl_attr *loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void *fail(ex *e, rl_attr *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (e->detached) {
    if (!e->err_msg && vasprintf(&e->err_msg, fmt, ap) >= 0) e->err_loc = loc;
  } else {
    rl_diag *d = rl_diag_vbegin(e->c, RL_ERROR, loc ? loc : rl_loc_unknown(e->c), fmt, ap);
    rl_diag_report(e->c, d);
  }
  va_end(ap);
  e->failed = true;
  return NULL;
}

/* An error in translating op, followed, as mlir-translate follows it, by
 * "LLVM Translation failed for operation: NAME". */
static void *fail_op(ex *e, rl_op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void *fail_op(ex *e, rl_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = NULL;
  if (vasprintf(&msg, fmt, ap) < 0) msg = NULL;
  va_end(ap);
  const char *name = op->info->name->str;
  if (e->detached) {
    if (!e->err_msg && msg) {
      e->err_msg = msg;
      e->err_loc = op->loc;
      e->err_op = name;
      msg = NULL;
    }
  } else {
    rl_attr *loc = op->loc ? op->loc : rl_loc_unknown(e->c);
    rl_diag_report(e->c, rl_diag_begin(e->c, RL_ERROR, loc, "%s", msg ? msg : ""));
    rl_diag_report(e->c, rl_diag_begin(e->c, RL_ERROR, loc, "LLVM Translation failed for operation: %s", name));
  }
  free(msg);
  e->failed = true;
  return NULL;
}

/* fail() for a bool context. */
#define FAILED(...) (fail(__VA_ARGS__) != NULL)

static const char *opname(rl_op *op) { return op->info->name->str; }
/* The names are string literals (or in static tables): their identifiers
 * are found by address. */
static uint32_t name_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static void names_add(ex *e, rl_ident *id) {
  uint32_t i = name_hash(id->str, id->len) & (e->namecap - 1);
  while (e->names[i] && e->names[i] != id) i = (i + 1) & (e->namecap - 1);
  e->names[i] = id;
}

/* The property names of every registered op (what `prop` may ask for). */
static void names_build(ex *e) {
  rl_context *c = e->c;
  unsigned n = 0;
  for (unsigned k = 0; k < rl_context_num_opinfos(c); k++) {
    rl_opinfo *oi = rl_context_opinfo_at(c, k);
    if (oi->registered && oi->def) n += oi->def->nattrs;
  }
  e->namecap = 64;
  while (e->namecap < 2 * n) e->namecap *= 2;
  e->names = calloc(e->namecap, sizeof *e->names);
  for (unsigned k = 0; k < rl_context_num_opinfos(c); k++) {
    rl_opinfo *oi = rl_context_opinfo_at(c, k);
    if (oi->registered && oi->def)
      for (unsigned i = 0; i < oi->def->nattrs; i++) names_add(e, oi->prop_names[i]);
  }
}

/* The identifier of name[0..n): detached, only a property name (an op
 * cannot carry another as a property anyway), else interned. */
static rl_ident *ident_of(ex *e, const char *name, size_t n) {
  for (uint32_t i = name_hash(name, n) & (e->namecap - 1); e->names[i]; i = (i + 1) & (e->namecap - 1))
    if (e->names[i]->len == n && !memcmp(e->names[i]->str, name, n)) return e->names[i];
  return e->detached ? NULL : rl_ident_get(e->c, name, n);
}

static rl_ident *ident(ex *e, const char *name) {
  rl_ident *id = rl_ptrmap_get(&e->idents, name);
  if (!id && (id = ident_of(e, name, strlen(name)))) rl_ptrmap_put(&e->idents, name, id);
  return id;
}
static rl_attr *prop(ex *e, rl_op *op, const char *name) {
  rl_ident *id = op->props ? ident(e, name) : NULL;
  return id ? rl_op_get_prop(op, id) : NULL;
}
static int kind_of(ex *e, rl_op *op) {
  int k = (int)(uintptr_t)rl_ptrmap_get(&e->kinds, op->info);
  if (!k && op->info->registered && !strncmp(op->info->name->str, "llvm.intr.", 10)) {
    k = K_INTR;
    rl_ptrmap_put(&e->kinds, op->info, (void *)(uintptr_t)k);
  }
  return k;
}
static uint64_t enum_val(const rl_attr *a) {
  if (!a) return 0;
  if (a->kind == RL_AT_ENUM) return a->w[1];
  if (a->kind == RL_AT_INTEGER) return (uint64_t)rl_attr_int_value(a);
  return 0;
}
/* `comdat(@table::@selector)`: the LLVM comdat named as the selector. */
static void set_comdat(ex *e, LLVMValueRef v, const rl_attr *ref) {
  if (!ref || ref->kind != RL_AT_SYMREF || !ref->n) return;
  const rl_ident *leaf = rl_word_ptr(ref->w[ref->n - 1]);
  LLVMSetComdat(v, LLVMGetOrInsertComdat(e->m, leaf->str));
}
static int64_t int_val(const rl_attr *a, int64_t dflt) {
  return a && a->kind == RL_AT_INTEGER ? rl_attr_int_value(a) : dflt;
}
static bool bool_val(const rl_attr *a) {
  if (!a) return false;
  if (a->kind == RL_AT_UNIT) return true;
  return a->kind == RL_AT_INTEGER && rl_attr_int_value(a) != 0;
}
static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}
static char *attr_text(const rl_attr *a) {
  rl_strbuf b = {0};
  rl_print_attr(&b, a);
  return b.data;
}

static bool check_list(ex *e, rl_op *op, const char *ok);
/* Checks that every property of op is one the translation handles. */
static bool check_props(ex *e, rl_op *op, int k) { return check_list(e, op, allowed_props(k)); }

/* ---- types ----------------------------------------------------------------------------------------- */

static LLVMTypeRef ty(ex *e, rl_type *t);

static LLVMTypeRef ty_uncached(ex *e, rl_type *t) {
  switch (t->kind) {
  case RL_TY_INTEGER:
    if (rl_type_int_signedness(t) != RL_SIGNLESS) break;
    return LLVMIntTypeInContext(e->ctx, rl_type_int_width(t));
  case RL_TY_FLOAT:
    switch (rl_type_float_sem(t)) {
    case RL_F16: return LLVMHalfTypeInContext(e->ctx);
    case RL_BF16: return LLVMBFloatTypeInContext(e->ctx);
    case RL_F32: return LLVMFloatTypeInContext(e->ctx);
    case RL_F64: return LLVMDoubleTypeInContext(e->ctx);
    case RL_F80: return LLVMX86FP80TypeInContext(e->ctx);
    case RL_F128: return LLVMFP128TypeInContext(e->ctx);
    default: break;
    }
    break;
  case RL_TY_VECTOR: {
    if (rl_type_rank(t) != 1) break;
    LLVMTypeRef el = ty(e, rl_type_elem(t));
    if (!el) return NULL;
    unsigned n = (unsigned)rl_type_dim(t, 0);
    return rl_type_dim_scalable(t, 0) ? LLVMScalableVectorType(el, n) : LLVMVectorType(el, n);
  }
  case RL_LLVM_TY_PTR: return LLVMPointerTypeInContext(e->ctx, rl_llvm_ptr_addrspace(t));
  case RL_LLVM_TY_VOID: return LLVMVoidTypeInContext(e->ctx);
  case RL_LLVM_TY_VEC: {
    LLVMTypeRef el = ty(e, rl_llvm_vec_elem(t));
    if (!el) return NULL;
    unsigned n = (unsigned)rl_llvm_vec_size(t);
    return rl_llvm_vec_scalable(t) ? LLVMScalableVectorType(el, n) : LLVMVectorType(el, n);
  }
  case RL_LLVM_TY_ARRAY: {
    LLVMTypeRef el = ty(e, rl_llvm_array_elem(t));
    return el ? LLVMArrayType2(el, rl_llvm_array_size(t)) : NULL;
  }
  case RL_LLVM_TY_STRUCT: {
    rl_ident *name = rl_llvm_struct_name(t);
    LLVMTypeRef named = NULL;
    if (name) {
      /* Identified structs are created once by name; a reference by name
       * (inside its own body) finds the one being defined. */
      named = LLVMGetTypeByName2(e->ctx, name->str);
      if (named) return named;
      if (t->sub & RL_LLVM_STRUCT_REF) return fail(e, e->loc, "identified struct '%s' is used before its body", name->str);
      named = LLVMStructCreateNamed(e->ctx, name->str);
      rl_ptrmap_put(&e->types, t, named);
      if (rl_llvm_struct_is_opaque(t)) return named;
    }
    unsigned n = rl_llvm_struct_num_elems(t);
    LLVMTypeRef stackv[16], *els = n <= 16 ? stackv : malloc(n * sizeof *els);
    for (unsigned i = 0; i < n; i++)
      if (!(els[i] = ty(e, rl_llvm_struct_elem(t, i)))) {
        if (els != stackv) free(els);
        return NULL;
      }
    LLVMTypeRef r;
    if (named) {
      LLVMStructSetBody(named, els, n, rl_llvm_struct_is_packed(t));
      r = named;
    } else {
      r = LLVMStructTypeInContext(e->ctx, els, n, rl_llvm_struct_is_packed(t));
    }
    if (els != stackv) free(els);
    return r;
  }
  case RL_LLVM_TY_FUNC: {
    LLVMTypeRef res = ty(e, rl_llvm_func_result(t));
    if (!res) return NULL;
    unsigned n = rl_llvm_func_num_params(t);
    LLVMTypeRef stackv[16], *ps = n <= 16 ? stackv : malloc(n * sizeof *ps);
    for (unsigned i = 0; i < n; i++)
      if (!(ps[i] = ty(e, rl_llvm_func_param(t, i)))) {
        if (ps != stackv) free(ps);
        return NULL;
      }
    LLVMTypeRef r = LLVMFunctionType(res, ps, n, rl_llvm_func_vararg(t));
    if (ps != stackv) free(ps);
    return r;
  }
  case RL_LLVM_TY_SIMPLE:
    if (t->sub == RL_LLVM_LABEL) return LLVMLabelTypeInContext(e->ctx);
    if (t->sub == RL_LLVM_METADATA) return LLVMMetadataTypeInContext(e->ctx);
    if (t->sub == RL_LLVM_TOKEN) return LLVMTokenTypeInContext(e->ctx);
    break;
  default: break;
  }
  char *s = type_text(t);
  fail(e, e->loc, "type '%s' cannot be translated to LLVM IR", s);
  free(s);
  return NULL;
}

static LLVMTypeRef ty(ex *e, rl_type *t) {
  LLVMTypeRef r = rl_ptrmap_get(&e->types, t);
  if (r) return r;
  r = ty_uncached(e, t);
  if (r) rl_ptrmap_put(&e->types, t, r);
  return r;
}

/* ---- constants from attributes ---------------------------------------------------------------- */

/* An integer constant of type lt (iN) from `words` of width `w` bits,
 * sign-extended or truncated to N (as MLIR does for a constant whose
 * attribute is narrower or wider than its type). */
static LLVMValueRef int_const(LLVMTypeRef lt, const uint64_t *words, unsigned w) {
  unsigned n = LLVMGetIntTypeWidth(lt);
  unsigned nw = n ? (n + 63) / 64 : 1, aw = w ? (w + 63) / 64 : 1;
  uint64_t stackv[8], *out = nw <= 8 ? stackv : malloc(nw * sizeof *out);
  bool neg = w && ((words[(w - 1) / 64] >> ((w - 1) % 64)) & 1);
  for (unsigned i = 0; i < nw; i++) {
    uint64_t v;
    if (i < aw) {
      v = words[i];
      if (i == aw - 1 && w % 64 && neg) v |= ~0ull << (w % 64);
    } else {
      v = neg ? ~0ull : 0;
    }
    out[i] = v;
  }
  LLVMValueRef r = LLVMConstIntOfArbitraryPrecision(lt, nw, out);
  if (out != stackv) free(out);
  return r;
}

static bool float_sem_of(LLVMTypeRef lt, rl_float_sem *s) {
  switch (LLVMGetTypeKind(lt)) {
  case LLVMHalfTypeKind: *s = RL_F16; return true;
  case LLVMBFloatTypeKind: *s = RL_BF16; return true;
  case LLVMFloatTypeKind: *s = RL_F32; return true;
  case LLVMDoubleTypeKind: *s = RL_F64; return true;
  case LLVMX86_FP80TypeKind: *s = RL_F80; return true;
  case LLVMFP128TypeKind: *s = RL_F128; return true;
  default: return false;
  }
}

/* A float constant of type lt from IEEE bits (lo, hi) of format `from`,
 * bit-exact through an integer of the same width. */
static LLVMValueRef float_const(ex *e, LLVMTypeRef lt, rl_float_sem from, uint64_t lo, uint64_t hi) {
  rl_float_sem to;
  if (!float_sem_of(lt, &to)) return NULL;
  if (to != from) {
    uint64_t l2 = 0, h2 = 0;
    rl_apfloat_convert(from, lo, hi, to, &l2, &h2);
    lo = l2, hi = h2;
  }
  unsigned bits = rl_apfloat_bits(to);
  uint64_t w[2] = {lo, hi};
  LLVMValueRef i = LLVMConstIntOfArbitraryPrecision(LLVMIntTypeInContext(e->ctx, bits), bits > 64 ? 2 : 1, w);
  return LLVMConstBitCast(i, lt);
}

/* One element (words at `p`) of a dense attribute whose element type is et. */
static LLVMValueRef dense_elem(ex *e, rl_type *et, LLVMTypeRef lt, const uint64_t *p) {
  if (rl_type_is_integer(et) || rl_type_is_index(et)) {
    if (LLVMGetTypeKind(lt) == LLVMIntegerTypeKind) return int_const(lt, p, rl_type_bitwidth(et));
    return NULL;
  }
  if (rl_type_is_float(et)) return float_const(e, lt, rl_type_float_sem(et), p[0], rl_type_bitwidth(et) > 64 ? p[1] : 0);
  return NULL;
}

static LLVMValueRef attr_const(ex *e, rl_attr *a, rl_type *t);

/* A dense attribute as a constant of type t: a vector, or an array (of
 * arrays, for a multi-dimensional attribute), element by element. */
static LLVMValueRef dense_const(ex *e, rl_attr *a, rl_type *t) {
  rl_type *shaped = rl_word_ptr(a->w[0]);
  rl_type *et = rl_type_elem(shaped);
  unsigned wpe = (unsigned)a->w[1];
  size_t count = 1;
  for (unsigned i = 0; i < rl_type_rank(shaped); i++) count *= (size_t)rl_type_dim(shaped, i);
  /* The flat list of leaf elements of t and their LLVM type. */
  LLVMTypeRef lt = ty(e, t);
  if (!lt) return NULL;
  size_t leaves = 1;
  rl_type *leaf = t;
  unsigned depth = 0;
  LLVMTypeRef levels[16];
  rl_type *rlevels[16];
  while (depth < 16) {
    rlevels[depth] = leaf;
    if (rl_llvm_type_is_array(leaf)) {
      leaves *= rl_llvm_array_size(leaf);
      leaf = rl_llvm_array_elem(leaf);
    } else if (leaf->kind == RL_TY_VECTOR && rl_type_rank(leaf) == 1) {
      leaves *= (size_t)rl_type_dim(leaf, 0);
      leaf = rl_type_elem(leaf);
    } else {
      break;
    }
    depth++;
  }
  if (depth == 0 || depth == 16 || leaves != count) return NULL;
  for (unsigned i = 0; i < depth; i++) levels[i] = ty(e, rlevels[i]);
  LLVMTypeRef leaf_lt = ty(e, leaf);
  if (!leaf_lt) return NULL;
  LLVMValueRef *vals = malloc((count ? count : 1) * sizeof *vals);
  for (size_t i = 0; i < count; i++) {
    const uint64_t *p = &a->w[2 + (a->sub ? 0 : i * wpe)];
    if (!(vals[i] = dense_elem(e, et, leaf_lt, p))) {
      free(vals);
      return NULL;
    }
  }
  /* Build from the innermost level out. */
  size_t n = count;
  for (unsigned d = depth; d-- > 0;) {
    rl_type *lvl = rlevels[d];
    size_t width = rl_llvm_type_is_array(lvl) ? rl_llvm_array_size(lvl) : (size_t)rl_type_dim(lvl, 0);
    size_t groups = width ? n / width : 0;
    LLVMTypeRef inner = d + 1 < depth ? levels[d + 1] : leaf_lt;
    for (size_t g = 0; g < groups; g++) {
      LLVMValueRef v = rl_llvm_type_is_array(lvl) ? LLVMConstArray2(inner, &vals[g * width], width)
                                                   : LLVMConstVector(&vals[g * width], (unsigned)width);
      vals[g] = v;
    }
    if (!width) vals[0] = LLVMConstNull(levels[d]);
    n = width ? groups : 1;
  }
  LLVMValueRef r = vals[0];
  free(vals);
  return r;
}

/* The constant an attribute denotes, of type t; NULL (no report) if it
 * has none. */
static LLVMValueRef attr_const(ex *e, rl_attr *a, rl_type *t) {
  LLVMTypeRef lt = ty(e, t);
  if (!lt) return NULL;
  switch (a->kind) {
  case RL_AT_INTEGER: {
    rl_type *at = rl_attr_type_of(a);
    unsigned w = rl_type_bitwidth(at);
    if (LLVMGetTypeKind(lt) == LLVMIntegerTypeKind) return int_const(lt, rl_attr_int_words(a), w);
    if (LLVMGetTypeKind(lt) == LLVMVectorTypeKind && t->kind == RL_TY_VECTOR) {
      /* A scalar for a vector: a splat. */
      unsigned n = LLVMGetVectorSize(lt);
      LLVMValueRef el = attr_const(e, a, rl_type_elem(t));
      if (!el) return NULL;
      LLVMValueRef *vs = malloc((n ? n : 1) * sizeof *vs);
      for (unsigned i = 0; i < n; i++) vs[i] = el;
      LLVMValueRef r = LLVMConstVector(vs, n);
      free(vs);
      return r;
    }
    return NULL;
  }
  case RL_AT_FLOAT: {
    rl_type *at = rl_attr_type_of(a);
    if (!rl_type_is_float(at)) return NULL;
    if (t->kind == RL_TY_VECTOR) {
      unsigned n = LLVMGetVectorSize(lt);
      LLVMValueRef el = attr_const(e, a, rl_type_elem(t));
      if (!el) return NULL;
      LLVMValueRef *vs = malloc((n ? n : 1) * sizeof *vs);
      for (unsigned i = 0; i < n; i++) vs[i] = el;
      LLVMValueRef r = LLVMConstVector(vs, n);
      free(vs);
      return r;
    }
    return float_const(e, lt, rl_type_float_sem(at), a->w[1], a->w[2]);
  }
  case RL_AT_STRING: {
    rl_ident *s = rl_attr_string_ident(a);
    if (!rl_llvm_type_is_array(t) || rl_llvm_array_elem(t) != e->i8 ||
        rl_llvm_array_size(t) != s->len)
      return NULL;
    return LLVMConstStringInContext2(e->ctx, s->str, s->len, 1);
  }
  case RL_AT_DENSE: return dense_const(e, a, t);
  case RL_AT_ARRAY: {
    /* `[a, b]` for a literal struct: one constant per field (what
     * complex.constant lowers to). */
    if (!rl_llvm_type_is_struct(t) || rl_llvm_struct_num_elems(t) != rl_attr_array_size(a)) return NULL;
    unsigned n = rl_attr_array_size(a);
    LLVMValueRef *vs = malloc((n ? n : 1) * sizeof *vs);
    bool ok = true;
    for (unsigned i = 0; i < n && ok; i++) ok = (vs[i] = attr_const(e, rl_attr_array_elem(a, i), rl_llvm_struct_elem(t, i))) != NULL;
    LLVMValueRef r = ok ? LLVMConstStructInContext(e->ctx, vs, n, rl_llvm_struct_is_packed(t)) : NULL;
    free(vs);
    return r;
  }
  default: return NULL;
  }
}

/* ---- enums ----------------------------------------------------------------------------------------- */

static LLVMLinkage linkage_of(uint64_t bit) {
  switch (bit) {
  case 1: return LLVMPrivateLinkage;
  case 2: return LLVMInternalLinkage;
  case 4: return LLVMAvailableExternallyLinkage;
  case 8: return LLVMLinkOnceAnyLinkage;
  case 16: return LLVMWeakAnyLinkage;
  case 32: return LLVMCommonLinkage;
  case 64: return LLVMAppendingLinkage;
  case 128: return LLVMExternalWeakLinkage;
  case 256: return LLVMLinkOnceODRLinkage;
  case 512: return LLVMWeakODRLinkage;
  default: return LLVMExternalLinkage;
  }
}

/* LLVM's calling convention number of a CConv keyword's bit (llvm.ops). */
static unsigned cconv_of(uint64_t bit) {
  static const struct { uint64_t bit; unsigned cc; } t[] = {
      {1ull, 8}, {2ull, 9}, {4ull, 10}, {8ull, 11}, {16ull, 13}, {32ull, 14}, {64ull, 15}, {128ull, 16},
      {256ull, 17}, {512ull, 18}, {1024ull, 20}, {2048ull, 64}, {4096ull, 65}, {8192ull, 80}, {16384ull, 79},
      {32768ull, 78}, {65536ull, 19}, {131072ull, 66}, {262144ull, 67}, {524288ull, 68}, {1048576ull, 69},
      {2097152ull, 70}, {4194304ull, 71}, {8388608ull, 72}, {16777216ull, 75}, {33554432ull, 76},
      {67108864ull, 77}, {134217728ull, 81}, {268435456ull, 82}, {536870912ull, 83}, {1073741824ull, 84},
      {2147483648ull, 86}, {4294967296ull, 87}, {8589934592ull, 88}, {17179869184ull, 90},
      {34359738368ull, 91}, {68719476736ull, 92}, {137438953472ull, 93}, {274877906944ull, 94},
      {549755813888ull, 95}, {1099511627776ull, 96}, {2199023255552ull, 97}, {4398046511104ull, 98},
      {8796093022208ull, 99}, {17592186044416ull, 100}, {35184372088832ull, 101}};
  for (unsigned i = 0; i < sizeof t / sizeof t[0]; i++)
    if (t[i].bit == bit) return t[i].cc;
  return 0;
}

static LLVMVisibility visibility_of(uint64_t v) {
  return v == 1 ? LLVMHiddenVisibility : v == 2 ? LLVMProtectedVisibility : LLVMDefaultVisibility;
}

static LLVMUnnamedAddr unnamed_addr_of(uint64_t v) {
  return v == 1 ? LLVMLocalUnnamedAddr : v == 2 ? LLVMGlobalUnnamedAddr : LLVMNoUnnamedAddr;
}

static LLVMFastMathFlags fmf_of(uint64_t v) {
  LLVMFastMathFlags f = 0;
  if (v & 1) f |= LLVMFastMathNoNaNs;
  if (v & 2) f |= LLVMFastMathNoInfs;
  if (v & 4) f |= LLVMFastMathNoSignedZeros;
  if (v & 8) f |= LLVMFastMathAllowReciprocal;
  if (v & 16) f |= LLVMFastMathAllowContract;
  if (v & 32) f |= LLVMFastMathApproxFunc;
  if (v & 64) f |= LLVMFastMathAllowReassoc;
  return f;
}

static void set_fmf(ex *e, rl_op *op, LLVMValueRef v) {
  uint64_t f = enum_val(prop(e, op, "fastmathFlags"));
  if (f && v && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v)) LLVMSetFastMathFlags(v, fmf_of(f));
}

static LLVMIntPredicate icmp_pred(uint64_t p) {
  static const LLVMIntPredicate t[] = {LLVMIntEQ,  LLVMIntNE,  LLVMIntSLT, LLVMIntSLE, LLVMIntSGT,
                                       LLVMIntSGE, LLVMIntULT, LLVMIntULE, LLVMIntUGT, LLVMIntUGE};
  return p < 10 ? t[p] : LLVMIntEQ;
}

static LLVMRealPredicate fcmp_pred(uint64_t p) {
  static const LLVMRealPredicate t[] = {
      LLVMRealPredicateFalse, LLVMRealOEQ, LLVMRealOGT, LLVMRealOGE, LLVMRealOLT, LLVMRealOLE,
      LLVMRealONE,            LLVMRealORD, LLVMRealUEQ, LLVMRealUGT, LLVMRealUGE, LLVMRealULT,
      LLVMRealULE,            LLVMRealUNE, LLVMRealUNO, LLVMRealPredicateTrue};
  return p < 16 ? t[p] : LLVMRealPredicateFalse;
}

/* The syncscope: none, or "singlethread" (all the LLVM-C API can say). */
static bool single_thread(ex *e, rl_op *op, bool *st) {
  rl_attr *s = prop(e, op, "syncscope");
  *st = false;
  if (!s || s->kind != RL_AT_STRING || rl_attr_string_ident(s)->len == 0) return true;
  if (!strcmp(rl_attr_string_ident(s)->str, "singlethread")) {
    *st = true;
    return true;
  }
  fail(e, op->loc, "'%s' op: cannot translate syncscope \"%s\" to LLVM IR (only \"singlethread\")", opname(op),
       rl_attr_string_ident(s)->str);
  return false;
}

static void set_align(ex *e, rl_op *op, LLVMValueRef v) {
  int64_t a = int_val(prop(e, op, "alignment"), 0);
  if (a > 0) LLVMSetAlignment(v, (unsigned)a);
}

static void set_md_flag(ex *e, LLVMValueRef inst, const char *kind, bool with_one) {
  LLVMMetadataRef ops[1];
  unsigned n = 0;
  if (with_one) ops[n++] = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(e->ctx), 1, 0));
  LLVMMetadataRef node = LLVMMDNodeInContext2(e->ctx, ops, n);
  LLVMSetMetadata(inst, LLVMGetMDKindIDInContext(e->ctx, kind, (unsigned)strlen(kind)),
                  LLVMMetadataAsValue(e->ctx, node));
}

/* `!prof !{!"branch_weights", i32 w...}` from a branch_weights property. */
static void set_branch_weights(ex *e, rl_op *op, LLVMValueRef inst) {
  rl_attr *bw = prop(e, op, "branch_weights");
  if (!bw || bw->kind != RL_AT_DENSE_ARRAY || bw->n < 2) return;
  unsigned n = bw->n - 1;
  LLVMMetadataRef *ops = malloc((n + 1) * sizeof *ops);
  ops[0] = LLVMMDStringInContext2(e->ctx, "branch_weights", 14);
  for (unsigned i = 0; i < n; i++)
    ops[1 + i] = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(e->ctx), (uint32_t)bw->w[1 + i], 0));
  LLVMMetadataRef node = LLVMMDNodeInContext2(e->ctx, ops, n + 1);
  LLVMSetMetadata(inst, LLVMGetMDKindIDInContext(e->ctx, "prof", 4), LLVMMetadataAsValue(e->ctx, node));
  free(ops);
}

/* ---- values and blocks ---------------------------------------------------------------------------- */

/* The LLVM value of v. A result not emitted yet (a use in a block that is
 * unreachable from the entry, before its definition in emission order) gets
 * a placeholder (`freeze poison` in a scratch function) that the definition
 * replaces. */
static LLVMValueRef val(ex *e, rl_op *user, rl_value *v) {
  LLVMValueRef r = rl_ptrmap_get(&e->vals, v);
  if (r) return r;
  r = rl_ptrmap_get(&e->placeholders, v);
  if (r) return r;
  LLVMTypeRef t = v->is_arg ? NULL : ty(e, v->type);
  if (!t) {
    fail(e, user->loc, "'%s' op: operand has no LLVM value", opname(user));
    return NULL;
  }
  if (!e->scratch) {
    LLVMTypeRef ft = LLVMFunctionType(LLVMVoidTypeInContext(e->ctx), NULL, 0, 0);
    e->scratch = LLVMAddFunction(e->m, "__rulir_placeholders", ft);
    LLVMAppendBasicBlockInContext(e->ctx, e->scratch, "");
  }
  LLVMBuilderRef b2 = LLVMCreateBuilderInContext(e->ctx);
  LLVMPositionBuilderAtEnd(b2, LLVMGetEntryBasicBlock(e->scratch));
  r = LLVMBuildFreeze(b2, LLVMGetPoison(t), "");
  LLVMDisposeBuilder(b2);
  rl_ptrmap_put(&e->placeholders, v, r);
  e->nplaceholders++;
  return r;
}

/* Maps op result v to r, replacing its placeholder if it has one. */
static void map_result(ex *e, rl_value *v, LLVMValueRef r) {
  rl_ptrmap_put(&e->vals, v, r);
  LLVMValueRef ph = e->nplaceholders ? rl_ptrmap_get(&e->placeholders, v) : NULL;
  if (ph) {
    LLVMReplaceAllUsesWith(ph, r);
    LLVMInstructionEraseFromParent(ph);
    rl_ptrmap_put(&e->placeholders, v, NULL);
    e->nplaceholders--;
  }
}

static LLVMValueRef operand(ex *e, rl_op *op, unsigned i) { return val(e, op, op->operands[i].value); }

/* An edge whose PHI values are added once the whole body is emitted. */
static void note_edge(ex *e, rl_op *op, unsigned s, unsigned first, unsigned n, LLVMBasicBlockRef from) {
  if (e->nedges == e->edgecap) {
    e->edgecap = e->edgecap ? 2 * e->edgecap : 64;
    e->edges = realloc(e->edges, e->edgecap * sizeof *e->edges);
  }
  e->edges[e->nedges] = (edge){op, s, first, n, from};
  rl_ptrmap_put(&e->edge_of, &rl_op_succs(op)[s], (void *)(uintptr_t)(++e->nedges));
}

/* A terminator that reaches one block with arguments through several of
 * its successors gets, for each but the first, a block of its own that
 * takes the arguments as PHIs and branches on (LLVM's PHIs take one value
 * per predecessor block). As mlir-translate-19 (whose legalization does it
 * before the translation), these blocks go at the end of the function, in
 * region order of their terminators, and come first in their target's
 * PHIs, the latest first. */
static bool make_dummies(ex *e, rl_region *r, LLVMValueRef fn) {
  for (rl_block *b = r->first; b; b = b->next) {
    rl_op *t = b->last;
    if (!t || t->nsuccs < 2) continue;
    for (unsigned s = 1; s < t->nsuccs; s++) {
      rl_block *dest = rl_op_succ(t, s);
      bool repeated = false;
      for (unsigned i = 0; i < s && !repeated; i++) repeated = rl_op_succ(t, i) == dest;
      if (!repeated || !dest->nargs) continue;
      if (e->ndummies == e->dummycap) {
        e->dummycap = e->dummycap ? 2 * e->dummycap : 16;
        e->dummies = realloc(e->dummies, e->dummycap * sizeof *e->dummies);
      }
      dummy *d = &e->dummies[e->ndummies++];
      d->target = dest;
      d->mid = LLVMAppendBasicBlockInContext(e->ctx, fn, "");
      d->phis = malloc(dest->nargs * sizeof *d->phis);
      LLVMPositionBuilderAtEnd(e->b, d->mid);
      for (unsigned i = 0; i < dest->nargs; i++) {
        LLVMTypeRef ty_ = ty(e, dest->args[i]->type);
        if (!ty_) return false;
        d->phis[i] = LLVMBuildPhi(e->b, ty_, "");
      }
      rl_ptrmap_put(&e->dummy_of, &rl_op_succs(t)[s], (void *)(uintptr_t)e->ndummies);
    }
  }
  return true;
}

/* The LLVM block a terminator jumps to for successor s (its dummy block if
 * it has one); the edge's values are wired once the body is emitted. */
static LLVMBasicBlockRef edge_block(ex *e, rl_op *op, unsigned s, unsigned first, unsigned n, LLVMBasicBlockRef here) {
  rl_block *dest = rl_op_succ(op, s);
  if (n != dest->nargs)
    return fail(e, op->loc, "'%s' op: successor #%u takes %u arguments, %u given", opname(op), s, dest->nargs, n);
  note_edge(e, op, s, first, n, here);
  unsigned d = (unsigned)(uintptr_t)rl_ptrmap_get(&e->dummy_of, &rl_op_succs(op)[s]);
  return d ? e->dummies[d - 1].mid : rl_ptrmap_get(&e->blocks, dest);
}

/* Adds edge ed's values to the PHIs `phis` as coming from its block. */
static bool wire(ex *e, edge *ed, LLVMValueRef *phis) {
  for (unsigned i = 0; i < ed->n; i++) {
    LLVMValueRef v = operand(e, ed->op, ed->first + i);
    if (!v) return false;
    LLVMAddIncoming(phis[i], &v, &ed->from, 1);
  }
  return true;
}

/* Wires the PHIs of every block, predecessors in the order of the block's
 * predecessor list (as mlir-translate does). */
static bool connect_phis(ex *e, rl_region *r) {
  LLVMValueRef stackv[16];
  for (rl_block *b = r->first; b; b = b->next) {
    if (b == r->first || !b->nargs) continue;
    LLVMValueRef *phis = b->nargs <= 16 ? stackv : malloc(b->nargs * sizeof *phis);
    for (unsigned i = 0; i < b->nargs; i++) phis[i] = rl_ptrmap_get(&e->vals, b->args[i]);
    for (unsigned d = e->ndummies; d-- > 0;) {
      if (e->dummies[d].target != b) continue;
      for (unsigned i = 0; i < b->nargs; i++) LLVMAddIncoming(phis[i], &e->dummies[d].phis[i], &e->dummies[d].mid, 1);
    }
    bool ok = true;
    for (rl_succ *p = b->first_pred; p && ok; p = p->next) {
      unsigned k = (unsigned)(uintptr_t)rl_ptrmap_get(&e->edge_of, p);
      if (!k) continue; /* from a block that was not emitted */
      unsigned d = (unsigned)(uintptr_t)rl_ptrmap_get(&e->dummy_of, p);
      ok = wire(e, &e->edges[k - 1], d ? e->dummies[d - 1].phis : phis);
    }
    if (phis != stackv) free(phis);
    if (!ok) return false;
  }
  return true;
}

/* ---- intrinsics --------------------------------------------------------------------------------------- */

/* How an intrinsic is overloaded: 'r' on the result type, 'o' on operand
 * 0's, 'p' result and operand 1 (powi), 'l' result and operand 0 (lround),
 * 'm' operands 0, 1, 2 (memcpy), 's' operands 0 and 2 (memset), 'v'
 * operand 1 (reductions with a start value), 'M' operands 0, 1 and the
 * `len` property (memcpy.inline), 'S' operand 0 and `len` (memset.inline),
 * 'x' the result and operands 0 and 1 (matrix.multiply), 'n' not overloaded. Immediate arguments come from properties, before
 * (pre) or after (post) the operands: "KIND:prop ..." with KIND 1 (i1),
 * 8 (i8), 3 (i32), 6 (i64), A (an integer attribute as it is typed), or
 * the metadata string of a constrained intrinsic's R (rounding mode) or X
 * (exception behaviour); calls of these (the constrained intrinsics) are
 * strictfp. */
typedef struct intr_info {
  const char *name;   /* after "llvm.intr." */
  const char *llname; /* LLVM's name, if not "llvm." + name */
  char overload;
  const char *pre, *post;
} intr_info;

static const intr_info intr_table[] = {
    {"powi", NULL, 'p', NULL, NULL},
    {"lround", NULL, 'l', NULL, NULL},
    {"llround", NULL, 'l', NULL, NULL},
    {"lrint", NULL, 'l', NULL, NULL},
    {"llrint", NULL, 'l', NULL, NULL},
    {"ctlz", NULL, 'r', NULL, "1:is_zero_poison"},
    {"cttz", NULL, 'r', NULL, "1:is_zero_poison"},
    {"abs", NULL, 'r', NULL, "1:is_int_min_poison"},
    {"is.fpclass", NULL, 'o', NULL, "3:bit"},
    {"memcpy", NULL, 'm', NULL, "1:isVolatile"},
    {"memmove", NULL, 'm', NULL, "1:isVolatile"},
    {"memset", NULL, 's', NULL, "1:isVolatile"},
    {"memcpy.inline", NULL, 'M', NULL, "A:len 1:isVolatile"},
    {"memset.inline", NULL, 'S', NULL, "A:len 1:isVolatile"},
    {"stacksave", NULL, 'r', NULL, NULL},
    {"masked.compressstore", NULL, 'o', NULL, NULL},
    {"vp.reduce.add", NULL, 'v', NULL, NULL},
    {"vp.reduce.mul", NULL, 'v', NULL, NULL},
    {"vp.reduce.and", NULL, 'v', NULL, NULL},
    {"vp.reduce.or", NULL, 'v', NULL, NULL},
    {"vp.reduce.xor", NULL, 'v', NULL, NULL},
    {"vp.reduce.smax", NULL, 'v', NULL, NULL},
    {"vp.reduce.smin", NULL, 'v', NULL, NULL},
    {"vp.reduce.umax", NULL, 'v', NULL, NULL},
    {"vp.reduce.umin", NULL, 'v', NULL, NULL},
    {"vp.reduce.fadd", NULL, 'v', NULL, NULL},
    {"vp.reduce.fmul", NULL, 'v', NULL, NULL},
    {"vp.reduce.fmax", NULL, 'v', NULL, NULL},
    {"vp.reduce.fmin", NULL, 'v', NULL, NULL},
    {"matrix.multiply", NULL, 'x', NULL, "3:lhs_rows 3:lhs_columns 3:rhs_columns"},
    {"matrix.transpose", NULL, 'r', NULL, "3:rows 3:columns"},
    {"stackrestore", NULL, 'o', NULL, NULL},
    {"vector.reduce.fadd", NULL, 'v', NULL, NULL},
    {"vector.reduce.fmul", NULL, 'v', NULL, NULL},
    {"assume", NULL, 'n', NULL, NULL},
    {"prefetch", NULL, 'o', NULL, "3:rw 3:hint 3:cache"},
    {"lifetime.start", NULL, 'o', "6:size", NULL},
    {"lifetime.end", NULL, 'o', "6:size", NULL},
    {"invariant.start", NULL, 'o', "6:size", NULL},
    {"threadlocal.address", NULL, 'r', NULL, NULL},
    {"trap", NULL, 'n', NULL, NULL},
    {"debugtrap", NULL, 'n', NULL, NULL},
    {"ubsantrap", NULL, 'n', NULL, "8:failureKind"},
    {"sadd.with.overflow", NULL, 'o', NULL, NULL},
    {"uadd.with.overflow", NULL, 'o', NULL, NULL},
    {"ssub.with.overflow", NULL, 'o', NULL, NULL},
    {"usub.with.overflow", NULL, 'o', NULL, NULL},
    {"smul.with.overflow", NULL, 'o', NULL, NULL},
    {"umul.with.overflow", NULL, 'o', NULL, NULL},
    {"vastart", "llvm.va_start", 'o', NULL, NULL},
    {"vaend", "llvm.va_end", 'o', NULL, NULL},
    {"vacopy", "llvm.va_copy", 'o', NULL, NULL},
    {"experimental.constrained.fptrunc", NULL, 'l', NULL, "R:roundingmode X:fpExceptionBehavior"},
};

/* The metadata strings of llvm.RoundingMode and llvm.FPExceptionBehavior
 * values, by value (NULL where no value is defined). */
static const char *const rounding_md[8] = {"round.towardzero", "round.tonearest", "round.upward", "round.downward",
                                           "round.tonearestaway", NULL, NULL, "round.dynamic"};
static const char *const fpexcept_md[3] = {"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"};

/* Appends the immediate arguments a spec names ("1:isVolatile 6:size"). */
static bool imm_args(ex *e, rl_op *op, const char *spec, LLVMValueRef *args, unsigned *n) {
  while (spec && *spec) {
    char kind = spec[0];
    const char *pn = spec + 2, *end = strchr(pn, ' ');
    size_t len = end ? (size_t)(end - pn) : strlen(pn);
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)len, pn);
    rl_ident *id = op->props ? ident_of(e, pn, len) : NULL; /* not a literal: no ident() */
    rl_attr *a = id ? rl_op_get_prop(op, id) : NULL;
    if (!a) return fail(e, op->loc, "'%s' op: requires property '%s'", opname(op), name), false;
    LLVMValueRef v;
    switch (kind) {
    case '1': v = LLVMConstInt(LLVMInt1TypeInContext(e->ctx), bool_val(a), 0); break;
    case '8': v = LLVMConstInt(LLVMInt8TypeInContext(e->ctx), (uint64_t)int_val(a, 0), 0); break;
    case '3': v = LLVMConstInt(LLVMInt32TypeInContext(e->ctx), (uint64_t)int_val(a, 0), 0); break;
    case '6': v = LLVMConstInt(LLVMInt64TypeInContext(e->ctx), (uint64_t)int_val(a, 0), 0); break;
    case 'R': case 'X': {
      uint64_t k = (uint64_t)int_val(a, -1);
      const char *md = kind == 'R' ? (k < 8 ? rounding_md[k] : NULL) : (k < 3 ? fpexcept_md[k] : NULL);
      if (!md) return fail(e, op->loc, "'%s' op: no value %lld for '%s'", opname(op), (long long)k, name), false;
      v = LLVMMetadataAsValue(e->ctx, LLVMMDStringInContext2(e->ctx, md, strlen(md)));
      break;
    }
    default:
      if (a->kind != RL_AT_INTEGER) return fail(e, op->loc, "'%s' op: '%s' must be an integer", opname(op), name), false;
      v = attr_const(e, a, rl_attr_type_of(a));
      if (!v) return false;
    }
    args[(*n)++] = v;
    spec = end ? end + 1 : NULL;
  }
  return true;
}

/* Records that the op being defined calls intrinsic declaration fn (made
 * just now if `made`): finish puts these declarations after the module's
 * functions in the order of their first use in module order, where
 * mlir-translate has them, whatever order the ops were defined in. */
static void note_intrinsic(ex *e, LLVMValueRef fn, bool made) {
  uintptr_t i = (uintptr_t)rl_ptrmap_get(&e->intrinsic_of, fn);
  if (i) {
    if (e->intrinsics[i - 1].first_use > e->defining) e->intrinsics[i - 1].first_use = e->defining;
    return;
  }
  if (!made) return; /* declared by the module itself */
  if (e->nintrinsics == e->capintrinsics) {
    e->capintrinsics = e->capintrinsics ? 2 * e->capintrinsics : 16;
    e->intrinsics = realloc(e->intrinsics, e->capintrinsics * sizeof *e->intrinsics);
  }
  e->intrinsics[e->nintrinsics++] = (intrinsic_decl){fn, e->defining};
  rl_ptrmap_put(&e->intrinsic_of, fn, (void *)(uintptr_t)e->nintrinsics);
}

/* A call to intrinsic `id` declared with overload types ovt[0..nov), with
 * the op's operands between the pre and post immediates; strictfp marks
 * the call site so. */
static LLVMValueRef call_intrinsic(ex *e, rl_op *op, const char *llname, unsigned id, LLVMTypeRef *ovt,
                                   unsigned nov, const char *pre, const char *post, bool strictfp) {
  if (!LLVMIntrinsicIsOverloaded(id)) nov = 0;
  LLVMValueRef last = LLVMGetLastFunction(e->m);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(e->m, id, ovt, nov);
  note_intrinsic(e, fn, fn != last && fn == LLVMGetLastFunction(e->m));
  LLVMTypeRef fty = LLVMIntrinsicGetType(e->ctx, id, ovt, nov);
  LLVMValueRef args[16];
  unsigned n = 0;
  if (op->noperands > 12) return fail(e, op->loc, "'%s' op: too many operands", opname(op));
  if (!imm_args(e, op, pre, args, &n)) return NULL;
  for (unsigned i = 0; i < op->noperands; i++)
    if (!(args[n++] = operand(e, op, i))) return NULL;
  if (!imm_args(e, op, post, args, &n)) return NULL;
  if (LLVMCountParamTypes(fty) != n && !LLVMIsFunctionVarArg(fty))
    return fail(e, op->loc, "'%s' op: '%s' takes %u arguments, the op gives %u", opname(op), llname,
                LLVMCountParamTypes(fty), n);
  LLVMValueRef call = LLVMBuildCall2(e->b, fty, fn, args, n, "");
  set_fmf(e, op, call);
  if (strictfp)
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex,
                             LLVMCreateEnumAttribute(e->ctx, LLVMGetEnumAttributeKindForName("strictfp", 8), 0));
  return call;
}

/* llvm.intr.masked.{load,gather} (ptr, mask[, pass_thru]) and
 * llvm.intr.masked.{store,scatter} (value, ptr, mask): LLVM's calls take
 * the `alignment` property between the address and the mask, and poison
 * for a missing pass_thru; overloaded on the data and address types. */
static LLVMValueRef emit_masked(ex *e, rl_op *op, const char *name, bool store) {
  char llname[64];
  snprintf(llname, sizeof llname, "llvm.%s", name);
  unsigned id = LLVMLookupIntrinsicID(llname, strlen(llname));
  rl_attr *al = prop(e, op, "alignment");
  if (!id || op->noperands < (store ? 3u : 2u) || (!store && !op->nresults) || !al || al->kind != RL_AT_INTEGER)
    return fail(e, op->loc, "'%s' op: expects its operands, result and an integer 'alignment'", opname(op));
  LLVMTypeRef ovt[2];
  if (!(ovt[0] = ty(e, store ? op->operands[0].value->type : op->results[0].type)) ||
      !(ovt[1] = ty(e, op->operands[store ? 1 : 0].value->type)))
    return NULL;
  LLVMValueRef last = LLVMGetLastFunction(e->m);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(e->m, id, ovt, 2);
  note_intrinsic(e, fn, fn != last && fn == LLVMGetLastFunction(e->m));
  LLVMTypeRef fty = LLVMIntrinsicGetType(e->ctx, id, ovt, 2);
  LLVMValueRef args[4], align = LLVMConstInt(LLVMInt32TypeInContext(e->ctx), (uint64_t)int_val(al, 0), 0);
  unsigned n = 0;
  for (unsigned i = 0; i < (store ? 2u : 1u); i++)
    if (!(args[n++] = operand(e, op, i))) return NULL;
  args[n++] = align;
  if (!(args[n++] = operand(e, op, store ? 2 : 1))) return NULL;
  if (!store) {
    if (op->noperands > 2) {
      if (!(args[n++] = operand(e, op, 2))) return NULL;
    } else {
      args[n++] = LLVMGetPoison(ovt[0]);
    }
  }
  return LLVMBuildCall2(e->b, fty, fn, args, n, "");
}

static LLVMValueRef emit_intrinsic(ex *e, rl_op *op) {
  const char *full = opname(op); /* llvm.intr.NAME */
  const char *name = full + 10;
  if (!strcmp(name, "masked.load") || !strcmp(name, "masked.gather")) return emit_masked(e, op, name, false);
  if (!strcmp(name, "masked.store") || !strcmp(name, "masked.scatter")) return emit_masked(e, op, name, true);
  const intr_info *info = NULL;
  for (unsigned i = 0; i < sizeof intr_table / sizeof intr_table[0]; i++)
    if (!strcmp(intr_table[i].name, name)) info = &intr_table[i];
  char ov = info ? info->overload : !strncmp(name, "vector.reduce.", 14) ? 'o' : 'r';
  char llname[128];
  if (info && info->llname) snprintf(llname, sizeof llname, "%s", info->llname);
  else snprintf(llname, sizeof llname, "llvm.%s", name);
  unsigned id = LLVMLookupIntrinsicID(llname, strlen(llname));
  if (!id) return fail(e, op->loc, "'%s' op: LLVM 19 has no intrinsic '%s'", full, llname);
  LLVMTypeRef ovt[3];
  unsigned nov = 0;
  rl_type *res = op->nresults ? op->results[0].type : NULL;
  rl_attr *len = prop(e, op, "len");
#define OVT(t) do { if (!(ovt[nov++] = ty(e, (t)))) return NULL; } while (0)
#define NEED(k) do { if (op->noperands < (k)) return fail(e, op->loc, "'%s' op: too few operands", full); } while (0)
  switch (ov) {
  case 'r':
    if (res) OVT(res);
    else if (op->noperands) OVT(op->operands[0].value->type);
    break;
  case 'o': NEED(1); OVT(op->operands[0].value->type); break;
  case 'p': NEED(2); OVT(res); OVT(op->operands[1].value->type); break;
  case 'l': NEED(1); OVT(res); OVT(op->operands[0].value->type); break;
  case 'm': NEED(3); for (unsigned i = 0; i < 3; i++) OVT(op->operands[i].value->type); break;
  case 's': NEED(3); OVT(op->operands[0].value->type); OVT(op->operands[2].value->type); break;
  case 'v': NEED(2); OVT(op->operands[1].value->type); break;
  case 'x': NEED(2); OVT(res); OVT(op->operands[0].value->type); OVT(op->operands[1].value->type); break;
  case 'M': case 'S':
    NEED(ov == 'M' ? 2 : 1);
    if (!len || len->kind != RL_AT_INTEGER) return fail(e, op->loc, "'%s' op: requires an integer 'len'", full);
    OVT(op->operands[0].value->type);
    if (ov == 'M') OVT(op->operands[1].value->type);
    OVT(rl_attr_type_of(len));
    break;
  default: break;
  }
#undef OVT
#undef NEED
  bool strictfp = info && info->post && strstr(info->post, "X:");
  return call_intrinsic(e, op, llname, id, ovt, nov, info ? info->pre : NULL, info ? info->post : NULL, strictfp);
}

/* LLVM's text of a type, for messages (heap). */
static char *llvm_type_text(LLVMTypeRef t) {
  char *m = LLVMPrintTypeToString(t);
  char *s = strdup(m);
  LLVMDisposeMessage(m);
  return s;
}

/* Whether LLVM's verifier takes a call to intrinsic id with overload types
 * ovt as a valid signature (LLVMIntrinsicGetType builds any overload, also
 * one the intrinsic's type constraints reject, such as llvm.round on i8):
 * a call with constant arguments in a scratch module, whose verifier
 * messages are searched for the signature checks only. */
static bool intrinsic_overload_valid(ex *e, unsigned id, LLVMTypeRef *ovt, unsigned nov, LLVMTypeRef fty) {
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("overload", e->ctx);
  LLVMValueRef decl = LLVMGetIntrinsicDeclaration(m, id, ovt, nov);
  LLVMValueRef f = LLVMAddFunction(m, "f", LLVMFunctionType(LLVMVoidTypeInContext(e->ctx), NULL, 0, 0));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(e->ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(e->ctx, f, ""));
  unsigned n = LLVMCountParamTypes(fty);
  LLVMTypeRef ps[16];
  LLVMValueRef args[16];
  bool ok = true, checked = n <= 16;
  if (checked) {
    LLVMGetParamTypes(fty, ps);
    for (unsigned i = 0; i < n && checked; i++) {
      LLVMTypeKind k = LLVMGetTypeKind(ps[i]);
      if (k == LLVMMetadataTypeKind) args[i] = LLVMMetadataAsValue(e->ctx, LLVMMDStringInContext2(e->ctx, "", 0));
      else if (k == LLVMLabelTypeKind || k == LLVMVoidTypeKind) checked = false;
      else args[i] = LLVMConstNull(ps[i]);
    }
  }
  if (checked) {
    LLVMBuildCall2(b, fty, decl, args, n, "");
    LLVMBuildRetVoid(b);
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg) && msg)
      ok = !strstr(msg, "Intrinsic has incorrect") && !strstr(msg, "Intrinsic has too few arguments") &&
           !strstr(msg, "Intrinsic name not mangled correctly");
    LLVMDisposeMessage(msg);
  }
  LLVMDisposeBuilder(b);
  LLVMDisposeModule(m);
  return ok;
}

/* llvm.inline_asm: a call of the inline assembly value LLVM makes of the
 * string, its constraints, side effects, stack alignment and dialect. */
static LLVMValueRef emit_inline_asm(ex *e, rl_op *op) {
  rl_attr *str = prop(e, op, "asm_string"), *cons = prop(e, op, "constraints");
  if (!str || str->kind != RL_AT_STRING || !cons || cons->kind != RL_AT_STRING)
    return fail(e, op->loc, "'llvm.inline_asm' op: requires 'asm_string' and 'constraints'");
  unsigned n = op->noperands;
  LLVMTypeRef res = op->nresults ? ty(e, op->results[0].type) : LLVMVoidTypeInContext(e->ctx);
  if (!res) return NULL;
  LLVMTypeRef ps[32];
  LLVMValueRef args[32];
  if (n > 32) return fail(e, op->loc, "'llvm.inline_asm' op: too many operands");
  for (unsigned i = 0; i < n; i++)
    if (!(ps[i] = ty(e, op->operands[i].value->type)) || !(args[i] = operand(e, op, i))) return NULL;
  LLVMTypeRef fty = LLVMFunctionType(res, ps, n, 0);
  rl_ident *a = rl_attr_string_ident(str), *c = rl_attr_string_ident(cons);
  rl_attr *dialect = prop(e, op, "asm_dialect");
  LLVMValueRef fn = LLVMGetInlineAsm(fty, a->str, a->len, c->str, c->len, prop(e, op, "has_side_effects") != NULL,
                                     prop(e, op, "is_align_stack") != NULL,
                                     dialect && rl_attr_int_value(dialect) == 1 ? LLVMInlineAsmDialectIntel
                                                                              : LLVMInlineAsmDialectATT,
                                     0);
  return LLVMBuildCall2(e->b, fty, fn, args, n, "");
}

/* llvm.call_intrinsic "llvm.NAME"(...): an overloaded intrinsic is declared
 * with the overload types (from the result and operand types) whose
 * signature is the op's; a plain one must have the op's signature. Errors
 * worded as mlir-translate's. */
static LLVMValueRef emit_call_intrinsic(ex *e, rl_op *op) {
  rl_attr *in = prop(e, op, "intrin");
  if (!in || in->kind != RL_AT_STRING) return fail(e, op->loc, "'llvm.call_intrinsic' op: requires 'intrin'");
  const char *llname = rl_attr_string_ident(in)->str;
  unsigned id = LLVMLookupIntrinsicID(llname, strlen(llname));
  if (!id) return fail_op(e, op, "could not find LLVM intrinsic: \"%s\"", llname);
  unsigned n = op->noperands;
  LLVMTypeRef want_res = op->nresults ? ty(e, op->results[0].type) : LLVMVoidTypeInContext(e->ctx);
  if (!want_res) return NULL;
  LLVMTypeRef ps[16];
  if (n > 16) return fail(e, op->loc, "'llvm.call_intrinsic' op: too many operands");
  for (unsigned i = 0; i < n; i++)
    if (!(ps[i] = ty(e, op->operands[i].value->type))) return NULL;
  LLVMTypeRef want = LLVMFunctionType(want_res, ps, n, 0);
  if (!LLVMIntrinsicIsOverloaded(id)) {
    LLVMTypeRef fty = LLVMIntrinsicGetType(e->ctx, id, NULL, 0);
    LLVMTypeRef res = LLVMGetReturnType(fty);
    if (res != want_res) {
      char *a = llvm_type_text(want_res), *b = llvm_type_text(res);
      fail_op(e, op, "intrinsic call returns %s but \"%s\" actually returns %s", a, llname, b);
      free(a);
      free(b);
      return NULL;
    }
    unsigned np = LLVMCountParamTypes(fty);
    if (LLVMIsFunctionVarArg(fty) ? n < np : n != np)
      return fail_op(e, op, "intrinsic call has %u operands but \"%s\" expects %u", n, llname, np);
    LLVMTypeRef fps[16];
    if (np <= 16) {
      LLVMGetParamTypes(fty, fps);
      for (unsigned i = 0; i < np; i++)
        if (fps[i] != ps[i]) {
          char *a = llvm_type_text(ps[i]), *b = llvm_type_text(fps[i]);
          fail_op(e, op, "intrinsic call operand #%u has type %s but \"%s\" expects %s", i, a, llname, b);
          free(a);
          free(b);
          return NULL;
        }
    }
    return call_intrinsic(e, op, llname, id, NULL, 0, NULL, NULL, false);
  }
  /* Candidate overload lists: the result, then operand types, alone and in pairs. */
  LLVMTypeRef pool[17];
  unsigned np = 0;
  if (op->nresults) pool[np++] = want_res;
  for (unsigned i = 0; i < n; i++) pool[np++] = ps[i];
  /* Fewest overload types first: LLVM ignores extra ones. */
  for (unsigned nov = 1; nov <= 3; nov++)
    for (unsigned a = 0; a < np; a++)
      for (unsigned b = 0; b < (nov > 1 ? np : 1); b++)
        for (unsigned k = 0; k < (nov > 2 ? np : 1); k++) {
          LLVMTypeRef ovt[3] = {pool[a], pool[b], pool[k]};
          if (LLVMIntrinsicGetType(e->ctx, id, ovt, nov) == want && intrinsic_overload_valid(e, id, ovt, nov, want))
            return call_intrinsic(e, op, llname, id, ovt, nov, NULL, NULL, false);
        }
  char *sig = llvm_type_text(want);
  fail_op(e, op, "call intrinsic signature %s to overloaded intrinsic \"%s\" does not match any of the overloads", sig,
          llname);
  free(sig);
  return NULL;
}

static bool memory_attr(ex *e, rl_op *op, rl_attr *a, LLVMAttributeRef *out);

/* ---- ops in function bodies ----------------------------------------------------------------------- */

typedef LLVMValueRef (*bin_fn)(LLVMBuilderRef, LLVMValueRef, LLVMValueRef, const char *);
typedef LLVMValueRef (*cast_fn)(LLVMBuilderRef, LLVMValueRef, LLVMTypeRef, const char *);

static rl_op *lookup_sym(ex *e, rl_attr *ref) {
  if (!ref || ref->kind != RL_AT_SYMREF || ref->n != 1) return NULL;
  return rl_ptrmap_get(&e->symops, rl_word_ptr(ref->w[0]));
}

static rl_type *func_type_of(ex *e, rl_op *f) {
  rl_attr *ft = prop(e, f, "function_type");
  return ft && ft->kind == RL_AT_TYPE && rl_llvm_type_is_func(rl_attr_type_value(ft)) ? rl_attr_type_value(ft) : NULL;
}

/* extractvalue with a multi-index position: one extractvalue per level. */
static LLVMValueRef extract_path(ex *e, LLVMValueRef agg, const rl_attr *pos, unsigned upto) {
  for (unsigned i = 0; i < upto; i++) agg = LLVMBuildExtractValue(e->b, agg, (unsigned)pos->w[1 + i], "");
  return agg;
}

static LLVMValueRef insert_path(ex *e, LLVMValueRef agg, LLVMValueRef v, const rl_attr *pos, unsigned depth) {
  unsigned idx = (unsigned)pos->w[1 + depth];
  if (depth + 1 == pos->n - 1) return LLVMBuildInsertValue(e->b, agg, v, idx, "");
  LLVMValueRef inner = LLVMBuildExtractValue(e->b, agg, idx, "");
  inner = insert_path(e, inner, v, pos, depth + 1);
  return LLVMBuildInsertValue(e->b, agg, inner, idx, "");
}

static LLVMValueRef emit_call(ex *e, rl_op *op) {
  rl_attr *callee = prop(e, op, "callee");
  rl_attr *vct = prop(e, op, "var_callee_type");
  LLVMValueRef fn;
  LLVMTypeRef fty = NULL;
  unsigned first = 0;
  if (callee) {
    rl_op *f = lookup_sym(e, callee);
    fn = f ? rl_ptrmap_get(&e->syms, rl_word_ptr(callee->w[0])) : NULL;
    if (!f || !fn || kind_of(e, f) != K_FUNC)
      return fail(e, op->loc, "'llvm.call' op: '%s' does not reference a valid LLVM function",
                  ((rl_ident *)rl_word_ptr(callee->w[0]))->str);
    rl_type *ft = vct && vct->kind == RL_AT_TYPE ? rl_attr_type_value(vct) : func_type_of(e, f);
    if (!ft || !(fty = ty(e, ft))) return NULL;
  } else {
    if (!op->noperands) return fail(e, op->loc, "'llvm.call' op: indirect call without a callee pointer");
    if (!(fn = operand(e, op, 0))) return NULL;
    first = 1;
    if (vct && vct->kind == RL_AT_TYPE) {
      if (!(fty = ty(e, rl_attr_type_value(vct)))) return NULL;
    }
  }
  unsigned n = op->noperands - first;
  LLVMValueRef *args = malloc((n ? n : 1) * sizeof *args);
  for (unsigned i = 0; i < n; i++)
    if (!(args[i] = operand(e, op, first + i))) {
      free(args);
      return NULL;
    }
  if (!fty) {
    LLVMTypeRef *ps = malloc((n ? n : 1) * sizeof *ps);
    for (unsigned i = 0; i < n; i++) ps[i] = LLVMTypeOf(args[i]);
    LLVMTypeRef rt = op->nresults ? ty(e, op->results[0].type) : LLVMVoidTypeInContext(e->ctx);
    fty = rt ? LLVMFunctionType(rt, ps, n, 0) : NULL;
    free(ps);
    if (!fty) {
      free(args);
      return NULL;
    }
  }
  LLVMValueRef call = LLVMBuildCall2(e->b, fty, fn, args, n, "");
  free(args);
  uint64_t cc = enum_val(prop(e, op, "CConv"));
  if (cc) LLVMSetInstructionCallConv(call, cconv_of(cc));
  uint64_t tk = enum_val(prop(e, op, "TailCallKind"));
  if (tk) LLVMSetTailCallKind(call, tk == 1 ? LLVMTailCallKindTail : tk == 2 ? LLVMTailCallKindMustTail
                                                                           : LLVMTailCallKindNoTail);
  set_fmf(e, op, call);
  static const char *const fattrs[][2] = {{"convergent", "convergent"}, {"no_unwind", "nounwind"},
                                          {"will_return", "willreturn"}};
  for (unsigned i = 0; i < 3; i++)
    if (prop(e, op, fattrs[i][0])) {
      unsigned kid = LLVMGetEnumAttributeKindForName(fattrs[i][1], strlen(fattrs[i][1]));
      LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(e->ctx, kid, 0));
    }
  rl_attr *mem = prop(e, op, "memory");
  if (mem) {
    LLVMAttributeRef at;
    if (!memory_attr(e, op, mem, &at)) return NULL;
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, at);
  }
  set_branch_weights(e, op, call);
  return call;
}

/* Emits one op (not a terminator's PHI edges: see below); maps its result. */
static bool emit_op(ex *e, rl_op *op, LLVMBasicBlockRef here) {
  int k = kind_of(e, op);
  e->loc = op->loc;
  if (k == K_NONE || k == K_FUNC || k == K_GLOBAL || k == K_GLOBAL_CTORS || k == K_GLOBAL_DTORS) {
    fail(e, op->loc, "cannot translate '%s' to LLVM IR: %s", opname(op),
         k == K_NONE ? "not an op of the llvm dialect that rulir-translate knows" : "not allowed in a function body");
    return false;
  }
  if (!check_props(e, op, k)) return false;
  if (op->nregions) {
    fail(e, op->loc, "cannot translate '%s' to LLVM IR: ops with regions are not supported here", opname(op));
    return false;
  }
  LLVMValueRef r = NULL;
  LLVMTypeRef rt = NULL;
  if (op->nresults == 1 && !(rt = ty(e, op->results[0].type))) return false;
  LLVMValueRef a = NULL, b = NULL;
  static const bin_fn bins[] = {
      [K_ADD] = LLVMBuildAdd, [K_SUB] = LLVMBuildSub, [K_MUL] = LLVMBuildMul, [K_SHL] = LLVMBuildShl,
      [K_UDIV] = LLVMBuildUDiv, [K_SDIV] = LLVMBuildSDiv, [K_UREM] = LLVMBuildURem, [K_SREM] = LLVMBuildSRem,
      [K_AND] = LLVMBuildAnd, [K_OR] = LLVMBuildOr, [K_XOR] = LLVMBuildXor, [K_LSHR] = LLVMBuildLShr,
      [K_ASHR] = LLVMBuildAShr, [K_FADD] = LLVMBuildFAdd, [K_FSUB] = LLVMBuildFSub, [K_FMUL] = LLVMBuildFMul,
      [K_FDIV] = LLVMBuildFDiv, [K_FREM] = LLVMBuildFRem};
  static const cast_fn casts[] = {
      [K_TRUNC] = LLVMBuildTrunc, [K_ZEXT] = LLVMBuildZExt, [K_SEXT] = LLVMBuildSExt,
      [K_FPTRUNC] = LLVMBuildFPTrunc, [K_FPEXT] = LLVMBuildFPExt, [K_FPTOSI] = LLVMBuildFPToSI,
      [K_FPTOUI] = LLVMBuildFPToUI, [K_SITOFP] = LLVMBuildSIToFP, [K_UITOFP] = LLVMBuildUIToFP,
      [K_BITCAST] = LLVMBuildBitCast, [K_PTRTOINT] = LLVMBuildPtrToInt, [K_INTTOPTR] = LLVMBuildIntToPtr,
      [K_ADDRSPACECAST] = LLVMBuildAddrSpaceCast};
  switch (k) {
  case K_ADD: case K_SUB: case K_MUL: case K_SHL: case K_UDIV: case K_SDIV: case K_UREM: case K_SREM:
  case K_AND: case K_OR: case K_XOR: case K_LSHR: case K_ASHR: case K_FADD: case K_FSUB: case K_FMUL:
  case K_FDIV: case K_FREM: {
    if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    r = bins[k](e->b, a, b, "");
    if (k == K_ADD || k == K_SUB || k == K_MUL || k == K_SHL) {
      uint64_t f = enum_val(prop(e, op, "overflowFlags"));
      if (LLVMIsAInstruction(r)) {
        if (f & 1) LLVMSetNSW(r, 1);
        if (f & 2) LLVMSetNUW(r, 1);
      }
    }
    set_fmf(e, op, r);
    break;
  }
  case K_FNEG:
    if (!(a = operand(e, op, 0))) return false;
    r = LLVMBuildFNeg(e->b, a, "");
    set_fmf(e, op, r);
    break;
  case K_ICMP:
    if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    r = LLVMBuildICmp(e->b, icmp_pred(enum_val(prop(e, op, "predicate"))), a, b, "");
    break;
  case K_FCMP:
    if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    r = LLVMBuildFCmp(e->b, fcmp_pred(enum_val(prop(e, op, "predicate"))), a, b, "");
    set_fmf(e, op, r);
    break;
  case K_SELECT: {
    LLVMValueRef cnd = operand(e, op, 0);
    if (!cnd || !(a = operand(e, op, 1)) || !(b = operand(e, op, 2))) return false;
    r = LLVMBuildSelect(e->b, cnd, a, b, "");
    set_fmf(e, op, r);
    break;
  }
  case K_FREEZE:
    if (!(a = operand(e, op, 0))) return false;
    r = LLVMBuildFreeze(e->b, a, "");
    break;
  case K_TRUNC: case K_ZEXT: case K_SEXT: case K_FPTRUNC: case K_FPEXT: case K_FPTOSI: case K_FPTOUI:
  case K_SITOFP: case K_UITOFP: case K_BITCAST: case K_PTRTOINT: case K_INTTOPTR: case K_ADDRSPACECAST:
    if (!(a = operand(e, op, 0))) return false;
    r = casts[k](e->b, a, rt, "");
    break;
  case K_CONSTANT: {
    rl_attr *v = prop(e, op, "value");
    r = v ? attr_const(e, v, op->results[0].type) : NULL;
    if (!r && !e->failed) {
      char *s = v ? attr_text(v) : NULL, *t = type_text(op->results[0].type);
      fail(e, op->loc, "'llvm.mlir.constant' op: cannot translate value %s of type '%s' to LLVM IR",
           s ? s : "(none)", t);
      free(s);
      free(t);
    }
    if (!r) return false;
    break;
  }
  case K_UNDEF: r = LLVMGetUndef(rt); break;
  case K_POISON: r = LLVMGetPoison(rt); break;
  case K_ZERO: r = LLVMConstNull(rt); break;
  case K_ADDRESSOF: {
    rl_attr *g = prop(e, op, "global_name");
    r = g && g->kind == RL_AT_SYMREF ? rl_ptrmap_get(&e->syms, rl_word_ptr(g->w[0])) : NULL;
    if (!r) {
      fail(e, op->loc, "'llvm.mlir.addressof' op: '%s' does not name a global or function",
           g && g->kind == RL_AT_SYMREF ? ((rl_ident *)rl_word_ptr(g->w[0]))->str : "?");
      return false;
    }
    break;
  }
  case K_EXTRACTVALUE: {
    rl_attr *pos = prop(e, op, "position");
    if (!(a = operand(e, op, 0))) return false;
    if (!pos || pos->kind != RL_AT_DENSE_ARRAY || pos->n < 2)
      return fail(e, op->loc, "'llvm.extractvalue' op: needs a position"), false;
    r = extract_path(e, a, pos, pos->n - 1);
    break;
  }
  case K_INSERTVALUE: {
    rl_attr *pos = prop(e, op, "position");
    if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    if (!pos || pos->kind != RL_AT_DENSE_ARRAY || pos->n < 2)
      return fail(e, op->loc, "'llvm.insertvalue' op: needs a position"), false;
    r = insert_path(e, a, b, pos, 0);
    break;
  }
  case K_EXTRACTELEMENT:
    if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    r = LLVMBuildExtractElement(e->b, a, b, "");
    break;
  case K_INSERTELEMENT: {
    LLVMValueRef v = operand(e, op, 1);
    if (!(a = operand(e, op, 0)) || !v || !(b = operand(e, op, 2))) return false;
    r = LLVMBuildInsertElement(e->b, a, v, b, "");
    break;
  }
  case K_SHUFFLEVECTOR: {
    rl_attr *mask = prop(e, op, "mask");
    if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    unsigned n = mask && mask->kind == RL_AT_DENSE_ARRAY ? mask->n - 1 : 0;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(e->ctx);
    LLVMValueRef *ms = malloc((n ? n : 1) * sizeof *ms);
    for (unsigned i = 0; i < n; i++) {
      int32_t m = (int32_t)mask->w[1 + i];
      ms[i] = m < 0 ? LLVMGetPoison(i32) : LLVMConstInt(i32, (uint64_t)m, 0);
    }
    LLVMValueRef mv = n ? LLVMConstVector(ms, n) : LLVMConstNull(LLVMVectorType(i32, 0));
    free(ms);
    r = LLVMBuildShuffleVector(e->b, a, b, mv, "");
    break;
  }
  case K_ALLOCA: {
    rl_attr *et = prop(e, op, "elem_type");
    LLVMTypeRef lt = et && et->kind == RL_AT_TYPE ? ty(e, rl_attr_type_value(et)) : NULL;
    if (!lt || !(a = operand(e, op, 0))) return false;
    if (rl_llvm_type_is_ptr(op->results[0].type) && rl_llvm_ptr_addrspace(op->results[0].type))
      return fail(e, op->loc, "'llvm.alloca' op: allocas outside address space 0 cannot be translated"), false;
    r = LLVMBuildArrayAlloca(e->b, lt, a, "");
    set_align(e, op, r);
    break;
  }
  case K_LOAD: case K_STORE: {
    bool st;
    if (!single_thread(e, op, &st)) return false;
    if (k == K_LOAD) {
      if (!(a = operand(e, op, 0))) return false;
      r = LLVMBuildLoad2(e->b, rt, a, "");
    } else {
      if (!(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
      r = LLVMBuildStore(e->b, a, b);
    }
    set_align(e, op, r);
    if (prop(e, op, "volatile_")) LLVMSetVolatile(r, 1);
    uint64_t ord = enum_val(prop(e, op, "ordering"));
    if (ord) LLVMSetOrdering(r, (LLVMAtomicOrdering)ord);
    if (st) LLVMSetAtomicSingleThread(r, 1);
    if (prop(e, op, "nontemporal")) set_md_flag(e, r, "nontemporal", true);
    if (prop(e, op, "invariant")) set_md_flag(e, r, "invariant.load", false);
    if (prop(e, op, "invariantGroup")) set_md_flag(e, r, "invariant.group", false);
    if (k == K_STORE) r = NULL;
    break;
  }
  case K_GEP: {
    rl_attr *raw = prop(e, op, "rawConstantIndices"), *et = prop(e, op, "elem_type");
    LLVMTypeRef lt = et && et->kind == RL_AT_TYPE ? ty(e, rl_attr_type_value(et)) : NULL;
    if (!lt || !(a = operand(e, op, 0))) return false;
    unsigned n = raw && raw->kind == RL_AT_DENSE_ARRAY ? raw->n - 1 : 0, dyn = 1;
    LLVMValueRef *idx = malloc((n ? n : 1) * sizeof *idx);
    for (unsigned i = 0; i < n; i++) {
      int32_t c = (int32_t)raw->w[1 + i];
      if (c == INT32_MIN) {
        if (dyn >= op->noperands || !(idx[i] = operand(e, op, dyn++))) {
          free(idx);
          return fail(e, op->loc, "'llvm.getelementptr' op: missing dynamic index"), false;
        }
      } else {
        idx[i] = LLVMConstInt(LLVMInt32TypeInContext(e->ctx), (uint64_t)(int64_t)c, 1);
      }
    }
    r = prop(e, op, "inbounds") ? LLVMBuildInBoundsGEP2(e->b, lt, a, idx, n, "") : LLVMBuildGEP2(e->b, lt, a, idx, n, "");
    free(idx);
    break;
  }
  case K_ATOMICRMW: {
    bool st;
    if (!single_thread(e, op, &st) || !(a = operand(e, op, 0)) || !(b = operand(e, op, 1))) return false;
    r = LLVMBuildAtomicRMW(e->b, (LLVMAtomicRMWBinOp)enum_val(prop(e, op, "bin_op")), a, b,
                           (LLVMAtomicOrdering)enum_val(prop(e, op, "ordering")), st);
    set_align(e, op, r);
    if (prop(e, op, "volatile_")) LLVMSetVolatile(r, 1);
    break;
  }
  case K_CMPXCHG: {
    bool st;
    LLVMValueRef nv = NULL;
    if (!single_thread(e, op, &st) || !(a = operand(e, op, 0)) || !(b = operand(e, op, 1)) ||
        !(nv = operand(e, op, 2)))
      return false;
    r = LLVMBuildAtomicCmpXchg(e->b, a, b, nv, (LLVMAtomicOrdering)enum_val(prop(e, op, "success_ordering")),
                               (LLVMAtomicOrdering)enum_val(prop(e, op, "failure_ordering")), st);
    set_align(e, op, r);
    if (prop(e, op, "weak")) LLVMSetWeak(r, 1);
    if (prop(e, op, "volatile_")) LLVMSetVolatile(r, 1);
    break;
  }
  case K_FENCE: {
    bool st;
    if (!single_thread(e, op, &st)) return false;
    LLVMBuildFence(e->b, (LLVMAtomicOrdering)enum_val(prop(e, op, "ordering")), st, "");
    break;
  }
  case K_BR: {
    LLVMBasicBlockRef t = edge_block(e, op, 0, 0, op->noperands, here);
    if (!t) return false;
    LLVMBuildBr(e->b, t);
    break;
  }
  case K_COND_BR: {
    unsigned nt, nf, ft = rl_op_operand_group(op, 1, &nt), ff = rl_op_operand_group(op, 2, &nf);
    LLVMValueRef cnd = operand(e, op, 0);
    if (!cnd) return false;
    LLVMBasicBlockRef t = edge_block(e, op, 0, ft, nt, here);
    LLVMBasicBlockRef f = t ? edge_block(e, op, 1, ff, nf, here) : NULL;
    if (!f) return false;
    LLVMValueRef br = LLVMBuildCondBr(e->b, cnd, t, f);
    set_branch_weights(e, op, br);
    break;
  }
  case K_SWITCH: {
    unsigned nd, nc, fd = rl_op_operand_group(op, 1, &nd), fc = rl_op_operand_group(op, 2, &nc);
    rl_attr *cv = prop(e, op, "case_values"), *seg = prop(e, op, "case_operand_segments");
    unsigned ncases = op->nsuccs - 1;
    LLVMValueRef v = operand(e, op, 0);
    if (!v) return false;
    LLVMBasicBlockRef d = edge_block(e, op, 0, fd, nd, here);
    if (!d) return false;
    if (ncases && (!cv || cv->kind != RL_AT_DENSE))
      return fail(e, op->loc, "'llvm.switch' op: case values missing"), false;
    LLVMValueRef sw = LLVMBuildSwitch(e->b, v, d, ncases);
    LLVMTypeRef vt = LLVMTypeOf(v);
    unsigned at = fc;
    for (unsigned i = 0; i < ncases; i++) {
      unsigned wpe = (unsigned)cv->w[1];
      const uint64_t *p = &cv->w[2 + (cv->sub ? 0 : (size_t)i * wpe)];
      rl_type *et = rl_type_elem((rl_type *)rl_word_ptr(cv->w[0]));
      LLVMValueRef cval = int_const(vt, p, rl_type_bitwidth(et));
      unsigned kn = seg && seg->kind == RL_AT_DENSE_ARRAY && i + 1 < seg->n ? (unsigned)seg->w[1 + i] : 0;
      LLVMBasicBlockRef t = edge_block(e, op, i + 1, at, kn, here);
      if (!t) return false;
      at += kn;
      LLVMAddCase(sw, cval, t);
    }
    (void)nc;
    set_branch_weights(e, op, sw);
    break;
  }
  case K_RETURN:
    if (op->noperands) {
      if (!(a = operand(e, op, 0))) return false;
      LLVMBuildRet(e->b, a);
    } else {
      LLVMBuildRetVoid(e->b);
    }
    break;
  case K_UNREACHABLE: LLVMBuildUnreachable(e->b); break;
  case K_CALL:
    r = emit_call(e, op);
    if (!r) return false;
    break;
  case K_INTR:
    r = emit_intrinsic(e, op);
    if (!r) return false;
    break;
  case K_CALL_INTRINSIC:
    r = emit_call_intrinsic(e, op);
    if (!r) return false;
    break;
  case K_INLINE_ASM:
    r = emit_inline_asm(e, op);
    if (!r) return false;
    break;
  case K_NONE_TOKEN: r = LLVMConstNull(rt); break;
  default:
    fail(e, op->loc, "cannot translate '%s' to LLVM IR", opname(op));
    return false;
  }
  if (e->failed) return false;
  if (op->nresults == 1) {
    if (!r) return fail(e, op->loc, "'%s' op: no value", opname(op)), false;
    map_result(e, &op->results[0], r);
  } else if (op->nresults > 1) {
    fail(e, op->loc, "'%s' op: ops with %u results cannot be translated", opname(op), op->nresults);
    return false;
  }
  return true;
}

/* ---- functions -------------------------------------------------------------------------------------- */

static const char *str_prop(ex *e, rl_op *op, const char *name) {
  rl_attr *a = prop(e, op, name);
  return a && a->kind == RL_AT_STRING ? rl_attr_string_ident(a)->str : NULL;
}

static void add_fn_attr(ex *e, LLVMValueRef fn, unsigned idx, const char *name, uint64_t v) {
  unsigned kid = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(e->ctx, kid, v));
}
static void add_str_attr(ex *e, LLVMValueRef fn, const char *k, const char *v) {
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(e->ctx, k, (unsigned)strlen(k), v, (unsigned)strlen(v)));
}

/* Argument or result attributes (`{llvm.noalias, llvm.align = 16 : i64}`)
 * at index idx of fn. */
static bool param_attrs(ex *e, rl_op *f, LLVMValueRef fn, rl_attr *dict, unsigned idx) {
  if (!dict || dict->kind != RL_AT_DICT) return true;
  for (unsigned i = 0; i < rl_attr_dict_size(dict); i++) {
    const char *n = rl_attr_dict_name(dict, i)->str;
    rl_attr *v = rl_attr_dict_value(dict, i);
    if (strncmp(n, "llvm.", 5)) continue; /* other dialects' attributes mean nothing to LLVM */
    unsigned kid = LLVMGetEnumAttributeKindForName(n + 5, strlen(n + 5));
    if (!kid) return fail(e, f->loc, "'llvm.func' op: cannot translate argument attribute '%s' to LLVM IR", n), false;
    LLVMAttributeRef at;
    if (v->kind == RL_AT_UNIT) at = LLVMCreateEnumAttribute(e->ctx, kid, 0);
    else if (v->kind == RL_AT_INTEGER) at = LLVMCreateEnumAttribute(e->ctx, kid, (uint64_t)rl_attr_int_value(v));
    else if (v->kind == RL_AT_TYPE) {
      LLVMTypeRef t = ty(e, rl_attr_type_value(v));
      if (!t) return false;
      at = LLVMCreateTypeAttribute(e->ctx, kid, t);
    } else {
      return fail(e, f->loc, "'llvm.func' op: cannot translate argument attribute '%s' to LLVM IR", n), false;
    }
    LLVMAddAttributeAtIndex(fn, idx, at);
  }
  return true;
}

/* `memory` (#llvm.memory_effects<other = M, argMem = M, inaccessibleMem = M>)
 * as LLVM's memory(...) attribute: two bits (ref 1, mod 2) per location,
 * argmem first, then inaccessiblemem, then other. */
static bool memory_attr(ex *e, rl_op *op, rl_attr *a, LLVMAttributeRef *out) {
  rl_ident *body = a && a->kind == RL_AT_OPAQUE ? rl_word_ptr(a->w[1]) : NULL;
  const char *t = body ? body->str : NULL;
  if (!t || strncmp(t, "memory_effects<", 15))
    return fail(e, op->loc, "'%s' op: cannot translate 'memory' to LLVM IR (expected #llvm.memory_effects<...>)",
                opname(op)), false;
  static const char *const locs[] = {"argMem", "inaccessibleMem", "other"};
  uint64_t v = 0;
  for (unsigned l = 0; l < 3; l++) {
    const char *k = strstr(t, locs[l]);
    if (!k || k[strlen(locs[l])] != ' ') return fail(e, op->loc, "'%s' op: 'memory' lacks '%s'", opname(op), locs[l]), false;
    const char *m = k + strlen(locs[l]);
    while (*m == ' ' || *m == '=') m++;
    unsigned mr = !strncmp(m, "readwrite", 9) ? 3 : !strncmp(m, "read", 4) ? 1 : !strncmp(m, "write", 5) ? 2 : 0;
    v |= (uint64_t)mr << (2 * l);
  }
  *out = LLVMCreateEnumAttribute(e->ctx, LLVMGetEnumAttributeKindForName("memory", 6), v);
  return true;
}

static const char *const func_props =
    "sym_name sym_visibility function_type linkage dso_local CConv convergent personality garbageCollector "
    "passthrough arg_attrs res_attrs visibility_ section unnamed_addr alignment target_cpu tune_cpu "
    "unsafe_fp_math no_infs_fp_math no_nans_fp_math approx_func_fp_math no_signed_zeros_fp_math "
    "denormal_fp_math denormal_fp_math_f32 fp_contract no_inline always_inline no_unwind will_return "
    "optimize_none memory comdat";

static bool check_list(ex *e, rl_op *op, const char *ok) {
  rl_attr *d = op->props;
  if (!d || d->kind != RL_AT_DICT) return true;
  /* Dictionaries are uniqued: each is checked once per list. */
  if (rl_ptrmap_get(&e->props_ok, d) == ok) return true;
  for (unsigned i = 0; i < rl_attr_dict_size(d); i++) {
    rl_ident *n = rl_attr_dict_name(d, i);
    bool found = !strcmp(n->str, "operandSegmentSizes") || !strcmp(n->str, "resultSegmentSizes");
    for (const char *p = strstr(ok, n->str); p && !found; p = strstr(p + 1, n->str))
      found = (p == ok || p[-1] == ' ') && (p[n->len] == ' ' || p[n->len] == 0);
    if (!found)
      return fail(e, op->loc, "'%s' op: cannot translate property '%s' to LLVM IR (not supported)", opname(op),
                  n->str),
             false;
  }
  rl_ptrmap_put(&e->props_ok, d, (void *)ok);
  return true;
}

static bool declare_func(ex *e, rl_op *f) {
  e->loc = f->loc;
  if (!check_list(e, f, func_props)) return false;
  rl_attr *nm = prop(e, f, "sym_name");
  rl_type *ft = func_type_of(e, f);
  if (!nm || nm->kind != RL_AT_STRING || !ft) return fail(e, f->loc, "'llvm.func' op: malformed"), false;
  LLVMTypeRef lft = ty(e, ft);
  if (!lft) return false;
  rl_ident *name = rl_attr_string_ident(nm);
  if (LLVMGetNamedFunction(e->m, name->str) || LLVMGetNamedGlobal(e->m, name->str))
    return fail(e, f->loc, "'llvm.func' op: symbol '%s' is defined twice", name->str), false;
  LLVMValueRef fn = LLVMAddFunction(e->m, name->str, lft);
  rl_ptrmap_put(&e->syms, name, fn);
  LLVMSetLinkage(fn, linkage_of(enum_val(prop(e, f, "linkage"))));
  set_comdat(e, fn, prop(e, f, "comdat"));
  LLVMSetVisibility(fn, visibility_of(enum_val(prop(e, f, "visibility_"))));
  uint64_t cc = enum_val(prop(e, f, "CConv"));
  if (cc) LLVMSetFunctionCallConv(fn, cconv_of(cc));
  uint64_t ua = enum_val(prop(e, f, "unnamed_addr"));
  if (ua) LLVMSetUnnamedAddress(fn, unnamed_addr_of(ua));
  const char *s;
  if ((s = str_prop(e, f, "section"))) LLVMSetSection(fn, s);
  if ((s = str_prop(e, f, "garbageCollector"))) LLVMSetGC(fn, s);
  int64_t al = int_val(prop(e, f, "alignment"), 0);
  if (al > 0) LLVMSetAlignment(fn, (unsigned)al);
  static const char *const units[][2] = {{"convergent", "convergent"}, {"no_inline", "noinline"},
                                         {"always_inline", "alwaysinline"}, {"no_unwind", "nounwind"},
                                         {"will_return", "willreturn"}, {"optimize_none", "optnone"}};
  for (unsigned i = 0; i < sizeof units / sizeof units[0]; i++)
    if (prop(e, f, units[i][0])) add_fn_attr(e, fn, LLVMAttributeFunctionIndex, units[i][1], 0);
  static const char *const strs[][2] = {{"target_cpu", "target-cpu"}, {"tune_cpu", "tune-cpu"},
                                        {"denormal_fp_math", "denormal-fp-math"},
                                        {"denormal_fp_math_f32", "denormal-fp-math-f32"},
                                        {"fp_contract", "fp-contract"}};
  for (unsigned i = 0; i < sizeof strs / sizeof strs[0]; i++)
    if ((s = str_prop(e, f, strs[i][0]))) add_str_attr(e, fn, strs[i][1], s);
  static const char *const bools[][2] = {{"unsafe_fp_math", "unsafe-fp-math"},
                                         {"no_infs_fp_math", "no-infs-fp-math"},
                                         {"no_nans_fp_math", "no-nans-fp-math"},
                                         {"approx_func_fp_math", "approx-func-fp-math"},
                                         {"no_signed_zeros_fp_math", "no-signed-zeros-fp-math"}};
  for (unsigned i = 0; i < sizeof bools / sizeof bools[0]; i++) {
    rl_attr *b = prop(e, f, bools[i][0]);
    if (b) add_str_attr(e, fn, bools[i][1], bool_val(b) ? "true" : "false");
  }
  /* passthrough: ["name", ["key", "value"], ...] */
  rl_attr *pt = prop(e, f, "passthrough");
  if (pt && pt->kind == RL_AT_ARRAY) {
    for (unsigned i = 0; i < rl_attr_array_size(pt); i++) {
      rl_attr *el = rl_attr_array_elem(pt, i);
      if (el->kind == RL_AT_STRING) {
        const char *an = rl_attr_string_ident(el)->str;
        unsigned kid = LLVMGetEnumAttributeKindForName(an, strlen(an));
        if (kid) LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(e->ctx, kid, 0));
        else add_str_attr(e, fn, an, "");
      } else if (el->kind == RL_AT_ARRAY && rl_attr_array_size(el) == 2 &&
                 rl_attr_array_elem(el, 0)->kind == RL_AT_STRING && rl_attr_array_elem(el, 1)->kind == RL_AT_STRING) {
        add_str_attr(e, fn, rl_attr_string_ident(rl_attr_array_elem(el, 0))->str,
                     rl_attr_string_ident(rl_attr_array_elem(el, 1))->str);
      } else {
        return fail(e, f->loc, "'llvm.func' op: cannot translate passthrough entry #%u to LLVM IR", i), false;
      }
    }
  }
  rl_attr *mem = prop(e, f, "memory");
  if (mem) {
    LLVMAttributeRef at;
    if (!memory_attr(e, f, mem, &at)) return false;
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, at);
  }
  rl_attr *aa = prop(e, f, "arg_attrs");
  if (aa && aa->kind == RL_AT_ARRAY)
    for (unsigned i = 0; i < rl_attr_array_size(aa); i++)
      if (!param_attrs(e, f, fn, rl_attr_array_elem(aa, i), i + 1)) return false;
  rl_attr *ra = prop(e, f, "res_attrs");
  if (ra && ra->kind == RL_AT_ARRAY && rl_attr_array_size(ra) == 1)
    if (!param_attrs(e, f, fn, rl_attr_array_elem(ra, 0), LLVMAttributeReturnIndex)) return false;
  return true;
}

/* The order in which blocks are emitted, as mlir-translate-19 does:
 * reverse post-order from the entry (successors in order), then from each
 * block not yet reached, in region order. Nodes 0..n-1 are the region's
 * blocks, n.. the dummy blocks of repeated successors (see make_dummies),
 * which lie on their edges. Returns the number of nodes. */
static unsigned block_order(ex *e, rl_region *r, rl_block ***blocks_out, unsigned **out) {
  unsigned n = 0;
  for (rl_block *b = r->first; b; b = b->next) n++;
  unsigned total = n + e->ndummies, cap = total ? total : 1;
  rl_block **blocks = malloc(cap * sizeof *blocks);
  rl_ptrmap index = {0};
  unsigned i = 0;
  for (rl_block *b = r->first; b; b = b->next, i++) {
    blocks[i] = b;
    rl_ptrmap_put(&index, b, (void *)(uintptr_t)(i + 1));
  }
  unsigned *order = malloc(cap * sizeof *order), *stack = malloc(cap * sizeof *stack);
  unsigned *next = calloc(cap, sizeof *next), *post = malloc(cap * sizeof *post);
  char *seen = calloc(cap, 1);
  unsigned k = 0;
  for (unsigned root = 0; root < n; root++) {
    if (seen[root]) continue;
    unsigned sp = 0, npost = 0;
    stack[sp++] = root;
    seen[root] = 1;
    while (sp) {
      unsigned v = stack[sp - 1], succ = UINT32_MAX;
      if (v >= n) {
        if (next[v]++ == 0) succ = (unsigned)(uintptr_t)rl_ptrmap_get(&index, e->dummies[v - n].target) - 1;
        else succ = UINT32_MAX - 1;
      } else {
        rl_op *t = blocks[v]->last;
        unsigned ns = t ? t->nsuccs : 0;
        if (next[v] < ns) {
          rl_succ *sl = &rl_op_succs(t)[next[v]++];
          unsigned d = (unsigned)(uintptr_t)rl_ptrmap_get(&e->dummy_of, sl);
          succ = d ? n + d - 1 : (unsigned)(uintptr_t)rl_ptrmap_get(&index, sl->block) - 1;
        } else {
          succ = UINT32_MAX - 1;
        }
      }
      if (succ == UINT32_MAX - 1) {
        post[npost++] = v;
        sp--;
      } else if (succ < total && !seen[succ]) {
        seen[succ] = 1;
        stack[sp++] = succ;
      }
    }
    for (unsigned j = npost; j-- > 0;) order[k++] = post[j];
  }
  free(post);
  free(seen);
  free(stack);
  free(next);
  rl_ptrmap_free(&index);
  *blocks_out = blocks;
  *out = order;
  return k;
}

static bool emit_body(ex *e, rl_op *f) {
  rl_region *r = rl_op_region(f, 0);
  if (!r->first) return true;
  LLVMValueRef fn = rl_ptrmap_get(&e->syms, rl_attr_string_ident(prop(e, f, "sym_name")));
  rl_ptrmap_free(&e->vals);
  rl_ptrmap_free(&e->blocks);
  rl_ptrmap_free(&e->edge_of);
  rl_ptrmap_free(&e->dummy_of);
  e->nedges = 0;
  for (unsigned i = 0; i < e->ndummies; i++) free(e->dummies[i].phis);
  e->ndummies = 0;
  /* Blocks in region order, each with its PHIs. */
  for (rl_block *b = r->first; b; b = b->next) {
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(e->ctx, fn, "");
    rl_ptrmap_put(&e->blocks, b, bb);
    if (b == r->first) {
      if (b->nargs != LLVMCountParams(fn))
        return fail(e, f->loc, "'llvm.func' op: the entry block has %u arguments, the function type %u", b->nargs,
                    LLVMCountParams(fn)),
               false;
      for (unsigned i = 0; i < b->nargs; i++) rl_ptrmap_put(&e->vals, b->args[i], LLVMGetParam(fn, i));
      continue;
    }
    LLVMPositionBuilderAtEnd(e->b, bb);
    for (unsigned i = 0; i < b->nargs; i++) {
      e->loc = *rl_arg_loc(b->args[i]) ? *rl_arg_loc(b->args[i]) : f->loc;
      LLVMTypeRef t = ty(e, b->args[i]->type);
      if (!t) return false;
      rl_ptrmap_put(&e->vals, b->args[i], LLVMBuildPhi(e->b, t, ""));
    }
  }
  if (!make_dummies(e, r, fn)) return false;
  rl_block **blocks;
  unsigned *order;
  unsigned n = block_order(e, r, &blocks, &order), nblocks = 0;
  for (rl_block *b = r->first; b; b = b->next) nblocks++;
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    if (order[i] >= nblocks) {
      /* A dummy block: its branch to the target. */
      dummy *d = &e->dummies[order[i] - nblocks];
      LLVMPositionBuilderAtEnd(e->b, d->mid);
      LLVMBuildBr(e->b, rl_ptrmap_get(&e->blocks, d->target));
      continue;
    }
    rl_block *blk = blocks[order[i]];
    LLVMBasicBlockRef bb = rl_ptrmap_get(&e->blocks, blk);
    LLVMPositionBuilderAtEnd(e->b, bb);
    for (rl_op *op = blk->first; op && ok; op = op->next) ok = emit_op(e, op, bb);
  }
  free(order);
  free(blocks);
  if (ok && e->nplaceholders)
    ok = FAILED(e, f->loc, "'llvm.func' op: %u values are used but never defined", e->nplaceholders);
  rl_ptrmap_free(&e->placeholders);
  if (ok) ok = connect_phis(e, r);
  return ok;
}

/* ---- globals ------------------------------------------------------------------------------------------ */

static const char *const global_props =
    "global_type constant sym_name linkage dso_local thread_local_ externally_initialized value alignment "
    "addr_space unnamed_addr section visibility_ comdat";

static bool declare_global(ex *e, rl_op *g) {
  e->loc = g->loc;
  if (!check_list(e, g, global_props)) return false;
  rl_attr *nm = prop(e, g, "sym_name"), *gt = prop(e, g, "global_type");
  if (!nm || nm->kind != RL_AT_STRING || !gt || gt->kind != RL_AT_TYPE)
    return fail(e, g->loc, "'llvm.mlir.global' op: malformed"), false;
  LLVMTypeRef t = ty(e, rl_attr_type_value(gt));
  if (!t) return false;
  rl_ident *name = rl_attr_string_ident(nm);
  if (LLVMGetNamedFunction(e->m, name->str) || LLVMGetNamedGlobal(e->m, name->str))
    return fail(e, g->loc, "'llvm.mlir.global' op: symbol '%s' is defined twice", name->str), false;
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(e->m, t, name->str, (unsigned)int_val(prop(e, g, "addr_space"), 0));
  rl_ptrmap_put(&e->syms, name, gv);
  LLVMSetLinkage(gv, linkage_of(enum_val(prop(e, g, "linkage"))));
  set_comdat(e, gv, prop(e, g, "comdat"));
  LLVMSetVisibility(gv, visibility_of(enum_val(prop(e, g, "visibility_"))));
  if (prop(e, g, "constant")) LLVMSetGlobalConstant(gv, 1);
  if (prop(e, g, "thread_local_")) LLVMSetThreadLocal(gv, 1);
  if (prop(e, g, "externally_initialized")) LLVMSetExternallyInitialized(gv, 1);
  uint64_t ua = enum_val(prop(e, g, "unnamed_addr"));
  if (ua) LLVMSetUnnamedAddress(gv, unnamed_addr_of(ua));
  int64_t al = int_val(prop(e, g, "alignment"), 0);
  if (al > 0) LLVMSetAlignment(gv, (unsigned)al);
  const char *s = str_prop(e, g, "section");
  if (s) LLVMSetSection(gv, s);
  return true;
}

/* The initializer: the value attribute, or the region's ops emitted in a
 * scratch function where the builder folds them to a constant. */
static bool init_global(ex *e, rl_op *g) {
  e->loc = g->loc;
  LLVMValueRef gv = rl_ptrmap_get(&e->syms, rl_attr_string_ident(prop(e, g, "sym_name")));
  rl_type *t = rl_attr_type_value(prop(e, g, "global_type"));
  rl_attr *v = prop(e, g, "value");
  rl_region *r = g->nregions ? rl_op_region(g, 0) : NULL;
  LLVMLinkage lk = LLVMGetLinkage(gv);
  if (v) {
    LLVMValueRef c = attr_const(e, v, t);
    if (!c) {
      if (e->failed) return false;
      char *s = attr_text(v), *ts = type_text(t);
      fail(e, g->loc, "'llvm.mlir.global' op: cannot translate initial value %s of type '%s' to LLVM IR", s, ts);
      free(s);
      free(ts);
      return false;
    }
    LLVMSetInitializer(gv, c);
    return true;
  }
  if (!r || !r->first) {
    /* No value: a declaration, unless the linkage needs a definition (then
     * zero, as MLIR does for internal globals without initializer). */
    if (lk != LLVMExternalLinkage && lk != LLVMExternalWeakLinkage) LLVMSetInitializer(gv, LLVMConstNull(LLVMGlobalGetValueType(gv)));
    return true;
  }
  if (r->first != r->last)
    return fail(e, g->loc, "'llvm.mlir.global' op: initializer regions with more than one block are not supported"), false;
  LLVMTypeRef vt = LLVMFunctionType(LLVMVoidTypeInContext(e->ctx), NULL, 0, 0);
  LLVMValueRef tmp = LLVMAddFunction(e->m, "__rulir_global_init", vt);
  LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(e->ctx, tmp, "");
  LLVMPositionBuilderAtEnd(e->b, bb);
  rl_ptrmap_free(&e->vals);
  LLVMValueRef result = NULL;
  bool ok = true;
  for (rl_op *op = r->first->first; op && ok; op = op->next) {
    if (kind_of(e, op) == K_RETURN) {
      if (op->noperands != 1) ok = FAILED(e, op->loc, "'llvm.return' op: an initializer returns one value");
      else ok = (result = operand(e, op, 0)) != NULL;
      break;
    }
    ok = emit_op(e, op, bb);
  }
  if (ok && (!result || !LLVMIsAConstant(result)))
    ok = FAILED(e, g->loc, "'llvm.mlir.global' op: the initializer region does not compute a constant");
  if (ok) LLVMSetInitializer(gv, result);
  LLVMDeleteFunction(tmp);
  return ok;
}

/* llvm.mlir.global_ctors / global_dtors: the appending global
 * @llvm.global_ctors (or _dtors) of {i32 priority, ptr fn, ptr null}. */
static bool emit_structors(ex *e, rl_op *op, bool ctors) {
  e->loc = op->loc;
  if (!check_list(e, op, ctors ? "ctors priorities" : "dtors priorities")) return false;
  rl_attr *fs = prop(e, op, ctors ? "ctors" : "dtors"), *ps = prop(e, op, "priorities");
  if (!fs || !ps || fs->kind != RL_AT_ARRAY || ps->kind != RL_AT_ARRAY || fs->n != ps->n)
    return fail(e, op->loc, "'%s' op: needs as many priorities as functions", opname(op)), false;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(e->ctx), ptr = LLVMPointerTypeInContext(e->ctx, 0);
  LLVMTypeRef fields[3] = {i32, ptr, ptr};
  LLVMTypeRef st = LLVMStructTypeInContext(e->ctx, fields, 3, 0);
  unsigned n = fs->n;
  LLVMValueRef *els = malloc((n ? n : 1) * sizeof *els);
  for (unsigned i = 0; i < n; i++) {
    rl_attr *f = rl_attr_array_elem(fs, i);
    LLVMValueRef fn = f->kind == RL_AT_SYMREF ? rl_ptrmap_get(&e->syms, rl_word_ptr(f->w[0])) : NULL;
    /* What the verifier checks of the symbol uses, which the streamed
     * translation (its functions' bodies gone once translated) leaves to
     * here, when every function is declared and defined. */
    const char *bad = !fn || !LLVMIsAFunction(fn) ? "does not reference a valid LLVM function"
                      : LLVMIsDeclaration(fn)       ? "does not have a definition"
                                                    : NULL;
    if (bad) {
      free(els);
      if (f->kind != RL_AT_SYMREF) return fail(e, op->loc, "'%s' op: entry #%u does not name a function", opname(op), i), false;
      return fail(e, op->loc, "'%s' op '%s' %s", opname(op), ((rl_ident *)rl_word_ptr(f->w[0]))->str, bad), false;
    }
    LLVMValueRef v[3] = {LLVMConstInt(i32, (uint64_t)int_val(rl_attr_array_elem(ps, i), 65535), 0), fn,
                         LLVMConstNull(ptr)};
    els[i] = LLVMConstStructInContext(e->ctx, v, 3, 0);
  }
  const char *gname = ctors ? "llvm.global_ctors" : "llvm.global_dtors";
  LLVMValueRef gv = LLVMAddGlobal(e->m, LLVMArrayType2(st, n), gname);
  LLVMSetLinkage(gv, LLVMAppendingLinkage);
  LLVMSetInitializer(gv, LLVMConstArray2(st, els, n));
  free(els);
  return true;
}

/* ---- module ------------------------------------------------------------------------------------------- */

static const char *module_str_attr(ex *e, rl_op *m, const char *name) {
  rl_attr *a = rl_op_get_attr(m, rl_ident_cstr(e->c, name));
  return a && a->kind == RL_AT_STRING ? rl_attr_string_ident(a)->str : NULL;
}

/* Finds the llvm.func a verifier message is about: the first function
 * LLVMVerifyFunction rejects. */
static rl_op *failing_func(ex *e, rl_block *body) {
  for (rl_op *op = body->first; op; op = op->next) {
    if (kind_of(e, op) != K_FUNC) continue;
    LLVMValueRef fn = rl_ptrmap_get(&e->syms, rl_attr_string_ident(prop(e, op, "sym_name")));
    if (fn && LLVMCountBasicBlocks(fn) && LLVMVerifyFunction(fn, LLVMReturnStatusAction)) return op;
  }
  return NULL;
}

struct rl_llvm_exporter {
  ex e;
  rl_op **structors; /* llvm.mlir.global_ctors / _dtors, emitted by finish */
  unsigned nstructors, capstructors;
};

rl_llvm_exporter *rl_llvm_exporter_create(rl_context *c, LLVMContextRef ctx) {
  rl_llvm_exporter *x = calloc(1, sizeof *x);
  if (!x) return NULL;
  ex *e = &x->e;
  e->c = c;
  e->ctx = ctx;
  for (int k = K_NONE + 1; k < K_INTR; k++) {
    rl_opinfo *oi = rl_opinfo_find_cstr(c, k_names[k]);
    if (oi) rl_ptrmap_put(&e->kinds, oi, (void *)(uintptr_t)k);
  }
  names_build(e);
  e->i8 = rl_type_integer(c, 8, RL_SIGNLESS);
  e->m = LLVMModuleCreateWithNameInContext("LLVMDialectModule", ctx);
  e->b = LLVMCreateBuilderInContext(ctx);
  return x;
}

void rl_llvm_exporter_detach(rl_llvm_exporter *x, bool detached) { x->e.detached = detached; }

bool rl_llvm_exporter_report(rl_llvm_exporter *x) {
  ex *e = &x->e;
  if (!e->err_msg) return false;
  rl_attr *loc = e->err_loc ? e->err_loc : rl_loc_unknown(e->c);
  rl_diag_report(e->c, rl_diag_begin(e->c, RL_ERROR, loc, "%s", e->err_msg));
  if (e->err_op) rl_diag_report(e->c, rl_diag_begin(e->c, RL_ERROR, loc, "LLVM Translation failed for operation: %s", e->err_op));
  free(e->err_msg);
  e->err_msg = NULL;
  e->err_op = NULL;
  return true;
}

bool rl_llvm_export_declare(rl_llvm_exporter *x, rl_op *op) {
  ex *e = &x->e;
  int k = kind_of(e, op);
  rl_ptrmap_put(&e->order, op, (void *)(uintptr_t)++e->ndeclared);
  if (k == K_FUNC || k == K_GLOBAL) {
    rl_attr *nm = prop(e, op, "sym_name");
    if (nm && nm->kind == RL_AT_STRING) rl_ptrmap_put(&e->symops, rl_attr_string_ident(nm), op);
    return k == K_FUNC ? declare_func(e, op) : declare_global(e, op);
  }
  if (k == K_COMDAT) { /* each selector an LLVM comdat of its name and kind */
    rl_block *b = op->nregions ? rl_op_regions(op)[0].first : NULL;
    for (rl_op *s = b ? b->first : NULL; s; s = s->next) {
      rl_attr *nm = prop(e, s, "sym_name");
      if (!nm || nm->kind != RL_AT_STRING) continue;
      LLVMComdatRef cd = LLVMGetOrInsertComdat(e->m, rl_attr_string_ident(nm)->str);
      LLVMSetComdatSelectionKind(cd, (LLVMComdatSelectionKind)enum_val(prop(e, s, "comdat")));
    }
    return true;
  }
  if (k == K_GLOBAL_CTORS || k == K_GLOBAL_DTORS) {
    if (x->nstructors == x->capstructors) {
      x->capstructors = x->capstructors ? 2 * x->capstructors : 4;
      x->structors = realloc(x->structors, x->capstructors * sizeof *x->structors);
    }
    x->structors[x->nstructors++] = op;
    return true;
  }
  return FAILED(e, op->loc, "cannot translate '%s' to LLVM IR: only llvm.func and llvm.mlir.global may be at the top "
                            "of the module", opname(op));
}

bool rl_llvm_export_define(rl_llvm_exporter *x, rl_op *op) {
  ex *e = &x->e;
  int k = kind_of(e, op);
  /* mlir-translate sets every initializer before it emits any body. */
  e->defining = (uintptr_t)rl_ptrmap_get(&e->order, op) + (k == K_FUNC ? (uint64_t)1 << 32 : 0);
  bool ok = k == K_FUNC ? emit_body(e, op) : k == K_GLOBAL ? init_global(e, op) : true;
  return ok && !e->failed;
}

static void exporter_free(rl_llvm_exporter *x) {
  ex *e = &x->e;
  LLVMDisposeBuilder(e->b);
  rl_ptrmap_free(&e->kinds);
  rl_ptrmap_free(&e->idents);
  rl_ptrmap_free(&e->props_ok);
  rl_ptrmap_free(&e->types);
  rl_ptrmap_free(&e->syms);
  rl_ptrmap_free(&e->symops);
  rl_ptrmap_free(&e->vals);
  rl_ptrmap_free(&e->blocks);
  rl_ptrmap_free(&e->edge_of);
  rl_ptrmap_free(&e->dummy_of);
  rl_ptrmap_free(&e->placeholders);
  free(e->edges);
  for (unsigned i = 0; i < e->ndummies; i++) free(e->dummies[i].phis);
  free(e->dummies);
  free(x->structors);
  free(e->intrinsics);
  free(e->names);
  free(e->err_msg);
  rl_ptrmap_free(&e->intrinsic_of);
  rl_ptrmap_free(&e->order);
  free(x);
}

void rl_llvm_exporter_discard(rl_llvm_exporter *x) {
  if (!x) return;
  LLVMDisposeModule(x->e.m);
  exporter_free(x);
}

LLVMModuleRef rl_llvm_exporter_finish(rl_llvm_exporter *x, rl_op *module) {
  ex *e = &x->e;
  bool ok = !e->failed;
  for (unsigned i = 0; i < x->nstructors && ok; i++)
    ok = emit_structors(e, x->structors[i], kind_of(e, x->structors[i]) == K_GLOBAL_CTORS);
  if (e->scratch) LLVMDeleteFunction(e->scratch);
  e->scratch = NULL;
  /* The intrinsics declared for calls go after the module's functions, as
   * mlir-translate declares them (all functions come first there). */
  for (unsigned i = 1; i < e->nintrinsics; i++) { /* a stable insertion sort: few, nearly sorted */
    intrinsic_decl d = e->intrinsics[i];
    unsigned j = i;
    for (; j > 0 && e->intrinsics[j - 1].first_use > d.first_use; j--) e->intrinsics[j] = e->intrinsics[j - 1];
    e->intrinsics[j] = d;
  }
  bool in_place = true;
  LLVMValueRef at = e->nintrinsics ? e->intrinsics[0].fn : NULL;
  for (unsigned i = 0; i < e->nintrinsics && in_place; i++) {
    in_place = at == e->intrinsics[i].fn;
    at = in_place ? LLVMGetNextFunction(at) : NULL;
  }
  in_place = in_place && !at;
  for (unsigned i = 0; i < e->nintrinsics && ok && !in_place; i++) {
    LLVMValueRef old = e->intrinsics[i].fn;
    size_t n;
    const char *nm = LLVMGetValueName2(old, &n);
    char *name = strndup(nm, n);
    LLVMSetValueName2(old, "", 0);
    LLVMValueRef fn = LLVMAddFunction(e->m, name, LLVMGlobalGetValueType(old));
    free(name);
    LLVMReplaceAllUsesWith(old, fn);
    LLVMDeleteFunction(old);
  }
  if (ok && !e->failed) {
    const char *dl = module_str_attr(e, module, "llvm.data_layout"), *tt = module_str_attr(e, module, "llvm.target_triple");
    if (dl) LLVMSetDataLayout(e->m, dl);
    if (tt) LLVMSetTarget(e->m, tt);
    /* mlir-translate's module flag, so the output reads the same. */
    LLVMMetadataRef three = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(e->ctx), 3, 0));
    LLVMAddModuleFlag(e->m, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18, three);
    char *msg = NULL;
    if (LLVMVerifyModule(e->m, LLVMReturnStatusAction, &msg)) {
      rl_op *f = failing_func(e, rl_op_regions(module)[0].first);
      size_t len = msg ? strlen(msg) : 0;
      while (len && msg[len - 1] == '\n') msg[--len] = 0;
      fail(e, f ? f->loc : module->loc, "LLVM IR of %s%s%s does not verify: %s", f ? "function '" : "the module",
           f ? rl_attr_string_ident(prop(e, f, "sym_name"))->str : "", f ? "'" : "", msg ? msg : "");
    }
    LLVMDisposeMessage(msg);
  }
  if (!ok || e->failed) {
    rl_llvm_exporter_discard(x);
    return NULL;
  }
  LLVMModuleRef m = e->m;
  exporter_free(x);
  return m;
}

LLVMModuleRef rl_llvm_export_module(rl_context *c, rl_op *module, LLVMContextRef ctx) {
  if (strcmp(opname(module), "builtin.module") || module->nregions != 1 || !rl_op_regions(module)[0].first) {
    ex e = {.c = c};
    fail(&e, module->loc, "rulir-translate expects a builtin.module, not '%s'", opname(module));
    return NULL;
  }
  rl_llvm_exporter *x = rl_llvm_exporter_create(c, ctx);
  ex *e = &x->e;
  rl_block *body = rl_op_regions(module)[0].first;
  /* Four sweeps, so that every symbol is declared before it is used:
   * functions, globals, global initializers, function bodies. */
  bool ok = true;
  for (rl_op *op = body->first; op && ok; op = op->next) {
    int k = kind_of(e, op); /* functions, and what cannot be at the top (an error) */
    if (k != K_GLOBAL && k != K_GLOBAL_CTORS && k != K_GLOBAL_DTORS) ok = rl_llvm_export_declare(x, op);
  }
  for (rl_op *op = body->first; op && ok; op = op->next)
    if (kind_of(e, op) == K_GLOBAL) ok = rl_llvm_export_declare(x, op);
  for (rl_op *op = body->first; op && ok; op = op->next)
    if (kind_of(e, op) == K_GLOBAL) ok = rl_llvm_export_define(x, op);
  for (rl_op *op = body->first; op && ok; op = op->next)
    if (kind_of(e, op) == K_GLOBAL_CTORS || kind_of(e, op) == K_GLOBAL_DTORS) ok = rl_llvm_export_declare(x, op);
  for (rl_op *op = body->first; op && ok; op = op->next)
    if (kind_of(e, op) == K_FUNC) ok = rl_llvm_export_define(x, op);
  if (!ok) {
    rl_llvm_exporter_discard(x);
    return NULL;
  }
  return rl_llvm_exporter_finish(x, module);
}

bool rl_llvm_optimize_module(rl_context *c, rl_attr *loc, LLVMModuleRef m, unsigned level,
                             LLVMTargetMachineRef tm) {
  if (level == 0) return true;
  char passes[32];
  snprintf(passes, sizeof passes, "default<O%u>", level > 3 ? 3 : level);
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(m, passes, tm, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (!err) return true;
  char *msg = LLVMGetErrorMessage(err);
  rl_diag_report(c, rl_diag_begin(c, RL_ERROR, loc, "LLVM passes '%s' failed: %s", passes, msg));
  LLVMDisposeErrorMessage(msg);
  return false;
}
