.print "x"
.if 0
.print "no"
.endif
.rept 2
.print "r\\t"
.endr
addq %rax, %rbx
