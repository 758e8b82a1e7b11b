.set a, b
.set a, 1
add a0, a1, a2
