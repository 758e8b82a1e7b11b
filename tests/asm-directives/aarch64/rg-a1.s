mul x3, x4, x5
.include "rgi-a1.s"
sub x6, x7, x8
