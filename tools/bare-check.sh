#!/usr/bin/env bash
# Runs the README's two commands (make demo, make check) on a bare Debian 12 root.
#
# Usage (as root): tools/bare-check.sh [--cache DIR] [--mirror URL] [--toolchain PKGS] [--rev REV]
#                                    [--make-flags FLAGS]
#   --cache DIR   where the root is kept ($RULIR_BARE_CACHE, default /var/tmp/rulir-bare):
#                 the root as debootstrap and the toolchain leave it, as a tarball, made
#                 once; the .deb files apt downloads, reused; the last run's root and logs.
#   --mirror URL  the Debian mirror (default http://deb.debian.org/debian)
#   --toolchain   the packages added to minbase (default: what our machine image has,
#                 "build-essential make python3 git"; "gcc libc6-dev make python3 git" is
#                 the least the README asks for); each list gets a base tarball of its own
#   --rev REV     the commit to clone (default HEAD); any commit of this repository, e.g.
#                 an unreferenced trial merge made by git merge-tree and git commit-tree
#   --make-flags  passed to both make commands (default none: the README's commands as written)
#
# The root is `debootstrap --variant=minbase bookworm` plus the toolchain
# packages; everything else must come from the project's own install step
# (tools/ensure-deps.sh, which make runs). A clean clone of HEAD (or REV) is
# copied in (uncommitted changes are not used), and `make demo`, then
# `make check`, run in it under chroot with /proc, /sys and /dev mounted; the
# mounts are undone on any exit. Prints what each command prints, then one summary line each;
# exits non-zero if either fails.
set -euo pipefail

cache=${RULIR_BARE_CACHE:-/var/tmp/rulir-bare}
mirror=http://deb.debian.org/debian
make_flags=""
rev=HEAD
# What our machine image has besides a minbase system (apt-mark showmanual
# there: build-essential, make, python3, git).
toolchain="build-essential make python3 git"
while [ $# -gt 0 ]; do
  case "$1" in
    --cache) cache=$2; shift 2 ;;
    --cache=*) cache=${1#*=}; shift ;;
    --mirror) mirror=$2; shift 2 ;;
    --mirror=*) mirror=${1#*=}; shift ;;
    --toolchain) toolchain=$2; shift 2 ;;
    --toolchain=*) toolchain=${1#*=}; shift ;;
    --rev) rev=$2; shift 2 ;;
    --rev=*) rev=${1#*=}; shift ;;
    --make-flags) make_flags=$2; shift 2 ;;
    --make-flags=*) make_flags=${1#*=}; shift ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bare-check: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

say() { echo "bare-check: $*"; }
die() { echo "bare-check: error: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "needs root (debootstrap, chroot and mount)"
case "$cache" in /*) ;; *) cache=$PWD/$cache ;; esac
case "$cache" in *[[:space:]]*) die "the cache path must not contain spaces: '$cache'" ;; esac
top=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
head=$(git -C "$top" rev-parse --verify "$rev^{commit}") || die "no commit '$rev'"

# This script's own tool (not the project's: tools/ensure-deps.sh names those).
if ! command -v debootstrap >/dev/null 2>&1; then
  say "installing debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

mkdir -p "$cache/debs/partial" "$cache/logs"
exec 9>"$cache/lock"
flock -n 9 || die "another bare-check is using $cache"

root=$cache/root
mounts=()   # what is mounted under $root, innermost last

# Mounts under $root, as /proc/self/mounts lists them.
mounted_under() { awk -v r="$1/" 'index($2, r) == 1 { print $2 }' /proc/self/mounts; }

unmount_all() {
  local i m
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[i]}" 2>/dev/null || umount -l "${mounts[i]}" || true
  done
  mounts=()
  # Anything left from an earlier run that was killed.
  for m in $(mounted_under "$1" | sort -r); do umount "$m" 2>/dev/null || umount -l "$m" || true; done
  [ -z "$(mounted_under "$1")" ] || die "still mounted under $1; not touching it"
}

mount_into() {   # mount_into DIR: /proc, /sys, /dev (with pts and shm), the .deb cache
  local d=$1
  mount -t proc proc "$d/proc";                   mounts+=("$d/proc")
  mount -t sysfs sysfs "$d/sys";                  mounts+=("$d/sys")
  mount --bind /dev "$d/dev";                     mounts+=("$d/dev")
  mount --bind /dev/pts "$d/dev/pts";             mounts+=("$d/dev/pts")
  mount -t tmpfs -o mode=1777 tmpfs "$d/dev/shm"; mounts+=("$d/dev/shm")
  mkdir -p "$d/var/cache/apt/archives"
  mount --bind "$cache/debs" "$d/var/cache/apt/archives"; mounts+=("$d/var/cache/apt/archives")
}

current=""   # the root being worked on, for the trap
cleanup() { if [ -n "$current" ]; then unmount_all "$current"; fi; }
trap cleanup EXIT
trap 'exit 130' INT TERM

# In the root, with a login-like environment (no variables of ours leak in).
in_root() {
  chroot "$1" /usr/bin/env -i HOME=/root TERM="${TERM:-dumb}" \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin /bin/sh -c "$2"
}

# apt's sources as on our machine image (Debian's bookworm image: binary
# packages of main, with updates and security).
write_sources() {
  rm -f "$1/etc/apt/sources.list"
  cat > "$1/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
}

# 1. The base root, once: minbase plus the toolchain, kept as a tarball.
tag=$(echo "bookworm minbase $mirror $toolchain" | md5sum | cut -c1-12)
base_tar=$cache/base-$tag.tar
if [ ! -f "$base_tar" ]; then
  t0=$(date +%s)
  base=$cache/base.tmp
  unmount_all "$base"; rm -rf --one-file-system "$base"
  say "debootstrap --variant=minbase bookworm into $base"
  debootstrap --variant=minbase --cache-dir="$cache/debs" bookworm "$base" "$mirror" \
    > "$cache/logs/debootstrap.log" 2>&1 || { tail -20 "$cache/logs/debootstrap.log"; die "debootstrap failed (log: $cache/logs/debootstrap.log)"; }
  write_sources "$base"
  cp /etc/resolv.conf "$base/etc/resolv.conf"
  current=$base; mount_into "$base"
  say "adding $toolchain"
  in_root "$base" "export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq $toolchain >/dev/null" \
    > "$cache/logs/toolchain.log" 2>&1 || { tail -20 "$cache/logs/toolchain.log"; die "installing the toolchain failed"; }
  unmount_all "$base"; current=""
  rm -rf "$base"/var/lib/apt/lists/* "$base"/tmp/* "$base"/root/.cache
  tar -C "$base" -cf "$base_tar.tmp" .
  mv "$base_tar.tmp" "$base_tar"
  rm -rf --one-file-system "$base"
  say "base root ready ($(( $(date +%s) - t0 )) s): $base_tar"
fi

# 2. A fresh root from the tarball, with a clean clone of HEAD in /root/rulir.
unmount_all "$root"
rm -rf --one-file-system "$root"
mkdir -p "$root"
tar -C "$root" -xf "$base_tar"
cp /etc/resolv.conf "$root/etc/resolv.conf"
if [ -n "$(git -C "$top" status --porcelain --untracked-files=no)" ]; then
  say "note: uncommitted changes in $top are not used (HEAD only)"
fi
git clone -q --no-hardlinks --no-checkout "$top" "$root/root/rulir"
git -C "$root/root/rulir" fetch -q "$top" "$head"   # REV may be on no branch
git -C "$root/root/rulir" checkout -q --detach "$head"
say "root $root: Debian $(cat "$root/etc/debian_version"), rulir at $(git -C "$top" log -1 --format='%h %s' "$head")"

# 3. The README's commands.
current=$root; mount_into "$root"
run_step() {   # run_step NAME COMMAND: prints its output, records status and seconds
  local name=$1 log=$cache/logs/$1.log t0 rc
  say "=== $2"
  t0=$(date +%s)
  set +e
  in_root "$root" "cd /root/rulir && $2" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  set -e
  eval "rc_$name=$rc; secs_$name=$(( $(date +%s) - t0 ))"
}
rc_demo=-; rc_check=-; secs_demo=0; secs_check=0
run_step demo "make ${make_flags:+$make_flags }demo"
run_step check "make ${make_flags:+$make_flags }check"
unmount_all "$root"; current=""

status() { if [ "$1" = 0 ]; then echo ok; else echo "FAILED (exit $1)"; fi; }
took() { printf '%d s (%dm%02ds)' "$1" $(($1 / 60)) $(($1 % 60)); }
echo
say "make demo:  $(status "$rc_demo") in $(took "$secs_demo") (log: $cache/logs/demo.log)"
say "make check: $(status "$rc_check") in $(took "$secs_check") (log: $cache/logs/check.log)"
[ "$rc_demo" = 0 ] && [ "$rc_check" = 0 ]
