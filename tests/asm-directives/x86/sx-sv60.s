.set .foo, 1
.section .foo
.cfi_startproc
nop
