.static_const
nop
