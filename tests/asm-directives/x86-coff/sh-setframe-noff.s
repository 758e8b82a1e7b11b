.seh_setframe %rbp
nop
