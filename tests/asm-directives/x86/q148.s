.local
nop
