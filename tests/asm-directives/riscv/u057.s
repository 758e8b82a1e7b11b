.subsection 1
.previous
add a0, a1, a2
