.seh_pushreg %rbp
nop
