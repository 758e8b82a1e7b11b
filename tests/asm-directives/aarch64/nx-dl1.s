.byte 1f
.byte 1f
jmp 1f
nop
