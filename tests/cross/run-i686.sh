#!/bin/sh
# The 32-bit x86 cross run's exe_wrapper (i686-gcc.ini): runs the program
# natively, with the cross toolchain's own loader and libraries, where the
# kernel runs 32-bit x86 programs (x86-64 Linux with IA32 emulation, which
# nearly every distribution enables); else under qemu-user, with
# NOISE_TEST_QUICK's fewer samples, as the other emulated runs
# (run-cross.sh).  Natively the program runs on the x86 FPU it was built
# for, in a twentieth of qemu's time (core-paths with NOISE_TEST_QUICK:
# 6.6 s against 172 s; with every sample, 19 s).
#
#   run-i686.sh PROGRAM [ARGS...]
#   run-i686.sh --native    exits 0 when programs run natively here
sysroot=/usr/i686-linux-gnu
loader=$sysroot/lib/ld-linux.so.2
native () {
  case $(uname -m) in x86_64 | i?86) ;; *) return 1 ;; esac
  "$loader" --version >/dev/null 2>&1
}
if [ "${1-}" = --native ]; then
  native
  exit
fi
if native; then
  exec "$loader" --library-path "$sysroot/lib" "$@"
fi
export NOISE_TEST_QUICK=1
exec qemu-i386 -L "$sysroot" "$@"
