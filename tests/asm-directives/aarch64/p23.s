.if 0
.include "bad.s"
.endif
add x0, x1, x2
