.abort
nop
