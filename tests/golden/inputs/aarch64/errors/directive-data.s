// Generic directives the analysis ignores still get LLVM's errors:
// data values out of range, malformed lists, line-table numbering,
// call frame directives outside a frame.
        .file   2 "loop.c"
        .text
        .cfi_def_cfa_offset 16
loop:
        .loc    2 10 5 prologue_end
        add     x0, x0, #1
        .loc    1 11 5
        .loc    2 12 5 is_stmt 2
        .loc    2 13 5 view -0
        .byte   0x0f, 0x1f, 256
.Ltab:  .short  -32769
        .long   .Ltab-loop, 4294967296
        .long   1 2
        .quad   0x1ffffffffffffffff
        .hword  65535, -32768
        .word   0x100000000
        .xword  -1
        .BYTE   -129
        .cfi_startproc
        .cfi_offset x29, -16
        .cfi_endproc
        .cfi_restore x29
        subs    x1, x1, #1
        b.ne    loop
