nop
.data 3000000000
add x0, x1, x2
.subsection 5000000000
