.subsection 3000000000
.cfi_startproc
nop
