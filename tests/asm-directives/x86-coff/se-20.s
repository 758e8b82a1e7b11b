.seh_unwindv2start
nop
