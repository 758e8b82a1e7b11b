nop
.octa 0x
add a0, a1, a2
.subsection 5000000000
