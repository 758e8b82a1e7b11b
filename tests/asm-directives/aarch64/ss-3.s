nop
.subsection 1 2
add x0, x1, x2
.subsection 5000000000
