nop
.octa 07b
add x0, x1, x2
.subsection 5000000000
