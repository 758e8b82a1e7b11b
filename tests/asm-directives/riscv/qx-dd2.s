a:
a:
nop
