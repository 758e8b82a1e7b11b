add a0, a1, a2
.include "rgi-r5.s"
