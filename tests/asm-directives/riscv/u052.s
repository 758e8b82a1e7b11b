.pushsection .foo,"a"
.pushsection .bar
.popsection
.popsection
.popsection
add a0, a1, a2
