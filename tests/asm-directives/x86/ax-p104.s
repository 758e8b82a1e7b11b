.asciz "a", "b"
nop
