.macro m a
\a
.endm
m "addq $1, %rax"
nop
