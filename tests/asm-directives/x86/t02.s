.print "only once: the parse fails"
zzzq
