.rept 2
.include "bad.s"
.endr
