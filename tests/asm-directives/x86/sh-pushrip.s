.seh_pushreg %rip
nop
