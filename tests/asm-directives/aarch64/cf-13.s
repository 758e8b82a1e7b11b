.cfi_startproc
.cfi_personality 0x9b, DW.ref.__gxx_personality_v0
.cfi_lsda 0x1b,.LLSDA0
.cfi_endproc
add x0, x1, x2
