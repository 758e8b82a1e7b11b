# Malformed conditional directives: each gets LLVM's located error and
# the rest of the input is still read.
        .if     undefined_symbol
        addq    %rax, %rbx
        .endif
        .if     1 2
        .endif
        .ifeq
        .endif
        .ifdef  3
        .endif
        .ifc    a
        .endif
        .ifeqs  "a" "b"
        .endif
        .ifnes  "a", b
        .endif
        .else
        .elseif 1
        .endif
        .if     1
        .else   3
        .endif  4
        .endif
        .if     0
        .else
        subq    %rax, %rcx
        .else
        .endif
        .if     1
        imulq   %rax, %rdx
