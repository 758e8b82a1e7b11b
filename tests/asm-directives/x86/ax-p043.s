.error "a", "b"
nop
