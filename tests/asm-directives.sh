#!/bin/sh
# asm-directives.sh: the generic assembler layer's directives against
# llvm-mca 22, on x86-64 (skylake), AArch64 (neoverse-v2) and RISC-V
# (sifive-u74): .include (files read from the working directory, errors
# inside them after "Included from" lines, nesting, macros and .if levels
# across files), .incbin, .section flags and types, .pushsection/
# .popsection/.previous, .type, .comm/.lcomm, .double/.float literals,
# .reloc, .print, .abort, .symver/.weakref, .octa, DWARF 5 line tables
# (.loc 0 after .file 0, mixed MD5 checksums) and RISC-V's second error
# "unknown operand".  Of the 865 probes listed, 470 were identical before
# (commit 70a956ec); probes that still differ are not listed.
# rg-*.s (rgi-*.s are the files they include): LLVM-MCA-BEGIN/END and
# instrument comments in included files, macro bodies and .rept bodies
# (met in the order LLVM's lexer reads them, the line comment after a
# call, an .include or an .endr met twice), directives after labels;
# ss-*.s: .subsection/.text/.data numbers out of range (LLVM's unlocated
# error), .subsection without a number, .octa with MASM-suffixed and
# malformed integers; fr-*.s: a .file N naming the root file (.file 0)
# again with the same checksum stays unassigned; cf-*.s: .cfi_* operands
# (registers, offsets, commas, encodings, .cfi_escape, .cfi_label,
# .cfi_startproc simple); dv-*.s: .loc is_stmt/isa/discriminator values,
# .file md5/source keywords, .ident, .addrsig_sym, and what compilers emit
# (.p2align/.balign/.fill/.skip/.zero, .set/.equ, .size, .type, .section
# forms, .comm, .symver); st-*.s: .set/.equ/.equiv/= of a label
# already defined ("redefinition"), a name starting with a digit;
# fx-*.s: frames (.cfi_startproc inside a frame, at the end, in macros,
# after ';'), the context's errors that let "Unfinished frame!" follow;
# nx-*.s: .nops (x86's), directional labels in directive expressions;
# qx-*.s: quoted symbol names (labels, .set/.equ/.equiv, =, expressions),
# a label defined again; sx-*.s: section symbols (.set .text, 1), '. =';
# ax-*.s: .rept/.irp/.irpc, .if with symbols, .ifc/.ifeqs/.ifb, .purgem,
# .error/.warning/.print, .incbin, .fill/.skip/.zero, alignment limits,
# numeric labels, .file md5, string escapes, 'c' constants, .base64.
# ax-al*.s and ax-p033/035: .altmacro's <text> and %EXPR arguments.
# fx-reg*.s: register names in .cfi_* (the syntax rules' cfi_register:
# RISC-V's lower-case names; x86's LLVM names in any case, '%', st(N);
# x86's fx-reg1-14 were unlisted before it).
#
# x86-macho/mo-*.s: the same on x86_64-apple-macos13 (Darwin's parser:
# section switches, .zerofill, .build_version, .linker_option, .data_region,
# ELF's directives unknown there, .align and .comm as powers of 2),
# mo-clang-zpipe.s clang 22's -O2 output of zlib's zpipe.c for that triple.
# x86-coff/co-*.s: x86_64-pc-windows-msvc (COFF's parser: .section flags and
# COMDAT types, .def/.scl/.type/.endef, .weak, .secidx, section switches,
# ELF's and Darwin's directives unknown there, '@' in names, .comm/.lcomm
# alignments); co-clang-*.s clang 22 -O2 output for windows-msvc and -gnu.
# sh-*.s (in x86, x86-macho and x86-coff): x86's .seh_* directives (their
# register, offset and @code operands; "not supported on this target" off
# COFF, "must appear within an active frame" on COFF outside .seh_proc).
# ch-*.s: character constants ('#', ';', '"', '/') are one token, no
# comment or separator; pm-*.s: '%' is the modulo operator in every
# expression; dz-*.s: a division by zero is no error, only not absolute;
# x86/dl-*.s: undefined forward directional labels, each reference, those
# of directives and of instructions in source order (x86's reader).
# pc-*.s (x86, Mach-O, COFF, AArch64, RISC-V): '%' where an expression
# wants an operand (the rules' percent): x86 reads a register ("invalid
# register name" over '%' and the token after it), RISC-V's data
# directives a %SPEC(EXPR), AArch64 no token.  Before the rules' field
# x86 had 0 of its 40 identical, RISC-V 11, AArch64 40.
# mv-*.s (x86-macho; aarch64-macho: arm64-apple-ios15, apple-m1): Darwin's
# version directives, "... used while targeting OS" (the triple's OS as
# written) and "overriding previous version directive" with its note;
# before: 8 and 7 of 33 identical.  se-*.s (x86-coff; aarch64-coff:
# aarch64-pc-windows-msvc, neoverse-n2): COFF's .seh_* frames (nesting,
# chained regions, .seh_unwindversion, "Unfinished frame!"); before: 27
# and 19 of 51 (AArch64's own .seh_stackalloc ... are its reader's).
# cu-*.s (x86-coff, aarch64-coff): COFF's .section ..., unique, ID (LLVM
# 22, with or without a COMDAT), 2 of 24 identical before;
# co-clang-mingw-fsections.s clang 22 -O2 -ffunction-sections output for
# x86_64-w64-windows-gnu, which writes it.
# qa-*.s (x86, AArch64, RISC-V): string macro and .irp arguments are
# substituted without their quotes (not a :vararg's, nor .altmacro's
# <"text">), blanks inside them kept; qa-kernel-alt.s a Linux-style
# ALTERNATIVE macro.  Before: 10 of 24 identical on each ISA.
# mx-*.s, ol-*.s (x86, AArch64, RISC-V): '%' in more directives (x86's
# register not after a unary operator), .uleb128/.sleb128 values and .org
# OFFSET[, FILL] (were not read); before: 22, 43 and 31 of 59.
#
# ls-*.s (x86-macho): LLVM's "assembler local symbol 'L...' not defined"
# after the last line, one per undefined temporary in the order of LLVM's
# symbol table (xxh3 buckets: libcore/asm/asm-symtab.c), names defined by
# labels, .set and '=' excluded, directional labels' Ltmp names held
# without a symbol, jump tables, Intel syntax, quoted names, macros,
# regions, data directives, the unassigned .file numbers before them and
# no "Unfinished frame!" after; 1 of 12 identical before.  aarch64-macho
# ls-*.s: the same on arm64-apple-ios15, with the operands LLVM reads as
# names (condition codes, system registers, barriers, prefetch and system
# operations, SVE patterns) making no symbol, .loh's operands, a clang 22
# snippet; 0 of 5 identical before.
#
# at-*.s (x86, x86-macho, x86-coff, aarch64, aarch64-macho, aarch64-coff,
# riscv): relocation specifiers after names, "sym@NAME" and
# "\"quoted name\"@NAME" (LLVM 22's tables per target and object format:
# x86's 28, printed as listed, so @tlsdesc and @tlscall in lower case;
# AArch64 COFF's IMGREL and PAGEOFF, the latter read as Darwin's by the
# operand checks; Darwin's eight), "invalid variant" for unknown ones
# except where COFF allows '@' in names; quoted names printed bare when
# LLVM needs no quotes ("foo" as foo, "a b" kept, '"' and '\' escaped), in
# instructions, Intel syntax and data directives; AArch64's data values
# ending in @NAME (ELF's gotpcrel and plt, Darwin's got, after a bare
# symbol) and @AUTH(key, disc[, addr]) (arm64e, PAuth ABI) with their
# errors (at-char.s: character literals before the '@'); RISC-V's call
# and tail reject a quoted name.  Before: 1 of the 28 identical (at-char.s
# came later).
#
# tests/asm-directives/<isa>/expected.tsv: input, exit status, md5 of
# stdout, as llvm-mca 22.1.8 gave them; <input>.err its stderr (absent:
# empty).  Only probes we reproduce are listed (a regression gate).
# `asm-directives.sh --regen [DIR...]` rewrites them (those of the DIRs
# given, else all) with llvm-mca-22.  TAP.
set -u
: "${top_builddir:=..}" "${top_srcdir:=..}"
SIM="$(cd "$top_builddir" && pwd)/mca-sim/mca-sim"
regen=0
dirs="x86 x86-macho x86-coff aarch64 aarch64-macho aarch64-coff riscv"
if [ "${1-}" = --regen ]; then
    regen=1
    shift
    [ $# -gt 0 ] && dirs="$*"
fi
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
args() {
    case $1 in
    x86) echo "-mtriple=x86_64 -mcpu=skylake" ;;
    x86-macho) echo "-mtriple=x86_64-apple-macos13 -mcpu=skylake" ;;
    x86-coff) echo "-mtriple=x86_64-pc-windows-msvc -mcpu=skylake" ;;
    aarch64) echo "-mtriple=aarch64 -mcpu=neoverse-v2" ;;
    aarch64-macho) echo "-mtriple=arm64-apple-ios15 -mcpu=apple-m1" ;;
    aarch64-coff) echo "-mtriple=aarch64-pc-windows-msvc -mcpu=neoverse-n2" ;;
    riscv) echo "-mtriple=riscv64 -mcpu=sifive-u74" ;;
    esac
}
for isa in $dirs; do
    dir="$top_srcdir/tests/asm-directives/$isa"
    a=$(args $isa)
    if [ $regen = 1 ]; then
        (cd "$dir" && rm -f ./*.err expected.tsv &&
        for f in *.s; do
            timeout 20 llvm-mca-22 $a "$f" >"$tmp/o1" 2>"$tmp/e1" </dev/null
            r1=$?
            "$SIM" $a "$f" >"$tmp/o2" 2>"$tmp/e2" </dev/null
            r2=$?
            sed "s#^$SIM:#llvm-mca-22:#" "$tmp/e2" >"$tmp/e3"
            if [ $r1 = $r2 ] && cmp -s "$tmp/o1" "$tmp/o2" && cmp -s "$tmp/e1" "$tmp/e3"; then
                printf '%s\t%s\t%s\n' "$f" $r1 "$(md5sum <"$tmp/o1" | cut -c1-32)" >>expected.tsv
                [ -s "$tmp/e1" ] && cp "$tmp/e1" "$f.err"
            fi
        done)
        continue
    fi
    while IFS="$(printf '\t')" read -r f want sum; do
        n=$((n + 1))
        (cd "$dir" && "$SIM" $a "$f" >"$tmp/out" 2>"$tmp/err" </dev/null)
        rc=$?
        [ -f "$dir/$f.err" ] && cp "$dir/$f.err" "$tmp/want" || : >"$tmp/want"
        if [ $rc = "$want" ] && [ "$(md5sum <"$tmp/out" | cut -c1-32)" = "$sum" ] &&
            cmp -s "$tmp/err" "$tmp/want"; then
            echo "ok $n - $isa $f"
        else
            failed=1
            echo "not ok $n - $isa $f (exit $rc, want $want)"
            diff "$tmp/err" "$tmp/want" | sed 's/^/# /' | head -10
        fi
    done <"$dir/expected.tsv"
done
[ $regen = 1 ] && exit 0
# a file that includes itself: llvm-mca never finishes; we stop at 64 levels
n=$((n + 1))
printf '.include "self.s"\n' >"$tmp/self.s"
(cd "$tmp" && timeout 20 "$SIM" -mtriple=x86_64 -mcpu=skylake self.s >out 2>err)
rc=$?
if [ $rc = 1 ] && grep -q "nest more than 64 levels" "$tmp/err"; then
    echo "ok $n - self-include stops"
else
    failed=1
    echo "not ok $n - self-include (exit $rc)"
fi
echo "1..$n"
exit $failed
