nop
.cfi_startproc
.cfi_startproc; nop
.cfi_endproc
