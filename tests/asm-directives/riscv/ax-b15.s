.asciz "a" "b"
nop
