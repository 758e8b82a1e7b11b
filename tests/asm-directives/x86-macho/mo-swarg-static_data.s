.static_data 1
nop
