nop
.octa 9b1
add x0, x1, x2
.subsection 5000000000
