.set a, 1
.set "a", 2
nop
