.seh_proc f
.seh_endproc
.seh_pushreg %rbp
nop
