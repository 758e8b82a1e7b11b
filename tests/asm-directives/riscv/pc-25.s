.byte %32_pcrel(x)
nop
