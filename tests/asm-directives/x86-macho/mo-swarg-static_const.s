.static_const 1
nop
