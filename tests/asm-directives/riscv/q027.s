.pushsection .foo,"a"
.popsection
add a0, a1, a2
