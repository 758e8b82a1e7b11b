.seh_pushreg %rbp 1
nop
