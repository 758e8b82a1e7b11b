.altmacro
.macro m a
local q
q: .byte 1
.endm
m 1
m 2
nop
