.balign %1
nop
