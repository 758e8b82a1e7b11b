.set .comment, 1
nop
