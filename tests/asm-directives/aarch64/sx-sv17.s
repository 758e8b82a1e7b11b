.set .debug_info, 1
nop
