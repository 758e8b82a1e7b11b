.macro m a, b
\a \b
.endm
m "addq", "$1, %rax"
nop
