.seh_proc f
.seh_pushreg %rbp
.seh_setframe %rbp, 0
.seh_endprologue
.seh_endproc
nop
