.equ "a b", 3
.p2align "a b"
nop
