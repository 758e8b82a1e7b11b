.cfi_startproc
jmp 1f
.long 2f
nop
