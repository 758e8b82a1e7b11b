.size "f g", 4
nop
