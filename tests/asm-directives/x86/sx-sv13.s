.set .note.GNU-stack, 1
nop
