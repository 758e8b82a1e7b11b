nop
.octa 9b1
add a0, a1, a2
.subsection 5000000000
