.equ a, 1
.equ a, 2
add x0, x1, x2
