.org
nop
