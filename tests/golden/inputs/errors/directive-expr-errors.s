# Expressions the assembler itself reads, malformed: LLVM's messages and
# the second one an assignment adds.
        .rept
        .endr
        .set    a,
        .equ    b, c+
        d =     (2
        .set    e, (1 + 3
        .byte   (1, 2
        movq    $(1, %rax
        .rept   2
        .set    f,
        .endr
        addq    %rax, %rbx
