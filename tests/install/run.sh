#!/bin/sh
# make check-install: rulir installed into a temporary DESTDIR, used from
# outside the tree, then uninstalled.
#
#   run.sh MAKE BUILD LLVM_BIN [SANITIZE]
#
# SANITIZE: the -fsanitize= flags the build has (make check-asan): the
# project is compiled and linked with them too.
#
# 1. `make install DESTDIR=$tmp/dest PREFIX=/usr/local`; the public headers
#    are all there (and no private one) and compile together.
# 2. The project of tests/install/ (its Makefile) built against the
#    staged prefix, found through `pkg-config rulir` only
#    (PKG_CONFIG_PATH, and --define-prefix: the prefix is where rulir.pc
#    is): its dialect and rules compiled by the installed rulir-gen, its
#    driver linked with the shared and with the static librulir; both
#    lower input.mlir as FileCheck expects. Built again with clang-19.
# 3. The installed rulir-opt, from another working folder, applies the
#    project's strength.rules interpreted (its C helper compiled against
#    the installed headers, never the source tree's: RULIR_CC checks) and
#    as a plugin (--load-rules strength.so, a bare name); and, with the
#    project's dialect loaded from its .ops (--load-dialect), tiny.rules
#    interpreted lowers input.mlir as the driver does.
# 4. `make uninstall` leaves the prefix empty.
set -eu
MAKE=${1:-make} BUILD=${2:-build} LLVM_BIN=${3:-/usr/lib/llvm-19/bin} SANITIZE=${4:-}
src=$(cd "$(dirname "$0")/../.." && pwd)
here=$src/tests/install
t0=$(date +%s)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rulir-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
dest=$tmp/dest
p=$dest/usr/local
fail() { echo "check-install: $*" >&2; exit 1; }

# 1. Install.
cd "$src"
$MAKE --no-print-directory install DESTDIR="$dest" PREFIX=/usr/local >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log"; fail "make install failed"; }
n=$(find "$p" -type f -o -type l | wc -l)
for f in bin/rulir-opt bin/rulir-gen bin/rulir-translate bin/rulir-run lib/librulir.a lib/librulir.so \
         lib/pkgconfig/rulir.pc include/rulir/core/ir.h include/rulir/dialects/arith/arith_ops.h \
         include/rulir/drivers/rules_pass.h share/rulir/dialects/arith/arith.ops; do
  [ -e "$p/$f" ] || fail "$f is not installed"
done
ls "$p"/share/rulir/rules/prelude/*.rules >/dev/null || fail "the rules prelude is not installed"
[ ! -e "$p/include/rulir/core/context_impl.h" ] || fail "a private header is installed (core/context_impl.h)"
soname=$(readelf -d "$p/lib/librulir.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ -L "$p/lib/$soname" ] || fail "no $soname link beside librulir.so"
# The shared library exports rulir's API (rl_*) and nothing else.
other=$(nm -D --defined-only "$p/lib/librulir.so" | awk '{print $3}' | grep -v '^rl_' | grep -v '^_' | head -3)
[ -z "$other" ] || fail "librulir.so exports symbols outside the rl_ API: $other"
export PKG_CONFIG_PATH="$p/lib/pkgconfig"
PKG_CONFIG="pkg-config --define-prefix"
unset PKG_CONFIG_SYSROOT_DIR PKG_CONFIG_LIBDIR RULIR_CC 2>/dev/null || true
# Every public header, all in one file, with rulir.pc's flags only.
(cd "$p/include/rulir" && find . -name '*.h' | sed 's|^\./\(.*\)|#include "\1"|' | sort) >"$tmp/all.c"
echo 'int main(void) { return 0; }' >>"$tmp/all.c"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror -fsyntax-only $($PKG_CONFIG --cflags rulir) "$tmp/all.c" ||
  fail "the installed headers do not compile together"
# rulir-gen finds the installed dialects (from the prefix it runs in).
"$p/bin/rulir-gen" --version | grep -q "rulir's dialects: $p/share/rulir/dialects\$" ||
  fail "the installed rulir-gen does not find its dialects: $("$p/bin/rulir-gen" --version | tail -1)"

# And the installed rules prelude, from a folder that holds none.
mkdir -p "$tmp/prelude"
printf 'import "prelude/memref-descriptor.rules";\n' >"$tmp/prelude/p.rules"
(cd "$tmp/prelude" && "$p/bin/rulir-gen" --check p.rules) || fail "the installed rulir-gen does not find the rules prelude"

# 2. The project: built with a PATH that holds no rulir.
out=$tmp/out
PATH=/usr/local/bin:/usr/bin:/bin $MAKE --no-print-directory -C "$here" OUT="$out" PKG_CONFIG="$PKG_CONFIG" \
  CFLAGS="-O1 -g $SANITIZE" LDFLAGS="$SANITIZE" \
  >"$tmp/project.log" 2>&1 || { cat "$tmp/project.log"; fail "the project did not build"; }
# And with clang-19, when there is one: the generated C and the headers
# compile under its warnings too (not against a sanitizer build of gcc's:
# the runtimes differ).
if [ -z "$SANITIZE" ] && command -v clang-19 >/dev/null 2>&1; then
  PATH=/usr/local/bin:/usr/bin:/bin $MAKE --no-print-directory -C "$here" OUT="$tmp/out-clang" CC=clang-19 \
    PKG_CONFIG="$PKG_CONFIG" CFLAGS="-O1 -g $SANITIZE" LDFLAGS="$SANITIZE" >"$tmp/project-clang.log" 2>&1 ||
    { cat "$tmp/project-clang.log"; fail "the project did not build with clang-19"; }
fi
ldd "$out/tiny-opt-shared" | grep -q "librulir.so.* => $p/lib/librulir.so" || fail "tiny-opt-shared does not load $p/lib/librulir.so"
! ldd "$out/tiny-opt-static" | grep -q librulir || fail "tiny-opt-static loads librulir.so"
for v in shared static; do
  "$out/tiny-opt-$v" "$here/input.mlir" >"$out/lowered-$v.mlir" || fail "tiny-opt-$v failed"
  "$LLVM_BIN/FileCheck" "$here/input.mlir" <"$out/lowered-$v.mlir" || fail "tiny-opt-$v: unexpected output"
done

# 3. The installed rulir-opt with the project's rules, from the project's
# output folder; then with the project's dialect loaded from its .ops. The C compiler of --rules' helpers must be given the
# installed headers, and nothing of the source tree.
cat >"$tmp/cc-check" <<EOS
#!/bin/sh
case " \$* " in *" -I$p/include/rulir "*) ;; *) echo "cc-check: no -I$p/include/rulir in: \$*" >&2; exit 1 ;; esac
case " \$* " in *"$src"*) echo "cc-check: the source tree in: \$*" >&2; exit 1 ;; esac
exec cc "\$@"
EOS
chmod +x "$tmp/cc-check"
cd "$out"
RULIR_CC=$tmp/cc-check "$p/bin/rulir-opt" --rules "$here/strength.rules" lowered-shared.mlir >strength-i.mlir ||
  fail "rulir-opt --rules strength.rules failed"
"$p/bin/rulir-opt" --load-rules strength.so lowered-shared.mlir >strength-c.mlir ||
  fail "rulir-opt --load-rules strength.so failed"
"$LLVM_BIN/FileCheck" "$here/input.mlir" --check-prefix=STRENGTH <strength-i.mlir || fail "--rules: unexpected output"
cmp -s strength-i.mlir strength-c.mlir || fail "--rules and --load-rules disagree"
# The project's dialect loaded at run time (no C of it compiled), lowered
# by its rules interpreted: what the project's driver does.
RULIR_CC=$tmp/cc-check "$p/bin/rulir-opt" --load-dialect "$here/tiny/tiny.ops" --rules "$here/tiny.rules" \
  "$here/input.mlir" >lowered-loaded.mlir || fail "rulir-opt --load-dialect tiny.ops --rules tiny.rules failed"
"$LLVM_BIN/FileCheck" "$here/input.mlir" <lowered-loaded.mlir || fail "--load-dialect: unexpected output"
cd "$src"

# 4. Uninstall.
$MAKE --no-print-directory uninstall DESTDIR="$dest" PREFIX=/usr/local >"$tmp/uninstall.log" 2>&1 ||
  { cat "$tmp/uninstall.log"; fail "make uninstall failed"; }
left=$(cd "$p" && find . -mindepth 1)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "check-install: $n files installed, the project built (shared and static) and run, rulir-opt ran its rules;" \
  "uninstalled ($(($(date +%s) - t0)) s)"
