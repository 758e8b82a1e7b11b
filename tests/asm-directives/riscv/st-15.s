a:
.set A, 1
add a0, a1, a2
