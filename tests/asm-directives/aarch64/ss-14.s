nop
.octa 1e
add x0, x1, x2
.subsection 5000000000
