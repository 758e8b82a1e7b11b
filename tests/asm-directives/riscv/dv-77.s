.fill 1, 9, 0
add a0, a1, a2
