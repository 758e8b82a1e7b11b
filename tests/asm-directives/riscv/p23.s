.if 0
.include "bad.s"
.endif
add a0, a1, a2
