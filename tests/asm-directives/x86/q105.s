.print "a" x
nop
