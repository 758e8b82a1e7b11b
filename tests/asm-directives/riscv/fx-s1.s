.macro m
.cfi_def_cfa_offset 8
.endm
m
nop
