nop
.cfi_startproc
.cfi_startproc ;  # x
.cfi_endproc
