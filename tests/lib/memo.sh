# A cache of what the reference tools compute (sourced by the bash harnesses
# of tests/diff, tests/canon and tests/corpus).
#
# mlir-opt-19, mlir-translate-19, mlir-cpu-runner-19 and clang-19 give the
# same output for the same input every time, and the differential suites
# run them on the same programs in `make check` and in `make check-asan`
# (and again on every run): their results are kept, keyed by the command
# (each argument as written, except that a file's key is its contents and a
# command found on PATH is keyed by its size and time) and looked up before
# running them again. rulir's own tools never go through the cache: under
# check-asan every rulir step still runs, under the sanitizers.
#
# The cache is RULIR_MEMO (default build/memo of the repository, shared by
# all build folders); RULIR_MEMO=off turns it off. Entries are written whole
# (a folder renamed into place), so concurrent jobs may share it.
#
#   memo_key WORD...            prints the key of a command
#   memo_get KEY OUT ERR [OFILE]   copies a cached result to OUT, ERR (and OFILE),
#                               its status in MEMO_RC; false if there is none
#   memo_put KEY OUT ERR RC [OFILE]  caches a result
#   memo_run OUT ERR CMD...     CMD >OUT 2>ERR (stdin closed), or its cached
#                               result; returns CMD's status. A `-o FILE` in
#                               CMD is cached with it. Statuses of 124 and up
#                               (time-outs, signals) are not cached.

MEMO_DIR=${RULIR_MEMO:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/build/memo}

memo_key() {
  local w skip=0 p words=() files=() cmds=() h line
  for w in "$@"; do
    if [ $skip = 1 ]; then words+=("out:$w"); skip=0; continue; fi
    if [ "$w" = -o ]; then words+=("-o"); skip=1; continue; fi
    if [ -f "$w" ]; then
      words+=("file:${#files[@]}"); files+=("$w")
    elif case $w in -*|*/*|*=*) false ;; *) true ;; esac && p=$(command -v "$w") && [ -f "$p" ]; then
      words+=("cmd:$w:${#cmds[@]}"); cmds+=("$p")
    else
      words+=("arg:$w")
    fi
  done
  h=$({
    echo memo-v1
    printf '%s\n' "${words[@]}"
    [ ${#files[@]} = 0 ] || sha256sum "${files[@]}" | while read -r line _; do echo "$line"; done
    [ ${#cmds[@]} = 0 ] || stat -L -c '%s %Y' "${cmds[@]}"
  } | sha256sum)
  echo "${h:0:64}"
}

# Entry files: out (stdout), err (stderr, when there was any), o (the -o
# file), rc (the status).
memo_get() {
  [ "$MEMO_DIR" = off ] && return 1
  local d=$MEMO_DIR/${1:0:2}/$1
  [ -f "$d/rc" ] || return 1
  cp "$d/out" "$2" || return 1
  if [ -f "$d/err" ]; then cp "$d/err" "$3"; else : >"$3"; fi
  [ -z "${4:-}" ] || cp "$d/o" "$4" || return 1
  read -r MEMO_RC <"$d/rc"
  return 0
}

memo_put() {
  [ "$MEMO_DIR" = off ] && return 0
  local key=$1 tmp
  mkdir -p "$MEMO_DIR/${key:0:2}" || return 0
  tmp=$(mktemp -d "$MEMO_DIR/${key:0:2}/.new.XXXXXX") || return 0
  if cp "$2" "$tmp/out" && { [ ! -s "$3" ] || cp "$3" "$tmp/err"; } && { [ -z "${5:-}" ] || cp "$5" "$tmp/o"; } &&
     echo "$4" >"$tmp/rc"; then
    mv -T "$tmp" "$MEMO_DIR/${key:0:2}/$key" 2>/dev/null || rm -rf "$tmp"
  else
    rm -rf "$tmp"
  fi
  return 0
}

memo_run() {
  local out=$1 err=$2 key ofile= rc w prev=
  shift 2
  for w in "$@"; do
    [ "$prev" = -o ] && ofile=$w
    prev=$w
  done
  key=$(memo_key "$@")
  if memo_get "$key" "$out" "$err" "$ofile"; then return "$MEMO_RC"; fi
  ( "$@" >"$out" 2>"$err" </dev/null; r=$?; exit $r ) 2>/dev/null
  rc=$?
  if [ $rc -lt 124 ] && { [ -z "$ofile" ] || [ -f "$ofile" ]; }; then memo_put "$key" "$out" "$err" "$rc" "$ofile"; fi
  return $rc
}
