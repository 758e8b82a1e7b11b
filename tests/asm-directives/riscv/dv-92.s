.set a, 1
.equiv a, 2
add a0, a1, a2
