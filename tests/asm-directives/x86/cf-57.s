.cfi_startproc
.cfi_lsda 0x1b, "foo"
.cfi_endproc
addq %rax, %rbx
