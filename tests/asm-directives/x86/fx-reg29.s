.cfi_startproc
.cfi_offset eflags, -16
.cfi_endproc
nop
