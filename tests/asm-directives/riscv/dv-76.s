.fill 1, x
add a0, a1, a2
