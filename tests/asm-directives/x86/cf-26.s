.cfi_startproc
.cfi_adjust_cfa_offset -8
.cfi_endproc
addq %rax, %rbx
