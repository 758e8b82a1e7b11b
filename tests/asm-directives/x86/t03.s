.print "none"
