.type f,@function x
nop
