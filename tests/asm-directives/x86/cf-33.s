.cfi_startproc
.cfi_val_offset %rax, 8
.cfi_endproc
addq %rax, %rbx
