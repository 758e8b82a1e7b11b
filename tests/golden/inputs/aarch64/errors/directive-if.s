// Conditional assembly: only the taken branches are analysed.
        .set    UNROLL, 2
        .macro  step reg, kind
        .ifc    \kind, add
        add     \reg, \reg, x0
        .else
        .ifeqs  "\kind", "mul"
        mul     \reg, \reg, x0
        .else
        sub     \reg, \reg, x0
        .endif
        .endif
        .endm
start:
        .if     UNROLL > 1
        step    x1, add
        .elseif UNROLL == 1
        step    x2, add
        .else
        nop
        .endif
        .ifdef  start
        step    x3, mul
        .endif
        .ifndef missing
        step    x4, sub
        .endif
        .ifdef  later
        mov     x8, x0
        .endif
later:
        .irp    r, x9, x10, x11
        .ifnc   \r, x10
        add     \r, \r, #1
        .endif
        .endr
        .ifb
        sub     x12, x12, #1
        .endif
        .ifnb   x
        .ifgt   -1
        sub     x13, x13, #1
        .elseif 0
        sub     x14, x14, #1
        .else
        .iflt   -1
        sub     x15, x15, #1
        .endif
        .endif
        .endif
        .if     0
        .error  "not assembled"
        .rept   3
        .endif
        nop
