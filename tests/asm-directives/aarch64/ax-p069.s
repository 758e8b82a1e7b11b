.zero x
nop
