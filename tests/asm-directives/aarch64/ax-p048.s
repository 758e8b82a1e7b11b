.print
nop
