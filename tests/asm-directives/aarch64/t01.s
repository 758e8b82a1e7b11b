.print "x"
.if 0
.print "no"
.endif
.rept 2
.print "r\\t"
.endr
add x0, x1, x2
