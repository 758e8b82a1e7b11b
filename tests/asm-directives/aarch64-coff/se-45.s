.seh_unwindversion 2
nop
