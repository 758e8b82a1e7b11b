.seh_handler foo
nop
