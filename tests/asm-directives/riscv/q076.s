.float 0x10
add a0, a1, a2
