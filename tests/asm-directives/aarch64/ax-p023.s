.ifeqs a, "a"
.endif
nop
