a: b:
.set b, 1
add a0, a1, a2
