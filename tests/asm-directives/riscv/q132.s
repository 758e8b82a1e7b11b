.dcb.b 2, 1
add a0, a1, a2
