.print "from include"
