.warning
nop
