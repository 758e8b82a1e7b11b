.seh_setframe %rbp, foo
nop
