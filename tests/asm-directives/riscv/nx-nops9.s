.nops x
nop
