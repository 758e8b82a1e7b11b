.pushsection .foo,1
nop
