.size foo, %1
nop
