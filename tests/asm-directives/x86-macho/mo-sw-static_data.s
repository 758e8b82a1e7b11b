.static_data
nop
