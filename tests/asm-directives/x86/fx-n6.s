.macro m
.cfi_startproc
.endm
m
m
nop
