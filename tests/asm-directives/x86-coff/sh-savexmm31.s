.seh_savexmm %xmm31, 16
nop
