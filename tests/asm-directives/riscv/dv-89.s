.set a, 1
.set a, 2
add a0, a1, a2
