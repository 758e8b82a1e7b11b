.secidx foo
.secrel32 foo
.symidx foo
nop
