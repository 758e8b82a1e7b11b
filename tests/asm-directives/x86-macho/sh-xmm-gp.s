.seh_savexmm %rax, 8
nop
