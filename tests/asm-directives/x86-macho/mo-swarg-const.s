.const 1
nop
