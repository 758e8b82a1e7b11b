.cfi_startproc
.cfi_undefined a0
.cfi_endproc
add a0, a1, a2
