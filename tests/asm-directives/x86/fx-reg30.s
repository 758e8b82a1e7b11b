.cfi_startproc
.cfi_offset fpsw, -16
.cfi_endproc
nop
