.seh_pushreg %eax
nop
