nop
.octa 0B11, 0x1
add x0, x1, x2
.subsection 5000000000
