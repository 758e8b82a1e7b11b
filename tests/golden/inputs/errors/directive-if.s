# Conditional assembly: only the taken branches are analysed.
        .set    UNROLL, 2
        .macro  step reg, kind
        .ifc    \kind, add
        addq    %rax, %\reg
        .else
        .ifeqs  "\kind", "mul"
        imulq   %rax, %\reg
        .else
        subq    %rax, %\reg
        .endif
        .endif
        .endm
start:
        .if     UNROLL > 1
        step    rbx, add
        .elseif UNROLL == 1
        step    rcx, add
        .else
        nop
        .endif
        .ifdef  start
        step    rdx, mul
        .endif
        .ifndef missing
        step    rsi, sub
        .endif
        .ifdef  later
        movq    %rax, %r8
        .endif
later:
        .irp    r, r9, r10, r11
        .ifnc   \r, r10
        incq    %\r
        .endif
        .endr
        .ifb
        decq    %r12
        .endif
        .ifnb   x
        .ifgt   -1
        decq    %r13
        .elseif 0
        decq    %r14
        .else
        .iflt   -1
        decq    %r15
        .endif
        .endif
        .endif
        .if     (UNROLL >= 2 && !0) || UNROLL <> 2
        shlq    $((UNROLL == 2) + 3), %rdi
        movq    $(later != 8), %rbp
        .endif
        .if     0
        .error  "not assembled"
        .rept   3
        .endif
        nop
