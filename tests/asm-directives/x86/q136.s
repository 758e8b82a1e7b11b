.altmacro
nop
