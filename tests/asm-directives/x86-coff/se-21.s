.seh_handler foo, @unwind
nop
