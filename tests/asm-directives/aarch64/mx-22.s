.set x, %rax
.long x
nop
