.short 65536
nop
