.seh_savexmm 32, 8
nop
