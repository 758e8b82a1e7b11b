.const_data 1
nop
