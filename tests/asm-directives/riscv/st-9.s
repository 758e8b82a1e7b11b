.set a, 1
a:
add a0, a1, a2
