a = 1
a = 2
add a0, a1, a2
