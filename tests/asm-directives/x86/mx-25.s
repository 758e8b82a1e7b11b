.irp r, %rax, %rbx
.long \r
.endr
nop
