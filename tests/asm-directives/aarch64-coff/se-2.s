foo:
.seh_proc foo
nop
.seh_endprologue
ret
nop
