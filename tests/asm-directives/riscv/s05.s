.octa 0x1ffffffffffffffffffffffffffffffff
add a0, a1, a2
