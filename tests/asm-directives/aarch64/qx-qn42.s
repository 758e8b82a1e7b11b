.macro m
"q\@":
.endm
m
m
nop
