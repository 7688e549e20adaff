/* --affine-loop-tile, as MLIR 19's pass (tile-size, tile-sizes,
 * cache-size): each perfect nest of affine.for at the top of a function
 * becomes tile-space loops (the original bounds, the steps times the tile
 * sizes) around intra-tile loops from the tile's IV to the next tile, or
 * to the least of that and the original upper bound when the tile size
 * does not divide the trip count. Tile sizes: tile-size for every loop,
 * else tile-sizes (4 for the loops it does not name), else from the
 * memory footprint of the nest against cache-size KiB (4 each when the
 * footprint is unknown), made divisors of constant trip counts. Nests with
 * iteration arguments or bounds that use an outer IV of the nest are left
 * alone, and so are nests that a dependence of negative distances forbids
 * tiling (a remark, as MLIR). With `separate`, each tile is split in a
 * full tile and a partial one under an affine.if. Analyses (dependences,
 * footprint, trip counts): affine_analysis.h. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "drivers/affine_analysis.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

enum { MAX_BAND = 16, DEFAULT_TILE = 4 };

typedef struct tile_cfg {
  unsigned tile_size;  /* 0: not given */
  rl_opt_list tile_sizes;
  uint64_t cache_kib;
  bool separate;
} tile_cfg;

static const rl_pass_option tile_options[] = {
    RL_PASS_OPT(tile_cfg, cache_kib, "cache-size", RL_OPT_ULONG, "512", "Set size of cache to tile for in KiB (default: 512)"),
    RL_PASS_OPT(tile_cfg, separate, "separate", RL_OPT_BOOL, NULL, "Separate full and partial tiles (default: false)"),
    RL_PASS_OPT(tile_cfg, tile_size, "tile-size", RL_OPT_UINT, NULL, "Use this tile size for all loops"),
    RL_PASS_OPT_LIST(tile_cfg, tile_sizes, "tile-sizes", RL_OPT_UINT, NULL,
                     "List of tile sizes for each perfect nest (overridden by -tile-size)"),
};

/* MLIR's adjustToDivisorsOfTripCounts. */
static void adjust_to_divisors(rl_op **band, unsigned n, unsigned *ts) {
  for (unsigned i = 0; i < n; i++) {
    uint64_t tc;
    if (!rl_aff_const_trip_count(band[i], &tc)) continue;
    if (tc > 1 && ts[i] > tc / 2) ts[i] = (unsigned)(tc / 2);
    while (ts[i] > 1 && tc % ts[i]) ts[i]--;
  }
}

/* MLIR's LoopTiling::getTileSizes. */
static void tile_sizes(const tile_cfg *cfg, const rl_aff_kinds *k, rl_op **band, unsigned n, unsigned *ts) {
  if (cfg->tile_size) {
    for (unsigned i = 0; i < n; i++) ts[i] = cfg->tile_size;
    return;
  }
  if (cfg->tile_sizes.n) {
    for (unsigned i = 0; i < n; i++) ts[i] = i < cfg->tile_sizes.n ? (unsigned)cfg->tile_sizes.u[i] : DEFAULT_TILE;
    return;
  }
  if (cfg->cache_kib == 0) {
    for (unsigned i = 0; i < n; i++) ts[i] = 1;
    return;
  }
  uint64_t fp;
  if (!rl_aff_footprint_bytes(k, band[0], &fp)) {
    for (unsigned i = 0; i < n; i++) ts[i] = DEFAULT_TILE;
    adjust_to_divisors(band, n, ts);
    return;
  }
  uint64_t cache = cfg->cache_kib * 1024, excess = (fp + cache - 1) / cache;
  if (excess <= 1) {
    for (unsigned i = 0; i < n; i++) ts[i] = 1;
    return;
  }
  unsigned t = (unsigned)floorl(powl((long double)excess, 1.0L / n)), prod = 1;
  for (unsigned i = 0; i < n; i++) {
    if (i + 1 < n) ts[i] = t;
    else ts[i] = excess / prod > 1 ? (unsigned)(excess / prod) : 1;
    prod *= ts[i];
  }
  adjust_to_divisors(band, n, ts);
}

/* Whether a value is the IV of one of the band's loops. */
static bool band_iv(rl_op **band, unsigned n, rl_value *v) {
  for (unsigned i = 0; i < n; i++)
    if (rl_op_regions(band[i])[0].first->args[0] == v) return true;
  return false;
}

/* MLIR's performPreTilingChecks, as far as rulir knows them: no iteration
 * arguments, bounds over values from outside the band (hyper-rectangular). */
static bool tileable(rl_op **band, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (band[i]->nresults) return false;
    for (unsigned j = 0; j < band[i]->noperands; j++)
      if (band_iv(band, n, band[i]->operands[j].value)) return false;
  }
  return true;
}

/* For rl_op_walk: the affine reads and writes, in order. */
typedef struct accesses {
  const rl_aff_kinds *k;
  rl_oplist ops;
} accesses;

static bool collect_access(rl_op *op, void *ud) {
  accesses *a = ud;
  if (rl_aff_is_read(a->k, op) || rl_aff_is_write(a->k, op)) rl_oplist_push(&a->ops, op);
  return true;
}

/* MLIR's checkTilingLegality: no dependence between the band's accesses,
 * at any depth, has a component whose distance spans only negative values
 * (lb < ub < 0), which tiling the rectangle would break. */
static bool tiling_legal(const rl_aff_kinds *k, rl_op **band, unsigned n) {
  accesses a = {k, {0}};
  rl_op_walk(band[0], false, collect_access, &a);
  bool legal = true;
  for (unsigned d = 1; d <= n + 1 && legal; d++)
    for (size_t i = 0; i < a.ops.n && legal; i++)
      for (size_t j = 0; j < a.ops.n && legal; j++) {
        rl_aff_dep_comp comps[RL_AFF_DEP_MAX];
        unsigned nc;
        if (!rl_aff_dependence(k, a.ops.v[i], a.ops.v[j], d, comps, &nc)) continue;
        for (unsigned x = 0; x < nc && legal; x++)
          if (comps[x].has_lb && comps[x].has_ub && comps[x].lb < comps[x].ub && comps[x].ub < 0) legal = false;
      }
  rl_oplist_free(&a.ops);
  return legal;
}

/* A new affine.for (bounds, step) with an empty body ending in affine.yield. */
static rl_op *new_loop(rl_context *c, rl_op *like, unsigned nlb, rl_value *const *lbs, rl_attr *lbm, unsigned nub,
                       rl_value *const *ubs, rl_attr *ubm, int64_t step) {
  rl_builder b = {.ctx = c};
  rl_type *idx = rl_type_index(c);
  rl_op *f = rl_affine_for_create(&b, like->loc, 0, NULL, nlb, lbs, nub, ubs, 0, NULL, lbm, ubm,
                                  rl_attr_integer(c, idx, step));
  rl_block *body = rl_block_create(c);
  rl_block_add_arg(c, body, idx, like->loc);
  rl_region_append_block(rl_op_region(f, 0), body);
  rl_block_append_op(body, rl_affine_yield_create(&b, like->loc, 0, NULL));
  return f;
}

static rl_block *body_of(rl_op *loop) { return rl_op_regions(loop)[0].first; }
static rl_value *iv_of(rl_op *loop) { return body_of(loop)->args[0]; }

static void separate_full_tiles(rl_context *c, rl_op **points, unsigned n);

/* MLIR's tilePerfectlyNested with constructTiledIndexSetHyperRect. */
static void tile_band(rl_context *c, rl_op **band, unsigned n, const unsigned *ts, bool separate) {
  rl_op *tiles[MAX_BAND], *points[MAX_BAND], *outer = NULL;
  rl_value *ops[RL_AFF_MAX_OPERANDS + 1];
  /* Tile-space loops: the original bounds, the step times the tile size. */
  for (unsigned i = 0; i < n; i++) {
    rl_value *lbs[RL_AFF_MAX_OPERANDS], *ubs[RL_AFF_MAX_OPERANDS];
    unsigned nlb = rl_aff_for_operands(band[i], true, lbs), nub = rl_aff_for_operands(band[i], false, ubs);
    tiles[i] = new_loop(c, band[0], nlb, lbs, rl_aff_for_map(band[i], true), nub, ubs, rl_aff_for_map(band[i], false),
                        (int64_t)ts[i] * rl_aff_for_step(band[i]));
    if (outer) rl_op_insert_before(body_of(outer)->last, tiles[i]);
    else rl_op_insert_before(band[0], tiles[i]);
    outer = tiles[i];
  }
  /* Intra-tile loops: from the tile's IV to the next tile, or to the least
   * of that and the original upper bound. */
  rl_attr *d0 = rl_affine_dim(c, 0);
  rl_attr *id = rl_affine_map(c, 1, 0, 1, &d0);
  for (unsigned i = 0; i < n; i++) {
    int64_t step = rl_aff_for_step(band[i]);
    uint64_t tc, div = rl_aff_trip_count_divisor(band[i]);
    rl_value *t = iv_of(tiles[i]);
    rl_attr *ubm;
    unsigned nub = 1;
    ops[0] = t;
    if (rl_aff_const_trip_count(band[i], &tc) && tc < ts[i]) {
      rl_attr *e = rl_affine_binary(c, RL_AT_AFF_ADD, d0, rl_affine_const(c, (int64_t)tc * step));
      ubm = rl_affine_map(c, 1, 0, 1, &e);
    } else if (div % ts[i]) {
      rl_attr *om = rl_aff_for_map(band[i], false);
      rl_value *uops[RL_AFF_MAX_OPERANDS];
      unsigned nuo = rl_aff_for_operands(band[i], false, uops), nd = rl_affine_map_num_dims(om);
      unsigned nr = rl_affine_map_num_results(om);
      if (nr + 1 > RL_AFF_MAX_OPERANDS || nuo + 1 > RL_AFF_MAX_OPERANDS) continue;
      nub = 0;
      for (unsigned j = 0; j < nd; j++) ops[nub++] = uops[j];
      ops[nub++] = t;
      for (unsigned j = nd; j < nuo; j++) ops[nub++] = uops[j];
      rl_attr *es[RL_AFF_MAX_OPERANDS];
      es[0] = rl_affine_binary(c, RL_AT_AFF_ADD, rl_affine_dim(c, nd), rl_affine_const(c, (int64_t)ts[i] * step));
      for (unsigned j = 0; j < nr; j++) es[1 + j] = rl_affine_map_result(om, j);
      ubm = rl_affine_map(c, nd + 1, rl_affine_map_num_syms(om), nr + 1, es);
    } else {
      rl_attr *e = rl_affine_binary(c, RL_AT_AFF_ADD, d0, rl_affine_const(c, (int64_t)ts[i] * step));
      ubm = rl_affine_map(c, 1, 0, 1, &e);
    }
    points[i] = new_loop(c, band[0], 1, &t, id, nub, ops, ubm, step);
    rl_op_insert_before(body_of(outer)->last, points[i]);
    outer = points[i];
  }
  /* The innermost body moves; the original IVs become the intra-tile ones. */
  rl_block *from = body_of(band[n - 1]), *to = body_of(points[n - 1]);
  while (from->first != from->last) rl_op_move_before(to->last, from->first);
  for (unsigned i = 0; i < n; i++) rl_value_replace_all_uses(iv_of(band[i]), iv_of(points[i]));
  rl_op_erase(c, band[0]);
  if (separate) separate_full_tiles(c, points, n);
}

/* ---- full and partial tiles (separate) ----------------------------------------------- */

/* A condition's columns: values in order of first appearance, split by
 * canonicalization into dims and symbols (valid symbols). */
typedef struct cond_cols {
  rl_value *v[RL_AFF_MAX_OPERANDS];
  unsigned n;
} cond_cols;

static int col_of(cond_cols *cc, rl_value *v) {
  for (unsigned i = 0; i < cc->n; i++)
    if (cc->v[i] == v) return (int)i;
  if (cc->n == RL_AFF_MAX_OPERANDS) return -1;
  cc->v[cc->n] = v;
  return (int)cc->n++;
}

enum { SEP_MAX_ROWS = 64 };

/* MLIR's separateFullTiles on the intra-tile nest points[0..n): under an
 * affine.if on "every original upper bound is at least the tile's end"
 * (createSeparationCondition: each other upper bound minus the full tile's,
 * over the tile IVs and the bounds' operands, trivial and redundant rows
 * dropped, valid symbols made symbols), the full tile (a copy of the nest
 * from the tile's IV to its end); in the else branch the nest as it is.
 * Nothing when a loop's step is not 1 (as MLIR's createFullTiles). */
static void separate_full_tiles(rl_context *c, rl_op **points, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (rl_aff_for_step(points[i]) != 1) return;
  cond_cols cc = {0};
  int64_t rows[SEP_MAX_ROWS][RL_AFF_MAX_OPERANDS + 1];
  unsigned nrows = 0;
  int64_t full[MAX_BAND];
  rl_value *tile_iv[MAX_BAND];
  for (unsigned i = 0; i < n; i++) {
    rl_attr *um = rl_aff_for_map(points[i], false);
    rl_value *uops[RL_AFF_MAX_OPERANDS];
    unsigned nuo = rl_aff_for_operands(points[i], false, uops), nd = rl_affine_map_num_dims(um);
    rl_value *lops[RL_AFF_MAX_OPERANDS];
    if (rl_aff_for_operands(points[i], true, lops) != 1) return;
    tile_iv[i] = lops[0];
    if (col_of(&cc, tile_iv[i]) < 0) return;
    /* The full tile's end: the result over the tile IV alone (t + C). */
    int64_t flat[RL_AFF_MAX_OPERANDS + 1];
    int tpos = -1;
    for (unsigned j = 0; j < nuo; j++)
      if (uops[j] == tile_iv[i]) tpos = (int)j;
    if (tpos < 0 || (unsigned)tpos >= nd || nuo > RL_AFF_MAX_OPERANDS) return;
    bool found = false;
    for (unsigned r = 0; r < rl_affine_map_num_results(um) && !found; r++) {
      if (!rl_aff_flatten_no_locals(c, rl_affine_map_result(um, r), nd, nuo - nd, flat)) continue;
      bool only_t = flat[tpos] == 1;
      for (unsigned j = 0; j < nuo && only_t; j++) only_t = (int)j == tpos || !flat[j];
      if (only_t) full[i] = flat[nuo], found = true;
    }
    if (!found) return;
    int cols[RL_AFF_MAX_OPERANDS];
    for (unsigned j = 0; j < nuo; j++)
      if ((cols[j] = col_of(&cc, uops[j])) < 0) return;
    /* Each other upper bound u: u - (t + C) >= 0. */
    for (unsigned r = 0; r < rl_affine_map_num_results(um); r++) {
      if (!rl_aff_flatten_no_locals(c, rl_affine_map_result(um, r), nd, nuo - nd, flat)) return;
      bool only_t = flat[tpos] == 1;
      for (unsigned j = 0; j < nuo && only_t; j++) only_t = (int)j == tpos || !flat[j];
      if (only_t && flat[nuo] == full[i]) continue;
      if (nrows == SEP_MAX_ROWS) return;
      int64_t *row = rows[nrows++];
      memset(row, 0, sizeof rows[0]);
      for (unsigned j = 0; j < nuo; j++) row[cols[j]] += flat[j];
      row[col_of(&cc, tile_iv[i])] -= 1;
      row[RL_AFF_MAX_OPERANDS] = flat[nuo] - full[i];
    }
  }
  /* MLIR's removeTrivialRedundancy: rows divided by their gcd (constants
   * rounded down), trivially true and repeated rows dropped, of rows that
   * differ in their constant only the least kept. */
  unsigned keep = 0;
  for (unsigned r = 0; r < nrows; r++) {
    int64_t *row = rows[r], g = 0;
    for (unsigned j = 0; j < cc.n; j++) {
      int64_t a = row[j] < 0 ? -row[j] : row[j];
      while (a) {
        int64_t t = g % a;
        g = a;
        a = t;
      }
    }
    if (!g) {
      if (row[RL_AFF_MAX_OPERANDS] >= 0) continue;
      g = 1;
    }
    for (unsigned j = 0; j < cc.n; j++) row[j] /= g;
    int64_t k = row[RL_AFF_MAX_OPERANDS];
    row[RL_AFF_MAX_OPERANDS] = k / g - ((k % g != 0) && (k < 0));
    unsigned same = 0;
    while (same < keep && memcmp(rows[same], row, cc.n * sizeof *row)) same++;
    if (same < keep) {
      if (row[RL_AFF_MAX_OPERANDS] < rows[same][RL_AFF_MAX_OPERANDS])
        rows[same][RL_AFF_MAX_OPERANDS] = row[RL_AFF_MAX_OPERANDS];
      continue;
    }
    if (keep != r) memcpy(rows[keep], row, sizeof rows[0]);
    keep++;
  }
  nrows = keep;
  /* Columns used, dims then valid symbols, each in order of appearance. */
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  rl_attr *var[RL_AFF_MAX_OPERANDS] = {0};
  unsigned nd = 0, ns = 0, nops = 0;
  for (int sym = 0; sym < 2; sym++)
    for (unsigned j = 0; j < cc.n; j++) {
      bool used = false;
      for (unsigned r = 0; r < nrows && !used; r++) used = rows[r][j] != 0;
      if (!used || rl_aff_is_valid_symbol(cc.v[j]) != (bool)sym) continue;
      var[j] = sym ? rl_affine_sym(c, ns++) : rl_affine_dim(c, nd++);
      ops[nops++] = cc.v[j];
    }
  rl_attr *es[SEP_MAX_ROWS];
  for (unsigned r = 0; r < nrows; r++) {
    rl_attr *e = NULL;
    for (unsigned j = 0; j < cc.n; j++) {
      if (!rows[r][j]) continue;
      rl_attr *t = rl_affine_binary(c, RL_AT_AFF_MUL, var[j], rl_affine_const(c, rows[r][j]));
      e = e ? rl_affine_binary(c, RL_AT_AFF_ADD, e, t) : t;
    }
    rl_attr *k = rl_affine_const(c, rows[r][RL_AFF_MAX_OPERANDS]);
    es[r] = e ? rl_affine_binary(c, RL_AT_AFF_ADD, e, k) : k;
  }
  rl_attr *set = rl_integer_set(c, nd, ns, nrows, es, NULL);
  /* The full tile: a copy of the nest, each loop up to its tile's end. */
  rl_op *copy = rl_op_clone(c, points[0]);
  rl_op *loop = copy;
  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  for (unsigned i = 0; i < n && loop; i++) {
    rl_attr *e = rl_affine_binary(c, RL_AT_AFF_ADD, rl_affine_dim(c, 0), rl_affine_const(c, full[i]));
    rl_value *two[2] = {tile_iv[i], tile_iv[i]};
    rl_op_set_operands(c, loop, 2, two);
    rl_op_set_prop(c, loop, rl_ident_cstr(c, "upperBoundMap"), rl_affine_map(c, 1, 0, 1, &e));
    uint64_t sizes[3] = {1, 1, 0};
    rl_op_set_prop(c, loop, rl_ident_cstr(c, "operandSegmentSizes"), rl_attr_dense_array(c, i32, 3, sizes));
    rl_block *b = body_of(loop);
    loop = i + 1 < n ? b->first : NULL;
  }
  rl_builder bld = {.ctx = c};
  rl_op *iff = rl_affine_if_create(&bld, points[0]->loc, 0, NULL, nops, ops);
  rl_op_set_attr(c, iff, rl_ident_cstr(c, "condition"), set);
  for (unsigned r = 0; r < 2; r++) {
    rl_block *b = rl_block_create(c);
    rl_region_append_block(rl_op_region(iff, r), b);
    rl_block_append_op(b, rl_affine_yield_create(&bld, points[0]->loc, 0, NULL));
  }
  rl_op_insert_before(points[0], iff);
  rl_op_insert_before(rl_op_regions(iff)[0].first->last, copy);
  rl_op_move_before(rl_op_regions(iff)[1].first->last, points[0]);
}

typedef struct funcs {
  rl_opinfo *func;
  rl_oplist list;
} funcs;

static bool collect_funcs(rl_op *op, void *ud) {
  funcs *f = ud;
  if (op->info == f->func) rl_oplist_push(&f->list, op);
  return true;
}

static bool tile_run(rl_context *c, rl_op *op, void *config) {
  const tile_cfg *cfg = config;
  rl_aff_kinds k;
  rl_aff_kinds_get(c, &k);
  funcs f = {rl_opinfo_find_cstr(c, "func.func"), {0}};
  if (!k.for_ || !f.func) return true;
  rl_op_walk(op, false, collect_funcs, &f);
  /* MLIR's getTileableBands: the perfect nests rooted at the affine.for
   * ops of each function's body. */
  for (size_t i = 0; i < f.list.n; i++)
    for (rl_block *b = rl_op_regions(f.list.v[i])[0].first; b; b = b->next)
      for (rl_op *x = b->first, *next; x; x = next) {
        next = x->next;
        if (x->info != k.for_) continue;
        rl_op *band[MAX_BAND];
        unsigned n = rl_aff_perfect_nest(&k, x, band, MAX_BAND), ts[MAX_BAND];
        if (!tiling_legal(&k, band, n)) {
          rl_diag *d = rl_diag_begin(c, RL_REMARK, x->loc, "tiling nest is invalid due to dependences");
          rl_diag_note_current_op(d, x);
          rl_diag_report(c, d);
          continue;
        }
        if (!tileable(band, n)) continue;
        tile_sizes(cfg, &k, band, n, ts);
        tile_band(c, band, n, ts, cfg->separate);
      }
  rl_oplist_free(&f.list);
  return true;
}

const rl_pass_info rl_affine_loop_tile_pass = {
    .name = "affine-loop-tile",
    .display = "LoopTiling",
    .summary = "Tile affine loop nests",
    .options = tile_options,
    .noptions = sizeof tile_options / sizeof *tile_options,
    .config_size = sizeof(tile_cfg),
    .run = tile_run};
