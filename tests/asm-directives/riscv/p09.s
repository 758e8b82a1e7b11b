.macro m
.include "bad.s"
.endm
m
