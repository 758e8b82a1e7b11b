.set .eh_frame, 1
nop
