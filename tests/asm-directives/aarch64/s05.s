.octa 0x1ffffffffffffffffffffffffffffffff
add x0, x1, x2
