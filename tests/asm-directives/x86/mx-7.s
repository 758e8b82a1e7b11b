.quad 1f - .
1:
nop
