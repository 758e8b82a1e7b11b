.cfi_def_cfa_offset 8
.cfi_startproc
nop
