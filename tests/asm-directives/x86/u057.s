.subsection 1
.previous
nop
