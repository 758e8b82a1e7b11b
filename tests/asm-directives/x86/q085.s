.float Inf
nop
