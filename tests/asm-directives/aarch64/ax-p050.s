.print "a\tb"
nop
