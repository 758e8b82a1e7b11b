.equiv "a", 1
.equiv "a", 2
nop
