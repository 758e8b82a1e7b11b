.nops x, -1
nop
