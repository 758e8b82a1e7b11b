.subsection 1
.previous
add x0, x1, x2
