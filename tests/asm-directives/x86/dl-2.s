jmp 3f
.byte 3f
nop
