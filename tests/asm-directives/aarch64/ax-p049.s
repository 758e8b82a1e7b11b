.print "x" "y"
nop
