l: .rept 2
add x0, x1, x2
.endr
