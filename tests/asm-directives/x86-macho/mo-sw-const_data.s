.const_data
nop
