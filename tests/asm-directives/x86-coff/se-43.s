.seh_pushreg %rbp
.seh_proc f
nop
