a:
.set a, a
add a0, a1, a2
