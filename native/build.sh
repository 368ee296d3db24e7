#!/usr/bin/env bash
# Builds our WebAssembly SAT solvers (MiniSat 2.2, CaDiCaL) from Debian's source packages
# with Debian's WASI toolchain, and checks them against native/wasm/SHA256SUMS.
#
#   npm run build:sat              rebuild both, fail when a byte differs from the committed build
#   npm run build:sat -- --update  rebuild both and write them (and their sums) to native/wasm
#
# Needs (Debian 12):
#   apt-get install -y clang-14 lld-14 wasi-libc libc++-14-dev-wasm32 libc++abi-14-dev-wasm32 \
#     libclang-rt-14-dev-wasm32 binaryen dpkg-dev
#   and a deb-src line for bookworm (then apt-get update), for `apt-get source`.
set -euo pipefail
native=$(cd "$(dirname "$0")" && pwd)
dist="$native/wasm"
update=false
[ "${1:-}" = "--update" ] && update=true

MINISAT=minisat2=1:2.2.1-5
CADICAL=cadical=1.5.3-2
# The source tarballs' sha256, as their .dsc files list them.
SOURCE_SUMS="e54afa3c192c1753bc8075c0c7e126d5c495d9066e3f90a2588091149ac9ca40  minisat2_2.2.1.orig.tar.gz
569d2e327a231e16cec180db6016345ca626d803746936dcf4bb82fc738ad9a4  minisat2_2.2.1-5.debian.tar.xz
0ff521ed36d57478a8dbc610e0d27536c9d3a2154d859152f33f8733a6dca31e  cadical_1.5.3.orig.tar.gz
b0a07805bd93c28f91be9de388be89b8b3e779bf0d10a684d23c65b0ba23756d  cadical_1.5.3-2.debian.tar.xz"

for tool in clang++-14 wasm-ld-14 wasm-opt dpkg-source; do
  command -v "$tool" >/dev/null || { echo "build:sat: $tool is missing (see the apt-get line at the top of native/build.sh)" >&2; exit 2; }
done
[ -f /usr/lib/wasm32-wasi/libc++.a ] || { echo "build:sat: libc++-14-dev-wasm32 is missing (see native/build.sh)" >&2; exit 2; }

# A fixed build folder: the paths the compiler sees are the same on every machine.
work=/tmp/cookcheck-sat-build
rm -rf "$work" && mkdir -p "$work" && cd "$work"
apt-get source --download-only "$MINISAT" "$CADICAL" >/dev/null 2>&1 ||
  { echo "build:sat: apt-get source failed: add a deb-src line for bookworm and run apt-get update" >&2; exit 2; }
echo "$SOURCE_SUMS" | sha256sum --check --quiet
dpkg-source --no-check -x minisat2_2.2.1-5.dsc minisat >/dev/null
dpkg-source --no-check -x cadical_1.5.3-2.dsc cadical >/dev/null
patch -s -d minisat -p1 <"$native/patches/minisat-wasm.patch"
patch -s -d cadical -p1 <"$native/patches/cadical-wasi.patch"

WASI=(--target=wasm32-wasi --sysroot=/usr -isystem /usr/include/wasm32-wasi/c++/v1 -isystem /usr/include/wasm32-wasi)
CXXFLAGS=(-O3 -DNDEBUG -fno-exceptions -fno-rtti -std=c++11 -ffile-prefix-map="$work"=. -ffile-prefix-map="$native"=. -I"$native/glue")
# CaDiCaL reads the process clock and includes <csignal>; WASI emulates both.
WASI_EMULATION=(-lwasi-emulated-process-clocks -lwasi-emulated-signal -lwasi-emulated-getpid)
EXPORTS=(sat_new sat_add_clauses sat_solve sat_model sat_failed sat_alloc sat_free sat_out_of_memory)
# Memory comes from the JavaScript side (its cap is set there); 4 GiB is WebAssembly's own limit.
LDFLAGS=(-mexec-model=reactor -nostdlib++ -L/usr/lib/wasm32-wasi -Wl,--no-entry -Wl,--import-memory
  -Wl,--initial-memory=2097152 -Wl,--max-memory=4294967296 -Wl,-z,stack-size=1048576 -Wl,--strip-all)

compile() { # name, extra flags..., -- sources...
  local name=$1 flags=() sources=()
  shift
  while [ "$1" != -- ]; do flags+=("$1"); shift; done
  shift
  sources=("$@")
  mkdir -p "obj/$name"
  printf '%s\n' "${sources[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'clang++-14 "$@" -c "{}" -o "obj/'"$name"'/$(basename "{}").o"' _ "${WASI[@]}" "${CXXFLAGS[@]}" "${flags[@]}"
  clang++-14 "${WASI[@]}" "${LDFLAGS[@]}" "${EXPORTS[@]/#/-Wl,--export=}" "obj/$name"/*.o -lc++ -lc++abi "${WASI_EMULATION[@]}" -o "$name.raw.wasm"
  wasm-opt -O3 "$name.raw.wasm" -o "$name.wasm"
}

compile minisat -Wno-reserved-user-defined-literal -Wno-dangling-else -D__STDC_LIMIT_MACROS -D__STDC_FORMAT_MACROS -Iminisat -- \
  minisat/minisat/core/Solver.cc minisat/minisat/utils/Options.cc "$native/glue/minisat-api.cpp" "$native/glue/memory.cpp"

cadical_sources=()
for f in cadical/src/*.cpp; do
  case $(basename "$f") in cadical.cpp | mobical.cpp | signal.cpp) ;; *) cadical_sources+=("$f") ;; esac
done
compile cadical -D_WASI_EMULATED_PROCESS_CLOCKS -D_WASI_EMULATED_SIGNAL -D_WASI_EMULATED_GETPID -DNBUILD -DQUIET -DNTRACING -DNCLOSEFROM -Icadical/src -- \
  "${cadical_sources[@]}" "$native/glue/cadical-api.cpp" "$native/glue/memory.cpp"

sha256sum minisat.wasm cadical.wasm >SHA256SUMS
if $update; then
  cp minisat.wasm cadical.wasm SHA256SUMS "$dist/"
  cp minisat/LICENSE "$dist/LICENSE.minisat"
  cp cadical/LICENSE "$dist/LICENSE.cadical"
  echo "build:sat: wrote native/wasm (sha256 below)"
  cat SHA256SUMS
elif diff -q SHA256SUMS "$dist/SHA256SUMS" >/dev/null; then
  echo "build:sat: both builds match native/wasm/SHA256SUMS byte for byte"
else
  echo "build:sat: the builds differ from native/wasm/SHA256SUMS:" >&2
  diff SHA256SUMS "$dist/SHA256SUMS" >&2 || true
  exit 1
fi
