.pushsection .foo,"a"
.popsection
add x0, x1, x2
