nop
.octa 0b
add x0, x1, x2
.subsection 5000000000
