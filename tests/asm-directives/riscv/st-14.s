.L1:
.set .L1, 2
add a0, a1, a2
