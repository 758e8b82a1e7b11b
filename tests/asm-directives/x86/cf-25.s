.cfi_startproc
.cfi_rel_offset %rbp, 8
.cfi_endproc
addq %rax, %rbx
