.altmacro
.macro m a
.byte a
.endm
m 1
.noaltmacro
nop
