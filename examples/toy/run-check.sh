#!/bin/sh
# make check-toy (rulir's Makefile): rulir installed into a temporary
# DESTDIR, then examples/toy built against it through pkg-config only and
# its lit tests run (`make -C examples/toy check`); built with clang-19 too.
#
#   run-check.sh MAKE LLVM_BIN [SANITIZE]
#
# SANITIZE: the -fsanitize= flags of rulir's build (make check-asan): a
# sanitizer build's librulir needs toyc built with the same sanitizers.
set -eu
MAKE=${1:-make} LLVM_BIN=${2:-/usr/lib/llvm-19/bin} SANITIZE=${3:-}
src=$(cd "$(dirname "$0")/../.." && pwd)
t0=$(date +%s)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rulir-toy.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
p=$tmp/dest/usr/local
cd "$src"
$MAKE --no-print-directory install DESTDIR="$tmp/dest" PREFIX=/usr/local >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log"; echo "check-toy: make install failed" >&2; exit 1; }
unset PKG_CONFIG_SYSROOT_DIR PKG_CONFIG_LIBDIR RULIR_CC 2>/dev/null || true
# A PATH without rulir's tools: the project finds them through pkg-config.
PATH=/usr/local/bin:/usr/bin:/bin $MAKE --no-print-directory -C examples/toy check OUT="$tmp/out" \
  CFLAGS="-O1 -g $SANITIZE" LDFLAGS="$SANITIZE" PKG_CONFIG_PATH="$p/lib/pkgconfig" PKG_CONFIG="pkg-config --define-prefix" LLVM_BIN="$LLVM_BIN" \
  >"$tmp/toy.log" 2>&1 || { cat "$tmp/toy.log"; echo "check-toy: examples/toy failed" >&2; exit 1; }
# And with clang-19, when there is one: the Toy C and what lemon, re2c and
# rulir-gen make of it compile under its warnings too.
if [ -z "$SANITIZE" ] && command -v clang-19 >/dev/null 2>&1; then
  PATH=/usr/local/bin:/usr/bin:/bin $MAKE --no-print-directory -C examples/toy all OUT="$tmp/out-clang" CC=clang-19 \
    PKG_CONFIG_PATH="$p/lib/pkgconfig" PKG_CONFIG="pkg-config --define-prefix" \
    >"$tmp/toy-clang.log" 2>&1 || { cat "$tmp/toy-clang.log"; echo "check-toy: examples/toy did not build with clang-19" >&2; exit 1; }
fi
n=$(sed -n 's/^Total Discovered Tests: //p' "$tmp/toy.log")
echo "check-toy: toyc built against the installed rulir, ${n:-?} lit tests passed ($(($(date +%s) - t0)) s)"
