.const
nop
