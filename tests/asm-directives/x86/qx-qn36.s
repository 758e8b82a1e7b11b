.equ "a b", -1
.skip "a b"
nop
