.pushsection .foo,"a"
.pushsection .bar
.popsection
.popsection
.popsection
add x0, x1, x2
