.L1:
.set .L1, 2
add x0, x1, x2
