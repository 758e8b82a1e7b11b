.print "x"
.if 0
.print "no"
.endif
.rept 2
.print "r\\t"
.endr
add a0, a1, a2
