.equ a, 1
.equ a, 2
add a0, a1, a2
