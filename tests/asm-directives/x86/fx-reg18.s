.cfi_startproc
.cfi_offset st( 7 ), -16
.cfi_endproc
nop
