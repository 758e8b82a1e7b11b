.set .init_array, 1
nop
