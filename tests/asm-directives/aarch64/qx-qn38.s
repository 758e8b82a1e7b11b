.equ "a\"b", 3
.skip "a\"b"
nop
