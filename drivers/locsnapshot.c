/* --snapshot-op-locations, as MLIR 19 has it: prints the IR to a file (the
 * `filename` option, else a new temporary file) with the command line's
 * printing flags, then gives each op printed there the location of its text
 * in that file, loc("file":line:col) with the column counted from 0; with
 * `tag`, the op keeps its location fused with loc("tag"("file":line:col)).
 * Ops the printed form leaves out (implicit terminators) keep theirs.
 * Requires nothing; changes locations only. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/ptrmap.h"
#include "core/verify.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

typedef struct snapshot_cfg {
  const char *filename, *tag; /* "" when not given */
} snapshot_cfg;

static const rl_pass_option snapshot_options[] = {
    RL_PASS_OPT(snapshot_cfg, filename, "filename", RL_OPT_STRING, NULL, "The filename to print the generated IR"),
    RL_PASS_OPT(snapshot_cfg, tag, "tag", RL_OPT_STRING, NULL,
                "A tag to use when fusing the new locations with the original. If unset, the locations are replaced."),
};

/* MLIR's FusedLoc::get of {orig, add} without metadata: fused parts
 * flattened, unknown locations dropped, each kept once. */
static rl_attr *fuse(rl_context *c, rl_attr *orig, rl_attr *add) {
  bool flat = orig->kind == RL_AT_LOC_FUSED && !orig->w[0];
  unsigned n = flat ? orig->n - 1 : 1, k = 0;
  rl_attr **locs = rl_xmalloc((n + 1) * sizeof *locs);
  for (unsigned i = 0; i < n; i++) {
    rl_attr *part = flat ? rl_word_ptr(orig->w[1 + i]) : orig;
    if (part->kind != RL_AT_LOC_UNKNOWN) locs[k++] = part;
  }
  bool seen = false;
  for (unsigned i = 0; i < k && !seen; i++) seen = locs[i] == add;
  if (!seen) locs[k++] = add;
  rl_attr *r = k == 1 ? locs[0] : rl_loc_fused(c, NULL, k, locs);
  free(locs);
  return r;
}

static bool snapshot_run(rl_context *c, rl_op *top, void *config) {
  const snapshot_cfg *cfg = config;
  const rl_print_opts *flags = rl_context_diag_print_opts(c);
  rl_print_opts po = flags ? *flags : (rl_print_opts){0};
  rl_ptrmap offsets = {0};
  po.op_offsets = &offsets;
  rl_strbuf text = {0};
  rl_print_top(&text, top, &po);

  /* The file: the one named, or a temporary one that is kept, as MLIR does. */
  char tmpname[] = "/tmp/mlir_snapshot-XXXXXX.tmp.mlir";
  const char *path = cfg && *cfg->filename ? cfg->filename : tmpname;
  FILE *f = NULL;
  if (path == tmpname) {
    int fd = mkstemps(tmpname, 9);
    f = fd < 0 ? NULL : fdopen(fd, "w");
  } else f = fopen(path, "w");
  if (!f) {
    rl_op_emit_plain_error(top, "cannot open output file '%s': %s", path, strerror(errno));
    rl_ptrmap_free(&offsets);
    rl_sb_free(&text);
    return false;
  }
  bool ok = fwrite(text.data, 1, text.len, f) == text.len;
  if (fclose(f)) ok = false;
  if (!ok) {
    rl_op_emit_plain_error(top, "cannot write output file '%s'", path);
    rl_ptrmap_free(&offsets);
    rl_sb_free(&text);
    return false;
  }

  /* Offsets to line:col, in one pass over the text: the line of each
   * offset is found from a table of line starts. */
  size_t nlines = 1;
  for (size_t i = 0; i < text.len; i++) nlines += text.data[i] == '\n';
  size_t *starts = rl_xmalloc(nlines * sizeof *starts), l = 0;
  starts[l++] = 0;
  for (size_t i = 0; i < text.len; i++)
    if (text.data[i] == '\n') starts[l++] = i + 1;

  rl_ident *file = rl_ident_cstr(c, path);
  rl_ident *tag = cfg && *cfg->tag ? rl_ident_cstr(c, cfg->tag) : NULL;
  rl_oplist work = {0};
  rl_oplist_push(&work, top);
  while (work.n) {
    rl_op *op = work.v[--work.n];
    uintptr_t at = (uintptr_t)rl_ptrmap_get(&offsets, op);
    if (at) {
      size_t off = at - 1, lo = 0, hi = nlines; /* the last start <= off */
      while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (starts[mid] <= off) lo = mid;
        else hi = mid;
      }
      rl_attr *loc = rl_loc_file(c, file, (unsigned)lo + 1, (unsigned)(off - starts[lo]));
      op->loc = tag ? fuse(c, op->loc, rl_loc_name(c, tag, loc)) : loc;
    }
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next)
        for (rl_op *x = b->first; x; x = x->next) rl_oplist_push(&work, x);
  }
  rl_oplist_free(&work);
  free(starts);
  rl_ptrmap_free(&offsets);
  rl_sb_free(&text);
  return true;
}

const rl_pass_info rl_snapshot_op_locations_pass = {
    .name = "snapshot-op-locations",
    .display = "LocationSnapshot",
    .summary = "Generate new locations from the current IR",
    .options = snapshot_options,
    .noptions = 2,
    .config_size = sizeof(snapshot_cfg),
    .run = snapshot_run};
