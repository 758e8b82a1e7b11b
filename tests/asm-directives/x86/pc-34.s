.word %hi(x) 1
nop
