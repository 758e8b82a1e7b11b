# A frame left open at the end: LLVM's streamer reports it when nothing
# else failed.
        .file   1 "f.c"
        .text
f:
        .cfi_startproc
        .loc    1 3 1 is_stmt 1 discriminator 2
        pushq   %rbp
        .cfi_def_cfa_offset 16
        .cfi_offset %rbp, -16
        movq    %rsp, %rbp
        popq    %rbp
