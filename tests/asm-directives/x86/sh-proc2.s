.seh_proc foo
.seh_pushreg %rbp
.seh_setframe %rbp, 16
.seh_savexmm %xmm6, 16
.seh_stackalloc 8
.seh_endprologue
nop
.seh_endproc
nop
