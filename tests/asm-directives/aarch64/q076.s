.float 0x10
add x0, x1, x2
