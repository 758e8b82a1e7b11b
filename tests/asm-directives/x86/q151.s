.swbeg
nop
