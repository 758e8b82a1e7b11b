a: b:
.set b, 1
add x0, x1, x2
