nop
.octa 0B11, 0x1
add a0, a1, a2
.subsection 5000000000
