nop
.data 3000000000
add a0, a1, a2
.subsection 5000000000
