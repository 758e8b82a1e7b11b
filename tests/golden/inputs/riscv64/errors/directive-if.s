# Conditional assembly: only the taken branches are analysed.
        .set    UNROLL, 2
        .macro  step reg, kind
        .ifc    \kind, add
        add     \reg, \reg, a0
        .else
        .ifeqs  "\kind", "mul"
        mul     \reg, \reg, a0
        .else
        sub     \reg, \reg, a0
        .endif
        .endif
        .endm
start:
        .if     UNROLL > 1
        step    a1, add
        .elseif UNROLL == 1
        step    a2, add
        .else
        nop
        .endif
        .ifdef  start
        step    a3, mul
        .endif
        .ifndef missing
        step    a4, sub
        .endif
        .ifdef  later
        mv      a5, a0
        .endif
later:
        .irp    r, t0, t1, t2
        .ifnc   \r, t1
        addi    \r, \r, 1
        .endif
        .endr
        .ifb
        addi    s2, s2, -1
        .endif
        .ifnb   x
        .ifgt   -1
        addi    s3, s3, -1
        .elseif 0
        addi    s4, s4, -1
        .else
        .iflt   -1
        addi    s5, s5, -1
        .endif
        .endif
        .endif
        .if     0
        .error  "not assembled"
        .rept   3
        .endif
        nop
