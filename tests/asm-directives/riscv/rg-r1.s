mul a3, a4, a5
.include "rgi-r1.s"
sub a6, a7, a0
